// What the chat action accepts (zod, through parseForm).
import { z } from "zod";
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

export const ChatAction = z.discriminatedUnion("intent", [SendMessage, DeleteMessage]);
