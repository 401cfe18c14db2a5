// Chat moderation, the moderator's side (decision 076): the report queue and its context, the
// restricted members, and the actions (hide, dismiss, mute, ban, lift), each with its one
// audit row in its own batch (app/staff), written only when the action changes something.
// After a write the rooms are told, so open browsers follow at once. The member's side
// (report, block, standing) is moderation.server.ts.
import { and, asc, eq, isNull, sql, type SQL } from "drizzle-orm";
import { database, schema, type Database } from "~/db.server";
import type { Env } from "~/env";
import { auditStatement, type Actor } from "~/staff/index.server";
import { chatChannels } from "../../db/seed-data.mjs";
import { tellRoom, type Background } from "./chat.server";
import { muteLength, type MuteChoice, type Standing } from "./moderation";

const { chatMessages: m, chatReports: reports, chatRestrictions: restrictions } = schema;

const QUEUE_LIMIT = 20;
/** Messages shown before and after a reported one. */
const CONTEXT = 2;

/** Reported messages with open reports, oldest report first: the message, its author, the reasons. */
export const reportQueueQuery = (db: Database) =>
  db
    .select({
      messageId: m.id,
      channelId: m.channelId,
      authorId: m.userId,
      username: m.username,
      message: m.message,
      createdAt: m.createdAt,
      reports: sql<number>`count(*)`.mapWith(Number),
      reasons: sql<string>`group_concat(${reports.reason})`,
      firstAt: sql<number>`min(${reports.createdAt})`.mapWith(Number),
    })
    .from(reports)
    .innerJoin(m, eq(m.id, reports.messageId))
    .where(and(isNull(reports.resolvedAt), isNull(m.hiddenAt)))
    .groupBy(m.id)
    .orderBy(sql`min(${reports.createdAt})`)
    .limit(QUEUE_LIMIT);

/**
 * The messages around the queue's reported ones (the same channel, CONTEXT either side, and
 * the reported ones themselves), oldest first; contextOf picks each one's neighbours.
 */
export const reportContextQuery = (db: Database) =>
  db
    .select({
      id: m.id,
      channelId: m.channelId,
      username: m.username,
      message: m.message,
      createdAt: m.createdAt,
      hidden: sql<number>`${m.hiddenAt} IS NOT NULL`.mapWith(Number),
    })
    .from(m)
    .where(
      sql`EXISTS (SELECT 1 FROM ${reports} INNER JOIN ${m} q ON q.id = ${reports.messageId}
        WHERE ${reports.resolvedAt} IS NULL AND q.hidden_at IS NULL AND q.channel_id = ${m.channelId} AND (q.id = ${m.id}
          OR ${m.id} IN (SELECT x.id FROM ${m} x WHERE x.channel_id = q.channel_id AND x.id < q.id ORDER BY x.id DESC LIMIT ${CONTEXT})
          OR ${m.id} IN (SELECT x.id FROM ${m} x WHERE x.channel_id = q.channel_id AND x.id > q.id ORDER BY x.id ASC LIMIT ${CONTEXT})))`,
    )
    .orderBy(asc(m.id));

/** A reported message's neighbours from reportContextQuery's rows (its true neighbours are all there). */
export function contextOf<T extends { id: number; channelId: string }>(
  rows: T[],
  message: { id: number; channelId: string },
) {
  const channel = rows.filter((r) => r.channelId === message.channelId);
  const at = channel.findIndex((r) => r.id === message.id);
  return at < 0 ? [] : channel.slice(Math.max(0, at - CONTEXT), at + CONTEXT + 1);
}

/** Members muted (still) or banned now, for the Lift list. */
export const restrictedQuery = (db: Database, now = Date.now()) =>
  db
    .select({
      userId: restrictions.userId,
      mutedUntil: restrictions.mutedUntil,
      bannedAt: restrictions.bannedAt,
      byName: restrictions.byName,
      username: sql<string>`coalesce(${schema.userProfiles.username}, 'A member')`,
    })
    .from(restrictions)
    .leftJoin(schema.userProfiles, eq(schema.userProfiles.userId, restrictions.userId))
    .where(sql`${restrictions.bannedAt} IS NOT NULL OR ${restrictions.mutedUntil} > ${now}`)
    .orderBy(asc(restrictions.updatedAt))
    .limit(100);

/** The message a moderator acts on (hidden or not): its author and words, for the action's read batch. */
export const moderatedMessageQuery = (db: Database, messageId: number) =>
  db
    .select({
      id: m.id,
      channelId: m.channelId,
      authorId: m.userId,
      username: m.username,
      message: m.message,
      hiddenAt: m.hiddenAt,
    })
    .from(m)
    .where(eq(m.id, messageId));

type Moderated = { id: number; channelId: string; authorId: string; username: string; message: string };

const quote = (text: string) => (text.length > 200 ? `${text.slice(0, 199)}…` : text);
const openReportsOf = (messageId: number) =>
  sql`EXISTS (SELECT 1 FROM ${reports} WHERE ${reports.messageId} = ${messageId} AND ${reports.resolvedAt} IS NULL)`;
const resolve = (db: Database, messageId: number, now: number) =>
  db
    .update(reports)
    .set({ resolvedAt: new Date(now) })
    .where(and(eq(reports.messageId, messageId), isNull(reports.resolvedAt)));

export type ModerationIntent =
  { kind: "hide" } | { kind: "dismiss" } | { kind: "mute"; length: MuteChoice } | { kind: "ban" };

/**
 * A moderator's action on a reported message, as one batch: the audit row (only when the
 * action changes something: a message hidden twice, a ban of the banned, a dismissal of
 * nothing writes none), the change, and the message's open reports resolved. Then the rooms
 * are told. True when it changed something.
 */
export async function moderate(
  env: Env,
  actor: Actor,
  target: Moderated,
  intent: ModerationIntent,
  { now = Date.now(), background }: { now?: number; background?: Background } = {},
): Promise<boolean> {
  const db = database(env);
  const at = new Date(now);
  const said = `${target.username}: “${quote(target.message)}” (message #${target.id} in ${target.channelId})`;
  const memberAudit = (action: "mute" | "ban", detail: string, when: SQL = sql`1`) =>
    auditStatement(db, { actor, action, targetKind: "member", targetId: target.authorId, detail, at }, when);
  // A mute or a ban, audited only when the member is not banned already (a ban is never shortened).
  const restrict = async (action: "mute" | "ban", detail: string, set: { mutedUntil: Date } | { bannedAt: Date }) => {
    const notBanned = sql`NOT EXISTS (SELECT 1 FROM ${restrictions} WHERE ${restrictions.userId} = ${target.authorId} AND ${restrictions.bannedAt} IS NOT NULL)`;
    const [audited] = await db.batch([
      memberAudit(action, detail, notBanned),
      db
        .insert(restrictions)
        .values({
          userId: target.authorId,
          mutedUntil: null,
          bannedAt: null,
          ...set,
          byName: actor.name,
          updatedAt: at,
        })
        .onConflictDoUpdate({
          target: restrictions.userId,
          set: { ...set, byName: actor.name, updatedAt: at },
          setWhere: isNull(restrictions.bannedAt),
        }),
      resolve(db, target.id, now),
    ]);
    return audited.meta.changes > 0;
  };
  let changed: boolean;
  let standing: Standing | null = null;
  switch (intent.kind) {
    case "hide": {
      const [audited] = await db.batch([
        auditStatement(
          db,
          { actor, action: "hide", targetKind: "message", targetId: String(target.id), detail: said, at },
          sql`EXISTS (SELECT 1 FROM ${m} WHERE ${m.id} = ${target.id} AND ${m.hiddenAt} IS NULL)`,
        ),
        db
          .update(m)
          .set({ hiddenAt: at })
          .where(and(eq(m.id, target.id), isNull(m.hiddenAt))),
        resolve(db, target.id, now),
      ]);
      changed = audited.meta.changes > 0;
      if (changed)
        await tellRoom(
          env,
          target.channelId,
          { type: "deleted", channelId: target.channelId, id: target.id },
          background,
        );
      return changed;
    }
    case "dismiss": {
      const [audited] = await db.batch([
        auditStatement(
          db,
          { actor, action: "dismiss", targetKind: "message", targetId: String(target.id), detail: said, at },
          openReportsOf(target.id),
        ),
        resolve(db, target.id, now),
      ]);
      return audited.meta.changes > 0;
    }
    case "mute": {
      const until = new Date(now + muteLength(intent.length));
      changed = await restrict("mute", `until ${until.toISOString()} for ${said}`, { mutedUntil: until });
      standing = { kind: "muted", until: until.getTime() };
      break;
    }
    case "ban": {
      changed = await restrict("ban", `for ${said}`, { bannedAt: at });
      standing = { kind: "banned" };
      break;
    }
  }
  if (changed && standing) await tellMember(env, target.authorId, standing, background);
  return changed;
}

/** Lifts a member's mute or ban: audited once, and their open rooms let them write again. */
export async function lift(
  env: Env,
  actor: Actor,
  memberId: string,
  { now = Date.now(), background }: { now?: number; background?: Background } = {},
) {
  const db = database(env);
  const held = sql`EXISTS (SELECT 1 FROM ${restrictions} WHERE ${restrictions.userId} = ${memberId} AND (${restrictions.bannedAt} IS NOT NULL OR ${restrictions.mutedUntil} > ${now}))`;
  const [audited] = await db.batch([
    auditStatement(db, { actor, action: "lift", targetKind: "member", targetId: memberId, at: new Date(now) }, held),
    db.delete(restrictions).where(eq(restrictions.userId, memberId)),
  ]);
  const changed = audited.meta.changes > 0;
  if (changed) await tellMember(env, memberId, { kind: "ok" }, background);
  return changed;
}

const ROOMS: string[] = chatChannels.map((c: { id: string }) => c.id);

/** Every room tells the member's open sockets their standing (a ban closes them). */
async function tellMember(env: Env, memberId: string, standing: Standing, background?: Background) {
  await Promise.all(ROOMS.map((room) => tellRoom(env, room, { type: "standing", memberId, standing }, background)));
}
