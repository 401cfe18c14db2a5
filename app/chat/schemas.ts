// What the chat action accepts (zod, through parseForm).
import { z } from "zod";
import { MUTE_VALUES, REPORT_REASONS } from "./moderation";
import { MESSAGE_MAX, MESSAGES } from "./rules";

const clientId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, "Refresh the page and try again");

export const SendMessage = z.object({
  intent: z.literal("send"),
  channel: z.string().min(1),
  clientId,
  message: z.string({ error: MESSAGES.empty }).trim().min(1, MESSAGES.empty).max(MESSAGE_MAX, MESSAGES.tooLong),
});

export const DeleteMessage = z.object({
  intent: z.literal("delete"),
  channel: z.string().min(1),
  messageId: z.coerce.number().int().positive(),
});

export const ReportMessage = z.object({
  intent: z.literal("report"),
  channel: z.string().min(1),
  messageId: z.coerce.number().int().positive(),
  reason: z.enum(REPORT_REASONS, { error: "Choose why you report it." }),
});

export const BlockAuthor = z.object({
  intent: z.literal("block"),
  channel: z.string().min(1),
  messageId: z.coerce.number().int().positive(),
});

export const FollowAuthor = z.object({
  intent: z.literal("follow"),
  channel: z.string().min(1),
  messageId: z.coerce.number().int().positive(),
});

export const Unblock = z.object({
  intent: z.literal("unblock"),
  channel: z.string().min(1),
  blockId: z.coerce.number().int().positive(),
});

export const ChatAction = z.discriminatedUnion("intent", [
  SendMessage,
  DeleteMessage,
  ReportMessage,
  BlockAuthor,
  FollowAuthor,
  Unblock,
]);

const onMessage = { messageId: z.coerce.number().int().positive() };

/** A moderator's action at /staff/moderation (the staff gate comes first). */
export const ModerationAction = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("hide"), ...onMessage }),
    z.object({ intent: z.literal("dismiss"), ...onMessage }),
    z.object({ intent: z.literal("ban"), ...onMessage }),
    z.object({
      intent: z.literal("mute"),
      ...onMessage,
      length: z.enum(MUTE_VALUES, { error: "Choose how long." }),
    }),
    z.object({ intent: z.literal("lift"), memberId: z.string().min(1).max(100) }),
  ],
  { error: "Choose an action." },
);
