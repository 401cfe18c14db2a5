// What the chat action answers, built here and read by the page's fetchers: one shape.
import type { ChatMessageWire } from "./rooms/protocol";
import type { FieldErrors } from "~/forms/parse";
import { MESSAGES } from "./rules";

/** Every failed action shows 'Error' with what went wrong, and keeps the typed text. */
export function chatFailure(errors: FieldErrors, message = "", description: string = MESSAGES.failed) {
  return {
    ok: false as const,
    toast: { title: "Error", description, kind: "error" as const },
    errors,
    values: { message },
  };
}

export const chatSent = (sent: ChatMessageWire) => ({ ok: true as const, sent });
export const chatDeleted = (deleted: number) => ({ ok: true as const, deleted });
/** A report, a block or an unblock: what the member is told (a toast on the next page). */
export const chatNoted = (title: string, description: string) => ({
  ok: true as const,
  toast: { title, description, kind: "success" as const },
});

export type ChatFailure = ReturnType<typeof chatFailure>;
export type ChatActionResult =
  ChatFailure | ReturnType<typeof chatSent> | ReturnType<typeof chatDeleted> | ReturnType<typeof chatNoted>;
