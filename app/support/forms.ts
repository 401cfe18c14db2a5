// The support desk's forms, parsed once through the one form helper (app/forms/parse.ts).
import { z } from "zod";
import { SUPPORT_TOPICS, type SupportTopic } from "../../db/constants";

export const TOPIC_NAMES: Record<SupportTopic, string> = {
  account: "My account",
  billing: "Billing and my plan",
  content: "Guides and content",
  scanner: "The face scanner",
  bug: "Something is broken",
  other: "Something else",
};

export const MESSAGE_MAX = 4000;

/** The new-request form's optional screenshot field. */
export const SCREENSHOT_FIELD = "screenshot";

const message = (min: number) =>
  z
    .string()
    .trim()
    .min(min, min > 1 ? `Please tell us a little more (at least ${min} characters).` : "Please write a reply.")
    .max(MESSAGE_MAX, `Please keep it under ${MESSAGE_MAX} characters.`);

export const NewRequest = z.object({
  topic: z.enum(SUPPORT_TOPICS, { error: "Please choose what it is about." }),
  message: message(10),
});

export const Reply = z.object({ message: message(1) });

export const SupportIntent = z.enum(["reply", "close"]).catch("reply");
