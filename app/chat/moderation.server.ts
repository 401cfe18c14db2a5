// Chat moderation, the member's side (decision 076): standing, reports and blocks. With
// moderator.server.ts (the moderator's side: hide, mute, ban, lift, dismiss) the one writer
// of chat_reports, chat_blocks, chat_restrictions and a message's hidden_at. A block also
// ends the follows between the two members, both ways (decision 078).
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { database, insertSelect, scalar, schema, type Database, type MemberId } from "~/db.server";
import type { Env } from "~/env";
import { dropFollowsBetween } from "~/friends/index.server";
import { REPORT_RATE_COUNT, REPORT_RATE_WINDOW_MS, standingOf, type ReportReason } from "./moderation";

const { chatMessages: m, chatReports: reports, chatBlocks: blocks, chatRestrictions: restrictions } = schema;

// ------------------------------------------------------------------ reads for a member's batch

/** The member's restriction row (none: good standing), for a page's or action's batch. */
export const standingQuery = (db: Database, member: MemberId) =>
  db
    .select({ mutedUntil: restrictions.mutedUntil, bannedAt: restrictions.bannedAt })
    .from(restrictions)
    .where(eq(restrictions.userId, member));

/** Members who block `author`: the room hides the author's live messages from them. */
export const blockersQuery = (db: Database, author: MemberId) =>
  db.select({ id: blocks.blockerId }).from(blocks).where(eq(blocks.blockedId, author));

/** The members `viewer` blocks, by the name of their latest message (for the Unblock list). */
export const myBlocksQuery = (db: Database, viewer: MemberId) =>
  db
    .select({
      id: blocks.id,
      // Spelled out: a single-table select names its columns bare, and the subquery must reach the outer row.
      username: sql<string>`coalesce((select x.username from chat_messages x where x.user_id = chat_blocks.blocked_id order by x.id desc limit 1), 'A member')`,
    })
    .from(blocks)
    .where(eq(blocks.blockerId, viewer))
    .orderBy(asc(blocks.id));

/** The member's standing on its own (the ticket and catch-up reads, which read little else). */
export async function memberStanding(env: Env, memberId: string) {
  return standingFrom(await standingQuery(database(env), memberId));
}

export const standingFrom = (rows: { mutedUntil: Date | null; bannedAt: Date | null }[], now = Date.now()) =>
  standingOf(rows[0], now);

// ------------------------------------------------------------------ the member's side

const messageIn = (messageId: number, channelId: string) =>
  sql`EXISTS (SELECT 1 FROM ${m} WHERE ${m.id} = ${messageId} AND ${m.channelId} = ${channelId} AND ${m.hiddenAt} IS NULL)`;

export type ReportOutcome = "reported" | "already" | "limited" | "gone";

/**
 * Reports a message of `channelId` (not one's own) once. One statement decides the rate
 * limit and the once-per-message rule, so racing reports cannot slip past either.
 */
export async function reportMessage(
  env: Env,
  reporterId: string,
  channelId: string,
  messageId: number,
  reason: ReportReason,
  now = Date.now(),
): Promise<ReportOutcome> {
  const db = database(env);
  const recent = sql`(SELECT count(*) FROM ${reports} WHERE ${reports.reporterId} = ${reporterId} AND ${reports.createdAt} > ${now - REPORT_RATE_WINDOW_MS})`;
  const notMine = sql`NOT EXISTS (SELECT 1 FROM ${m} WHERE ${m.id} = ${messageId} AND ${m.userId} = ${reporterId})`;
  const [inserted, earlier, exists] = await db.batch([
    insertSelect(
      db,
      reports,
      { messageId, reporterId, reason, createdAt: now },
      sql`WHERE ${messageIn(messageId, channelId)} AND ${notMine} AND ${recent} < ${REPORT_RATE_COUNT}`,
    )
      .onConflictDoNothing()
      .returning({ id: reports.id }),
    db
      .select({ id: reports.id })
      .from(reports)
      .where(and(eq(reports.messageId, messageId), eq(reports.reporterId, reporterId))),
    db
      .select({ id: m.id })
      .from(m)
      .where(
        and(eq(m.id, messageId), eq(m.channelId, channelId), isNull(m.hiddenAt), sql`${m.userId} <> ${reporterId}`),
      ),
  ]);
  if (inserted.length > 0) return "reported";
  if (earlier.length > 0) return "already";
  return exists.length > 0 ? "limited" : "gone";
}

/** The author of a message in `channelId` that is still shown, as SQL (null when there is none). */
export const authorOf = (channelId: string, messageId: number) =>
  scalar<string | null>(
    sql`SELECT ${m.userId} FROM ${m} WHERE ${m.id} = ${messageId} AND ${m.channelId} = ${channelId} AND ${m.hiddenAt} IS NULL`,
  );

/**
 * Blocks the author of a message in `channelId` (never oneself) and ends the follows between
 * them both ways; true when it is (or already was) blocked.
 */
export async function blockAuthor(env: Env, blockerId: string, channelId: string, messageId: number, now = Date.now()) {
  const db = database(env);
  const author = sql<string>`(SELECT ${m.userId} FROM ${m} WHERE ${m.id} = ${messageId} AND ${m.channelId} = ${channelId})`;
  const [, , found] = await db.batch([
    insertSelect(
      db,
      blocks,
      { blockerId, blockedId: author, createdAt: now },
      sql`WHERE ${author} IS NOT NULL AND ${author} <> ${blockerId}`,
    ).onConflictDoNothing(),
    dropFollowsBetween(db, blockerId, author),
    db
      .select({ id: blocks.id })
      .from(blocks)
      .where(and(eq(blocks.blockerId, blockerId), sql`${blocks.blockedId} = ${author}`)),
  ]);
  return found.length > 0;
}

/** Lifts one of the member's own blocks. */
export async function unblock(env: Env, blockerId: string, blockId: number) {
  const gone = await database(env)
    .delete(blocks)
    .where(and(eq(blocks.id, blockId), eq(blocks.blockerId, blockerId)))
    .returning({ id: blocks.id });
  return gone.length > 0;
}
