// What Settings' push forms post (zod; app/forms/parse.ts).
import { z } from "zod";

const b64url = (max: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, "That subscription was not understood.")
    .max(max);

export const PushChoice = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("subscribe"),
      endpoint: z.url({ protocol: /^https$/, error: "That subscription was not understood." }).max(1000),
      p256dh: b64url(120),
      auth: b64url(40),
    }),
    z.object({ intent: z.literal("unsubscribe") }),
  ],
  { error: "That request was not understood." },
);
