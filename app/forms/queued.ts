// What only the offline queue adds to a form (decision 081): its key, accepted once by the
// server, and the member's day the action was made on. A plain form sends neither.
import { z } from "zod";

const NOT_UNDERSTOOD = "That request was not understood. Please try again.";

/** The queue's key: random, 16 to 64 URL-safe characters. */
export const clientKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, NOT_UNDERSTOOD)
  .optional();

export const queued = {
  key: clientKey,
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, NOT_UNDERSTOOD)
    .optional(),
};
