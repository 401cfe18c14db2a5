// The reminders' forms: the Settings switch and the unsubscribe link's token.
import { z } from "zod";

export const RemindersChoice = z.object({
  reminders: z.enum(["on", "off"], { error: "Choose on or off." }),
});

export const UnsubscribeLink = z.object({
  token: z
    .string({ error: "This link is not valid." })
    .trim()
    .min(1, "This link is not valid.")
    .max(1000, "This link is not valid."),
});
