// The chat page's one action, whichever way it arrives: the page's own form post
// (app/routes/chat.tsx, which answers with a redirect or the form again) or the island's
// (app/routes/chat_.messages.ts, which answers with this reply as JSON). Callers require
// the member first.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { parseForm, readForm } from "~/forms/parse";
import { background } from "~/load-context";
import { logError } from "~/ops/log.server";
import { channelAccess } from "./access.server";
import { deleteMessage, sendMessage } from "./chat.server";
import { chatDeleted, chatFailure, chatSent, type ChatFailure } from "./replies";
import { chatUrl, displayName, MESSAGES } from "./rules";
import { ChatAction } from "./schemas";

export type ChatReply =
  | { ok: false; status: number; body: ChatFailure }
  | {
      ok: true;
      body: ReturnType<typeof chatSent> | ReturnType<typeof chatDeleted>;
      /** Where a page's form post lands: the channel, at the message sent. */
      location: string;
      /** A new message was saved (a repeat of an earlier post was not): it counts toward achievements. */
      wrote: boolean;
    };

const failure = (status: number, ...reply: Parameters<typeof chatFailure>): ChatReply => ({
  ok: false,
  status,
  body: chatFailure(...reply),
});

/** Sends or deletes a message for `member`, behind the channel's gate. */
export async function chatAction(
  request: Request,
  context: AppLoadContext,
  member: { id: string; username: string; email: string },
): Promise<ChatReply> {
  const env = context.cloudflare.env;
  const parsed = parseForm(await readForm(request), ChatAction);
  if (!parsed.ok) return failure(400, parsed.errors, parsed.values.message);
  const form = parsed.value;
  const access = await channelAccess(context, member.id, form.channel);
  if (!access.channel) return failure(404, { form: "Unknown channel" });
  if (!access.open) return failure(403, { message: MESSAGES.vip });
  const back = chatUrl(access.channel.id);

  if (form.intent === "delete") {
    const outcome = await deleteMessage(env, member.id, access.channel.id, form.messageId, background(context));
    if (outcome === "not-yours") return failure(403, { form: MESSAGES.notYours }, "", MESSAGES.notYours);
    return { ok: true, body: chatDeleted(form.messageId), location: back, wrote: false };
  }

  const author = { id: member.id, username: displayName(member.username, member.email) };
  try {
    const outcome = await sendMessage(env, author, access.channel.id, form.message, form.clientId, background(context));
    if (outcome.kind === "rate-limited") return failure(429, { message: MESSAGES.rateLimited }, form.message);
    return {
      ok: true,
      body: chatSent(outcome.message),
      location: `${back}#message-${outcome.message.id}`,
      wrote: outcome.kind === "sent",
    };
  } catch (error) {
    logError("chat-send", error);
    return failure(503, { form: MESSAGES.failed }, form.message);
  }
}
