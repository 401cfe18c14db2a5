// The reminders' public server module: the hourly run, the setting and the unsubscribe link.
export {
  remindersOnOf,
  remindersRead,
  sendStreakReminders,
  setReminders,
  unsubscribe,
  unsubscribeTokenState,
} from "./reminders.server";
