// The chat page's one action, whichever way it arrives: the page's own form post
// (app/routes/chat.tsx, which answers with a redirect or the form again) or the island's
// (app/routes/chat_.messages.ts, which answers with this reply as JSON). In two D1 round
// trips (decision 052): one read batch (the member, the subscription, the channels and what
// the caller's extra check reads), then the one write batch that saves the message and
// carries the extra check's writes.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { SQL } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import { viewerSubscription } from "~/billing/index.server";
import { followToast } from "~/friends";
import { follow } from "~/friends/index.server";
import type { Batch, Database, Statement } from "~/db.server";
import { parseForm, readForm } from "~/forms/parse";
import { background } from "~/load-context";
import { logError } from "~/ops/log.server";
import type { MemberReader } from "~/request-batch.server";
import { accessOf } from "./access.server";
import { channelsQuery, deleteMessage, sendMessage } from "./chat.server";
import { chatDeleted, chatFailure, chatNoted, chatSent, type ChatFailure } from "./replies";
import { requestTimeZone } from "~/calendar/zone.server";
import { MODERATION_MESSAGES, mutedText } from "./moderation";
import {
  authorOf,
  blockAuthor,
  blockersQuery,
  reportMessage,
  standingFrom,
  standingQuery,
  unblock,
} from "./moderation.server";
import { chatUrl, displayName, MESSAGES } from "./rules";
import { ChatAction } from "./schemas";

export type ChatReply =
  | { ok: false; status: number; body: ChatFailure }
  | {
      ok: true;
      body: ReturnType<typeof chatSent> | ReturnType<typeof chatDeleted> | ReturnType<typeof chatNoted>;
      /** Where a page's form post lands: the channel, at the message sent. */
      location: string;
      /** A new message was saved (a repeat of an earlier post was not). */
      wrote: boolean;
    };

/**
 * What a caller adds to a send, in the same two round trips: its reads join the read batch
 * and `write` adds to the message's write batch (the route passes the game's unlock check,
 * since chat does not import the game).
 */
export type AlongWithSend<R extends readonly Statement[]> = {
  reads: (db: Database, member: SQL<string>) => R;
  write: (rows: BatchResponse<R>, userId: string) => ((batch: Batch) => void) | null;
};

type Member = { id: string; username: string; email: string };

const failure = (status: number, ...reply: Parameters<typeof chatFailure>): ChatReply => ({
  ok: false,
  status,
  body: chatFailure(...reply),
});

/**
 * Sends or deletes a message behind the channel's gate. `viewer` reads the member (it
 * throws the caller's answer for a visitor) and `reader` the page reads with the session,
 * both started together so they share one round trip.
 */
export async function chatAction<R extends readonly Statement[]>(
  request: Request,
  context: AppLoadContext,
  viewer: () => Promise<Member>,
  reader: MemberReader,
  along: AlongWithSend<R>,
): Promise<ChatReply> {
  const env = context.cloudflare.env;
  const parsed = parseForm(await readForm(request), ChatAction);
  if (!parsed.ok) {
    await viewer();
    return failure(400, parsed.errors, parsed.values.message);
  }
  const form = parsed.value;
  const [member, { results }, subscription] = await Promise.all([
    viewer(),
    reader(
      request,
      context,
      (db, me) => [channelsQuery(db), standingQuery(db, me), blockersQuery(db, me), ...along.reads(db, me)] as const,
    ),
    viewerSubscription(request, context),
  ]);
  const [channels, standingRows, blockers, ...alongRows] = results;
  const access = accessOf(channels, subscription, form.channel);
  if (!access.channel) return failure(404, { form: "Unknown channel" });
  if (!access.open) return failure(403, { message: MESSAGES.vip });
  const back = chatUrl(access.channel.id);
  const standing = standingFrom(standingRows);
  // A banned member does nothing in chat; a muted one still reports, blocks and deletes.
  if (standing.kind === "banned")
    return failure(403, { form: MODERATION_MESSAGES.banned }, "", MODERATION_MESSAGES.banned);
  const noted = (title: string, description: string): ChatReply => ({
    ok: true,
    body: chatNoted(title, description),
    location: back,
    wrote: false,
  });

  if (form.intent === "report") {
    const outcome = await reportMessage(env, member.id, access.channel.id, form.messageId, form.reason);
    if (outcome === "reported") return noted("Reported", MODERATION_MESSAGES.reported);
    if (outcome === "already") return noted("Already reported", MODERATION_MESSAGES.alreadyReported);
    if (outcome === "limited")
      return failure(429, { form: MODERATION_MESSAGES.reportLimited }, "", MODERATION_MESSAGES.reportLimited);
    return failure(404, { form: MODERATION_MESSAGES.gone }, "", MODERATION_MESSAGES.gone);
  }
  if (form.intent === "block") {
    if (!(await blockAuthor(env, member.id, access.channel.id, form.messageId)))
      return failure(400, { form: MODERATION_MESSAGES.cannotBlockSelf }, "", MODERATION_MESSAGES.cannotBlockSelf);
    return noted("Blocked", MODERATION_MESSAGES.blocked);
  }
  if (form.intent === "follow") {
    const done = await follow(env, member.id, authorOf(access.channel.id, form.messageId));
    const toast = followToast(done.outcome, done.username ?? "this member");
    if (toast.kind === "error")
      return failure(done.outcome === "limited" ? 429 : 400, { form: toast.description }, "", toast.description);
    return noted(toast.title, toast.description);
  }
  if (form.intent === "unblock") {
    await unblock(env, member.id, form.blockId);
    return noted("Unblocked", MODERATION_MESSAGES.unblocked);
  }

  if (form.intent === "delete") {
    const outcome = await deleteMessage(env, member.id, access.channel.id, form.messageId, background(context));
    if (outcome === "not-yours") return failure(403, { form: MESSAGES.notYours }, "", MESSAGES.notYours);
    return { ok: true, body: chatDeleted(form.messageId), location: back, wrote: false };
  }

  if (standing.kind === "muted") {
    const text = mutedText(standing.until, requestTimeZone(request, context));
    return failure(403, { message: text }, form.message, text);
  }
  const author = { id: member.id, username: displayName(member.username, member.email) };
  try {
    const outcome = await sendMessage(env, author, access.channel.id, form.message, form.clientId, {
      background: background(context),
      also: along.write(alongRows, member.id) ?? undefined,
      hiddenFrom: blockers.map((b) => b.id),
    });
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
