// Staff's side of the support desk (decision 069): the queue, any request, replying (with a
// mail back to the member) and closing. The caller is behind the staff gate, and each staff
// action writes its audit row in its own batch (app/staff).
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { config } from "~/config.server";
import { database, insertSelect, schema, type Database } from "~/db.server";
import type { Env } from "~/env";
import { mailer } from "~/mail/mail.server";
import { supportReplyMail } from "~/mail/messages";
import { logError } from "~/ops/log.server";
import { auditStatement, type Actor } from "~/staff/index.server";
import type { SupportTopic } from "../../db/constants";
import { TOPIC_NAMES } from "./forms";
import { supportThreadPath } from "./paths";

const { supportRequests: req, supportMessages: msg, user, userProfiles } = schema;

/** What staff see of a request, in the queue and on its page. */
const requestColumns = {
  id: req.id,
  topic: req.topic,
  tier: req.tier,
  dueAt: req.dueAt,
  awaiting: req.awaiting,
  closedAt: req.closedAt,
  createdAt: req.createdAt,
};

/** Open requests, those waiting on staff first, each by its due time. */
export const queueQuery = (db: Database) =>
  db
    .select({ ...requestColumns, username: userProfiles.username })
    .from(req)
    .leftJoin(userProfiles, eq(userProfiles.userId, req.userId))
    .where(isNull(req.closedAt))
    .orderBy(sql`${req.awaiting} = 'staff' desc`, asc(req.dueAt))
    .limit(200);

/** Any request, with its member's name and address (staff only: the caller is gated). */
export const staffRequestQuery = (db: Database, id: number) =>
  db
    .select({
      ...requestColumns,
      userId: req.userId,
      screenshotKey: req.screenshotKey,
      email: user.email,
      username: userProfiles.username,
    })
    .from(req)
    .innerJoin(user, eq(user.id, req.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, req.userId))
    .where(eq(req.id, id));

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
