// The reminders' public server module: the hourly run, the setting and the unsubscribe link.
export {
  remindersOn,
  remindersOnOf,
  remindersRead,
  sendStreakReminders,
  setReminders,
  unsubscribe,
  unsubscribeTokenState,
} from "./reminders.server";
