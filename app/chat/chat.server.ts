// Chat's record and megaphone: D1 holds every message; after a write the channel's room
// (party/chat-room.ts) is told to broadcast. A room that cannot be reached never loses a
// message: browsers catch up from D1 by message id when they reconnect.
import { and, asc, desc, eq, gt, gte, lte, sql, type SQL } from "drizzle-orm";
import { database, insertSelect, scalar, schema, type Database } from "~/db.server";
import type { Env } from "~/env";
import type { ChatMessageWire, RoomEvent } from "../../party/protocol";
import { HISTORY_LIMIT, RATE_LIMIT_COUNT, RATE_LIMIT_WINDOW_MS } from "./rules";
import { logError } from "~/ops/log.server";

export type ChatChannel = { id: string; name: string; description: string; isVip: boolean };

/** Every channel, the open ones first (spec: ordered by is_vip ascending). */
export function listChannels(env: Env): Promise<ChatChannel[]> {
  return channelsQuery(database(env));
}

const channels = schema.chatChannels;

/** listChannels' read, for a page's batch (decision 045). */
export const channelsQuery = (db: Database) =>
  db
    .select({ id: channels.id, name: channels.name, description: channels.description, isVip: channels.isVip })
    .from(channels)
    .orderBy(asc(channels.isVip), asc(channels.id));

/** The channel /chat shows when none is asked for, as SQL: the first open one, as listChannels orders them. */
export const defaultChannelSql = sql<string>`(select ${channels.id} from ${channels} where ${channels.isVip} = 0 order by ${channels.id} limit 1)`;

/** A message as browsers receive it: the one column list every read and write returns. */
const WIRE = {
  id: schema.chatMessages.id,
  channelId: schema.chatMessages.channelId,
  userId: schema.chatMessages.userId,
  username: schema.chatMessages.username,
  message: schema.chatMessages.message,
  createdAt: schema.chatMessages.createdAt,
};

const toWire = (r: Omit<ChatMessageWire, "createdAt"> & { createdAt: Date }): ChatMessageWire => ({
  ...r,
  createdAt: r.createdAt.getTime(),
});

/** The channel's newest messages, oldest first. */
export async function channelHistory(env: Env, channelId: string, limit = HISTORY_LIMIT): Promise<ChatMessageWire[]> {
  return historyOf(await historyQuery(database(env), channelId, limit));
}

/** channelHistory's read, for a page's batch (`channelId` may be SQL). */
export const historyQuery = (db: Database, channelId: string | SQL<string>, limit = HISTORY_LIMIT) =>
  db
    .select(WIRE)
    .from(schema.chatMessages)
    .where(eq(schema.chatMessages.channelId, channelId))
    .orderBy(desc(schema.chatMessages.id))
    .limit(limit);

/** The rows of historyQuery as the page shows them, oldest first. */
export const historyOf = (rows: Awaited<ReturnType<typeof historyQuery>>): ChatMessageWire[] =>
  rows.map(toWire).reverse();

/**
 * What a reconnecting browser missed: messages after `after` (oldest first), and which
 * ids from `from` to `after` still exist (so deletions it missed disappear too).
 */
export async function missedSince(env: Env, channelId: string, from: number, after: number) {
  const db = database(env);
  const m = schema.chatMessages;
  const [messages, present] = await db.batch([
    db
      .select(WIRE)
      .from(m)
      .where(and(eq(m.channelId, channelId), gt(m.id, after)))
      .orderBy(asc(m.id))
      .limit(HISTORY_LIMIT),
    db
      .select({ id: m.id })
      .from(m)
      .where(and(eq(m.channelId, channelId), gte(m.id, from), lte(m.id, after)))
      .orderBy(asc(m.id)),
  ]);
  return { messages: messages.map(toWire), present: present.map((r) => r.id) };
}

export type SendOutcome =
  | { kind: "sent"; message: ChatMessageWire; delivered: boolean }
  | { kind: "duplicate"; message: ChatMessageWire }
  | { kind: "rate-limited" };

/**
 * Saves a message (already trimmed and checked), then asks the room to broadcast it.
 * One statement decides the rate limit and the double-submit guard, so racing posts
 * cannot slip past either.
 */
export async function sendMessage(
  env: Env,
  author: { id: string; username: string },
  channelId: string,
  text: string,
  clientId: string,
  background?: Background,
  now = Date.now(),
): Promise<SendOutcome> {
  const db = database(env);
  const m = schema.chatMessages;
  const recent = scalar<number>(
    sql`SELECT count(*) FROM ${m} WHERE ${m.userId} = ${author.id} AND ${m.createdAt} > ${now - RATE_LIMIT_WINDOW_MS}`,
  );
  const [inserted] = await insertSelect(
    db,
    m,
    { channelId, userId: author.id, username: author.username, message: text, clientId, createdAt: now },
    sql`WHERE ${recent} < ${RATE_LIMIT_COUNT}`,
  )
    .onConflictDoNothing({ target: [m.userId, m.clientId] })
    .returning(WIRE);
  if (inserted) {
    const message = toWire(inserted);
    const delivered = await tellRoom(env, channelId, { type: "message", message }, background);
    return { kind: "sent", message, delivered };
  }
  const [earlier] = await db
    .select(WIRE)
    .from(m)
    .where(and(eq(m.userId, author.id), eq(m.clientId, clientId)));
  if (earlier) return { kind: "duplicate", message: toWire(earlier) };
  return { kind: "rate-limited" };
}

/** Deletes the member's own message and tells the room; anyone else's is left alone. */
export async function deleteMessage(
  env: Env,
  memberId: string,
  channelId: string,
  messageId: number,
  background?: Background,
) {
  const m = schema.chatMessages;
  const gone = await database(env)
    .delete(m)
    .where(and(eq(m.id, messageId), eq(m.userId, memberId), eq(m.channelId, channelId)))
    .returning({ id: m.id });
  if (gone.length === 0) return "not-yours" as const;
  await tellRoom(env, channelId, { type: "deleted", channelId, id: messageId }, background);
  return "deleted" as const;
}

const ROOM_TIMEOUT_MS = 2_000;

/** The request's `ctx.waitUntil`: work that must outlive the response. */
export type Background = (work: Promise<unknown>) => void;

/**
 * Asks the channel's room to broadcast; false when the room did not confirm in time.
 * The answer does not wait longer than ROOM_TIMEOUT_MS, but a slow room call is handed to
 * `background` (waitUntil) so the runtime does not cancel it with the response: a busy
 * room still delivers to the browsers listening, instead of dropping the message live.
 */
export async function tellRoom(
  env: Env,
  channelId: string,
  event: RoomEvent,
  background?: Background,
): Promise<boolean> {
  try {
    // Routes only `import type` from partyserver (vite dev runs them in Node): a plain
    // stub fetch with the room's name, which partyserver reads from this header.
    const stub = env.ChatRoom.get(env.ChatRoom.idFromName(channelId));
    const call = stub.fetch("http://room/broadcast", {
      method: "POST",
      body: JSON.stringify(event),
      headers: {
        "content-type": "application/json",
        "x-partykit-room": channelId,
        "x-partykit-namespace": "chat-room",
      },
    });
    background?.(call.catch((error: unknown) => logError(`chat-room-unreachable:${channelId}`, error)));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ROOM_TIMEOUT_MS)));
    const res = await Promise.race([call, timeout]).finally(() => clearTimeout(timer));
    return Boolean(res?.ok);
  } catch (error) {
    logError(`chat-room-unreachable:${channelId}`, error);
    return false;
  }
}
