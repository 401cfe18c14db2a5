// The reminders' forms: the Settings switch and the unsubscribe link's token.
import { z } from "zod";

export const RemindersChoice = z.object({
  reminders: z.enum(["on", "off"], { error: "Choose on or off." }),
});
