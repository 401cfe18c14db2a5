// The reminders' public module: the Settings switch.
export { RemindersSwitch } from "./ui/reminders-switch";
