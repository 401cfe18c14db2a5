// Chat's record and megaphone: D1 holds every message; after a write the channel's room
// (party/chat-room.ts) is told to broadcast. A room that cannot be reached never loses a
// message: browsers catch up from D1 by message id when they reconnect.
import { and, asc, desc, eq, gt, gte, lte, sql, type SQL } from "drizzle-orm";
import { Batch, database, insertSelect, scalar, schema, type Database, type MemberId } from "~/db.server";
import type { Env } from "~/env";
import { commandRoom, type ChatMessageWire, type RoomCommand, type RoomMessage } from "./rooms/protocol";
import {
  HISTORY_LIMIT,
  MISSED_RATE_COUNT,
  MISSED_RATE_WINDOW_MS,
  RATE_LIMIT_COUNT,
  RATE_LIMIT_WINDOW_MS,
} from "./rules";
import { logError } from "~/ops/log.server";
import { countAttempt } from "~/security/rate-limit.server";

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

/** A message row: the one column list every read and write returns. The author's id stays on the server. */
const ROW = {
  id: schema.chatMessages.id,
  channelId: schema.chatMessages.channelId,
  authorId: schema.chatMessages.userId,
  username: schema.chatMessages.username,
  message: schema.chatMessages.message,
  createdAt: schema.chatMessages.createdAt,
};

/** A message `viewer` may see: not hidden by a moderator, and not by someone they block (decision 076). */
export const visibleTo = (viewer: MemberId): SQL =>
  sql`${schema.chatMessages.hiddenAt} IS NULL AND ${schema.chatMessages.userId} NOT IN (SELECT ${schema.chatBlocks.blockedId} FROM ${schema.chatBlocks} WHERE ${schema.chatBlocks.blockerId} = ${viewer})`;

type Row = Omit<RoomMessage, "createdAt"> & { createdAt: Date };

const toRoom = ({ createdAt, ...r }: Row): RoomMessage => ({ ...r, createdAt: createdAt.getTime() });

/** A message as `viewerId` receives it: their own ones marked `mine`, nobody's id. */
const forViewer =
  (viewerId: string) =>
  ({ authorId, ...m }: RoomMessage): ChatMessageWire => ({ ...m, mine: authorId === viewerId });

/**
 * The channel's newest messages `viewer` may see (newest first; historyOf turns them), for a
 * page's batch (`channelId` may be SQL): no hidden message, none by a member they block.
 */
export const historyQuery = (db: Database, channelId: string | SQL<string>, viewer: MemberId, limit = HISTORY_LIMIT) =>
  db
    .select(ROW)
    .from(schema.chatMessages)
    .where(and(eq(schema.chatMessages.channelId, channelId), visibleTo(viewer)))
    .orderBy(desc(schema.chatMessages.id))
    .limit(limit);

/** The rows of historyQuery as `viewerId` sees them, oldest first. */
export const historyOf = (rows: Row[], viewerId: string): ChatMessageWire[] =>
  rows.map(toRoom).map(forViewer(viewerId)).reverse();

export type Missed = {
  messages: ChatMessageWire[];
  /** Which ids from `from` to `after` still exist. */
  present: number[];
  /** The id range `present` answers for: at most the newest HISTORY_LIMIT messages up to `after`. */
  from: number;
  after: number;
};

/**
 * What a reconnecting browser missed: at most HISTORY_LIMIT messages after `after`
 * (oldest first), and which ids from `from` to `after` still exist (so deletions it missed
 * disappear too). A screen holds at most a window of messages, so a wider range is clamped
 * to the newest HISTORY_LIMIT of them and the answer says which range it checked.
 */
export async function missedSince(
  env: Env,
  channelId: string,
  viewerId: string,
  from: number,
  after: number,
): Promise<Missed> {
  const db = database(env);
  const m = schema.chatMessages;
  const [messages, present] = await db.batch([
    db
      .select(ROW)
      .from(m)
      .where(and(eq(m.channelId, channelId), gt(m.id, after), visibleTo(viewerId)))
      .orderBy(asc(m.id))
      .limit(HISTORY_LIMIT),
    db
      .select({ id: m.id })
      .from(m)
      .where(and(eq(m.channelId, channelId), gte(m.id, from), lte(m.id, after), visibleTo(viewerId)))
      .orderBy(desc(m.id))
      .limit(HISTORY_LIMIT),
  ]);
  const ids = present.map((r) => r.id).reverse();
  const checkedFrom = ids.length === HISTORY_LIMIT ? ids[0] : from;
  return {
    messages: messages.map(toRoom).map(forViewer(viewerId)),
    present: ids,
    from: checkedFrom,
    after,
  };
}

/**
 * Counts one catch-up read for the member (app/security/rate-limit.server.ts), in one
 * statement so racing reads cannot slip past: false once they made MISSED_RATE_COUNT reads
 * in the current MISSED_RATE_WINDOW_MS.
 */
export async function claimMissedRead(env: Env, memberId: string, now = Date.now()) {
  const [row] = await countAttempt(database(env), `chat-missed:${memberId}`, MISSED_RATE_WINDOW_MS, now);
  return (row?.count ?? 0) <= MISSED_RATE_COUNT;
}

export type SendOutcome =
  | { kind: "sent"; message: ChatMessageWire; delivered: boolean }
  | { kind: "duplicate"; message: ChatMessageWire }
  | { kind: "rate-limited" };

/**
 * Saves a message (already trimmed and checked), then asks the room to broadcast it.
 * One statement decides the rate limit and the double-submit guard, so racing posts
 * cannot slip past either; the write batch also reads back the message a double submit
 * stored first, and carries what `also` adds (the action's unlock check): one round trip.
 */
export async function sendMessage(
  env: Env,
  author: { id: string; username: string },
  channelId: string,
  text: string,
  clientId: string,
  {
    background,
    also,
    hiddenFrom,
    now = Date.now(),
  }: {
    background?: Background;
    also?: (batch: Batch) => void;
    /** Members who block the author: the room does not show them the message. */
    hiddenFrom?: string[];
    now?: number;
  } = {},
): Promise<SendOutcome> {
  const db = database(env);
  const m = schema.chatMessages;
  const recent = scalar<number>(
    sql`SELECT count(*) FROM ${m} WHERE ${m.userId} = ${author.id} AND ${m.createdAt} > ${now - RATE_LIMIT_WINDOW_MS}`,
  );
  const batch = new Batch();
  const inserted = batch.add(
    insertSelect(
      db,
      m,
      { channelId, userId: author.id, username: author.username, message: text, clientId, createdAt: now },
      sql`WHERE ${recent} < ${RATE_LIMIT_COUNT}`,
    )
      .onConflictDoNothing({ target: [m.userId, m.clientId] })
      .returning(ROW),
  );
  const stored = batch.add(
    db
      .select(ROW)
      .from(m)
      .where(and(eq(m.userId, author.id), eq(m.clientId, clientId))),
  );
  also?.(batch);
  await batch.run(db);
  const mine = forViewer(author.id);
  const [row] = inserted();
  if (row) {
    const message = toRoom(row);
    const delivered = await tellRoom(env, channelId, { type: "message", message, hiddenFrom }, background);
    return { kind: "sent", message: mine(message), delivered };
  }
  const [earlier] = stored();
  if (earlier) return { kind: "duplicate", message: mine(toRoom(earlier)) };
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
  command: RoomCommand,
  background?: Background,
): Promise<boolean> {
  try {
    const call = commandRoom(env.ChatRoom, channelId, command);
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
