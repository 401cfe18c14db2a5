// The member's side of the support desk (decision 069): their requests, opening one, replying
// and closing. Members reach only their own requests: every query and write names the member.
// This module and staff-desk.server.ts are the writers of support_requests and support_messages.
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Tier } from "~/billing";
import { database, insertSelect, schema, type Database, type MemberId } from "~/db.server";
import type { Env } from "~/env";
import type { SupportTopic } from "../../db/constants";
import { dueAt } from "./due";
import { storeScreenshot, type Screenshot } from "./screenshots.server";

const { supportRequests: req, supportMessages: msg } = schema;

/** The member's requests, newest first, each with its newest message's time. */
export const memberRequestsQuery = (db: Database, member: MemberId) =>
  db
    .select({
      id: req.id,
      topic: req.topic,
      dueAt: req.dueAt,
      awaiting: req.awaiting,
      closedAt: req.closedAt,
      createdAt: req.createdAt,
      lastAt: sql<number>`(select max(${msg.createdAt}) from ${msg} where ${msg.requestId} = ${req.id})`,
    })
    .from(req)
    .where(eq(req.userId, member))
    .orderBy(desc(req.createdAt))
    .limit(50);

/** One of the member's own requests (none: it is not theirs). */
export const memberRequestQuery = (db: Database, member: MemberId, id: number) =>
  db
    .select()
    .from(req)
    .where(and(eq(req.id, id), eq(req.userId, member)));

/** Opens a request: the screenshot to R2 first (private, under the member), then one batch. */
export async function openRequest(
  env: Env,
  member: { id: string; name: string },
  input: { topic: SupportTopic; message: string },
  tier: Tier | null,
  screenshot: Screenshot | null,
  now = new Date(),
): Promise<number> {
  const screenshotKey = screenshot ? await storeScreenshot(env, member.id, screenshot) : null;
  const db = database(env);
  const [[opened]] = await db.batch([
    db
      .insert(req)
      .values({
        userId: member.id,
        topic: input.topic,
        tier,
        dueAt: dueAt(now, tier),
        awaiting: "staff",
        screenshotKey,
        createdAt: now,
      })
      .returning({ id: req.id }),
    insertSelect(
      db,
      msg,
      {
        requestId: sql`last_insert_rowid()`,
        authorId: member.id,
        authorName: member.name,
        fromStaff: 0,
        body: input.message,
        createdAt: now.getTime(),
      },
      sql`WHERE 1`,
    ),
  ]);
  return opened.id;
}

/** The member's reply to their own open request: it waits on staff again, due by the tier they hold now. */
export async function memberReply(
  env: Env,
  member: { id: string; name: string },
  id: number,
  body: string,
  tier: Tier | null,
  now = new Date(),
): Promise<boolean> {
  const db = database(env);
  const mineAndOpen = sql`${req.id} = ${id} AND ${req.userId} = ${member.id} AND ${req.closedAt} IS NULL`;
  const [added] = await db.batch([
    insertSelect(
      db,
      msg,
      { requestId: id, authorId: member.id, authorName: member.name, fromStaff: 0, body, createdAt: now.getTime() },
      sql`WHERE EXISTS (SELECT 1 FROM ${req} WHERE ${mineAndOpen})`,
    ),
    db
      .update(req)
      .set({ awaiting: "staff", tier, dueAt: dueAt(now, tier) })
      .where(mineAndOpen),
  ]);
  return added.meta.changes > 0;
}

/** The member closes their own request (not a staff action: no audit row). */
export async function memberClose(env: Env, memberId: string, id: number, now = new Date()) {
  const [closed] = await database(env)
    .update(req)
    .set({ closedAt: now, closedBy: memberId })
    .where(and(eq(req.id, id), eq(req.userId, memberId), isNull(req.closedAt)))
    .returning({ id: req.id });
  return Boolean(closed);
}
