// The support desk's reads and writes (decision 069): the one writer of support_requests
// and support_messages. Members reach only their own requests (every member query names
// the member); staff reach every request through the staff gate, and each staff action
// writes its audit row in its own batch (app/staff).
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { Tier } from "~/billing";
import { config } from "~/config.server";
import { database, insertSelect, schema, type Database, type MemberId } from "~/db.server";
import type { Env } from "~/env";
import { mailer } from "~/mail/mail.server";
import { logError } from "~/ops/log.server";
import { supportReplyMail } from "~/mail/messages";
import { auditStatement, type Actor } from "~/staff/index.server";
import type { SupportTopic } from "../../db/constants";
import { dueAt } from "./due";
import { TOPIC_NAMES } from "./forms";
import { supportThreadPath } from "./paths";

const { supportRequests: req, supportMessages: msg, user, userProfiles } = schema;

export type Screenshot = { bytes: Uint8Array; type: "jpeg" | "png" | "webp" };

const CONTENT_TYPES = { jpeg: "image/jpeg", png: "image/png", webp: "image/webp" } as const;

/** R2 keys of screenshots: under the member, so deleting an account finds them all. */
const screenshotPrefix = (userId: string) => `support/${userId}/`;

// ------------------------------------------------------------------ the member's side

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

/** The messages of one of the member's own requests. */
export const memberThreadQuery = (db: Database, member: MemberId, id: number) =>
  db
    .select({
      id: msg.id,
      authorName: msg.authorName,
      fromStaff: msg.fromStaff,
      body: msg.body,
      createdAt: msg.createdAt,
    })
    .from(msg)
    .innerJoin(req, eq(req.id, msg.requestId))
    .where(and(eq(msg.requestId, id), eq(req.userId, member)))
    .orderBy(asc(msg.id));

/** Opens a request: the screenshot to R2 first (private, under the member), then one batch. */
export async function openRequest(
  env: Env,
  member: { id: string; name: string },
  input: { topic: SupportTopic; message: string },
  tier: Tier | null,
  screenshot: Screenshot | null,
  now = new Date(),
): Promise<number> {
  let screenshotKey: string | null = null;
  if (screenshot) {
    screenshotKey = `${screenshotPrefix(member.id)}${crypto.randomUUID()}`;
    await env.PHOTOS.put(screenshotKey, screenshot.bytes, {
      httpMetadata: { contentType: CONTENT_TYPES[screenshot.type] },
    });
  }
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

// ------------------------------------------------------------------ staff's side

/** Open requests, those waiting on staff first, each by its due time. */
export const queueQuery = (db: Database) =>
  db
    .select({
      id: req.id,
      topic: req.topic,
      tier: req.tier,
      dueAt: req.dueAt,
      awaiting: req.awaiting,
      closedAt: req.closedAt,
      createdAt: req.createdAt,
      username: userProfiles.username,
    })
    .from(req)
    .leftJoin(userProfiles, eq(userProfiles.userId, req.userId))
    .where(isNull(req.closedAt))
    .orderBy(sql`${req.awaiting} = 'staff' desc`, asc(req.dueAt))
    .limit(200);

/** Any request, with its member's name and address (staff only: the caller is gated). */
export const staffRequestQuery = (db: Database, id: number) =>
  db
    .select({
      id: req.id,
      userId: req.userId,
      topic: req.topic,
      tier: req.tier,
      dueAt: req.dueAt,
      awaiting: req.awaiting,
      closedAt: req.closedAt,
      createdAt: req.createdAt,
      screenshotKey: req.screenshotKey,
      email: user.email,
      username: userProfiles.username,
    })
    .from(req)
    .innerJoin(user, eq(user.id, req.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, req.userId))
    .where(eq(req.id, id));

export const staffThreadQuery = (db: Database, id: number) =>
  db
    .select({
      id: msg.id,
      authorName: msg.authorName,
      fromStaff: msg.fromStaff,
      body: msg.body,
      createdAt: msg.createdAt,
    })
    .from(msg)
    .where(eq(msg.requestId, id))
    .orderBy(asc(msg.id));

const openRequestSql = (id: number) =>
  sql`EXISTS (SELECT 1 FROM ${req} WHERE ${req.id} = ${id} AND ${req.closedAt} IS NULL)`;

/** What a staff reply did: nothing (the request was closed), or saved, and whether the mail left. */
export type StaffReplyOutcome = "closed" | "sent" | "saved-not-mailed";

/**
 * Staff's reply: the audit row, the message and the request's state in one batch, all only
 * while the request is open; then the member is mailed a link back to the thread. The reply
 * is saved before the mail: a mail provider that fails loses nothing, and the caller says so.
 */
export async function staffReply(
  env: Env,
  actor: Actor,
  request: { id: number; email: string; username: string | null; topic: SupportTopic },
  body: string,
  now = new Date(),
): Promise<StaffReplyOutcome> {
  const db = database(env);
  const open = openRequestSql(request.id);
  const [audited] = await db.batch([
    auditStatement(db, { actor, action: "reply", targetKind: "request", targetId: String(request.id), at: now }, open),
    insertSelect(
      db,
      msg,
      {
        requestId: request.id,
        authorId: actor.id,
        authorName: actor.name,
        fromStaff: 1,
        body,
        createdAt: now.getTime(),
      },
      sql`WHERE ${open}`,
    ),
    db
      .update(req)
      .set({ awaiting: "member" })
      .where(and(eq(req.id, request.id), isNull(req.closedAt))),
  ]);
  if (audited.meta.changes === 0) return "closed";
  const mail = supportReplyMail({
    name: request.username ?? "there",
    topic: TOPIC_NAMES[request.topic],
    staffName: actor.name,
    url: `${config(env).origin}${supportThreadPath(request.id)}`,
  });
  try {
    await mailer(env).send({ to: request.email, ...mail });
    return "sent";
  } catch (error) {
    logError("support-reply-mail", error);
    return "saved-not-mailed";
  }
}

/** Staff close a request: audited once (a second close changes nothing). */
export async function staffClose(env: Env, actor: Actor, id: number, now = new Date()): Promise<boolean> {
  const db = database(env);
  const [audited] = await db.batch([
    auditStatement(
      db,
      { actor, action: "close", targetKind: "request", targetId: String(id), at: now },
      openRequestSql(id),
    ),
    db
      .update(req)
      .set({ closedAt: now, closedBy: actor.id })
      .where(and(eq(req.id, id), isNull(req.closedAt))),
  ]);
  return audited.meta.changes > 0;
}

// ------------------------------------------------------------------ screenshots, export, deletion

/** A request's screenshot for the member who asked, or for staff (`staff`: the caller checked the role). */
export async function screenshotFor(env: Env, id: number, viewer: { id: string; staff: boolean }) {
  const db = database(env);
  const [row] = await db.select({ key: req.screenshotKey, userId: req.userId }).from(req).where(eq(req.id, id));
  if (!row?.key || (row.userId !== viewer.id && !viewer.staff)) return null;
  return env.PHOTOS.get(row.key);
}

/** The member's own requests with their whole threads (the account export). */
export async function supportExport(env: Env, userId: string) {
  const db = database(env);
  const [requests, messages] = await db.batch([
    db
      .select({
        id: req.id,
        topic: req.topic,
        tier: req.tier,
        dueAt: req.dueAt,
        closedAt: req.closedAt,
        createdAt: req.createdAt,
        hasScreenshot: sql<boolean>`${req.screenshotKey} is not null`,
      })
      .from(req)
      .where(eq(req.userId, userId))
      .orderBy(asc(req.id)),
    db
      .select({
        requestId: msg.requestId,
        from: msg.authorName,
        fromStaff: msg.fromStaff,
        body: msg.body,
        createdAt: msg.createdAt,
      })
      .from(msg)
      .innerJoin(req, eq(req.id, msg.requestId))
      .where(eq(req.userId, userId))
      .orderBy(asc(msg.id)),
  ]);
  return requests.map((r) => ({
    ...r,
    hasScreenshot: Boolean(r.hasScreenshot),
    messages: messages.filter((m) => m.requestId === r.id).map(({ requestId: _, ...m }) => m),
  }));
}

/** Deleting an account: the member's screenshots leave R2 (before the rows go). */
export async function deleteSupportScreenshots(env: Env, userId: string) {
  for (;;) {
    const listed = await env.PHOTOS.list({ prefix: screenshotPrefix(userId), limit: 1000 });
    if (listed.objects.length === 0) return;
    await env.PHOTOS.delete(listed.objects.map((o) => o.key));
    if (!listed.truncated) return;
  }
}

/** Deleting an account: the member's requests and their threads (messages cascade with the request). */
export const supportRowsDeletion = (db: Database, userId: string) => [
  db.delete(msg).where(sql`${msg.requestId} in (select ${req.id} from ${req} where ${req.userId} = ${userId})`),
  db.delete(req).where(eq(req.userId, userId)),
];
