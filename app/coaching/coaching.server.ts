// Coaching sessions (decision 070): the one writer of coaching_sessions. Members change
// only their own sessions (every member write names the member); coaches reach all of
// them through the staff gate, and each coach action writes its audit row in its batch.
// Reads: session-reads.server.ts; mails: session-mails.server.ts.
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { database, insertSelect, schema } from "~/db.server";
import type { Env } from "~/env";
import { auditStatement, type Actor } from "~/staff/index.server";
import { SESSIONS_PER_PERIOD } from "./forms";
import { sendRequestCancelledMail, sendSessionMails, type SessionForMail } from "./session-mails.server";

const cs = schema.coachingSessions;

/**
 * Requests a session in one statement: it takes the lowest of the period's slots no live
 * session of the member holds, or inserts nothing. The unique (member, period, slot)
 * index makes two racing requests take different slots or one of them nothing.
 */
export async function requestSession(
  env: Env,
  memberId: string,
  periodKey: string,
  input: { topic: string; zone: string; times: Date[] },
  now = new Date(),
): Promise<number | null> {
  const db = database(env);
  const slots = sql.join(
    Array.from({ length: SESSIONS_PER_PERIOD }, (_, i) => sql.raw(`SELECT ${i + 1} AS slot`)),
    sql.raw(" UNION ALL "),
  );
  const [inserted] = await insertSelect(
    db,
    cs,
    {
      userId: memberId,
      topic: input.topic,
      time1: input.times[0].getTime(),
      time2: input.times[1].getTime(),
      time3: input.times[2].getTime(),
      timeZone: input.zone,
      periodKey,
      slot: sql`free.slot`,
      createdAt: now.getTime(),
    },
    sql`FROM (${slots}) AS free WHERE free.slot NOT IN (SELECT ${cs.slot} FROM ${cs} WHERE ${cs.userId} = ${memberId} AND ${cs.periodKey} = ${periodKey} AND ${cs.slot} IS NOT NULL) ORDER BY free.slot LIMIT 1`,
  )
    .onConflictDoNothing()
    .returning({ id: cs.id });
  return inserted?.id ?? null;
}

/** The member cancels their own live session: its slot is free again; a confirmed one is withdrawn by mail. */
export async function memberCancel(env: Env, session: SessionForMail, memberId: string, now = new Date()) {
  const [cancelled] = await database(env)
    .update(cs)
    .set({ status: "cancelled", slot: null })
    .where(and(eq(cs.id, session.id), eq(cs.userId, memberId), ne(cs.status, "cancelled")))
    .returning({ id: cs.id, status: cs.status });
  if (!cancelled) return false;
  if (session.confirmedAt) await sendSessionMails(env, "CANCEL", session, now);
  return true;
}

const statusIs = (id: number, statuses: ("requested" | "confirmed")[]) =>
  sql`EXISTS (SELECT 1 FROM ${cs} WHERE ${cs.id} = ${id} AND ${inArray(cs.status, statuses)})`;

/** The coach confirms one of the three times: audited once, then both are mailed an invitation. */
export async function confirmSession(
  env: Env,
  actor: Actor & { email: string },
  session: Omit<SessionForMail, "confirmedAt" | "meetingLink" | "coachEmail" | "coachName"> & {
    time1: Date;
    time2: Date;
    time3: Date;
  },
  choice: "1" | "2" | "3",
  link: string,
  now = new Date(),
): Promise<"taken" | "sent" | "saved-not-mailed"> {
  const db = database(env);
  const at = { "1": session.time1, "2": session.time2, "3": session.time3 }[choice];
  const [audited] = await db.batch([
    auditStatement(
      db,
      {
        actor,
        action: "confirm",
        targetKind: "session",
        targetId: String(session.id),
        detail: `session #${session.id} at ${at.toISOString()}`,
        at: now,
      },
      statusIs(session.id, ["requested"]),
    ),
    db
      .update(cs)
      .set({ status: "confirmed", confirmedAt: at, meetingLink: link, coachId: actor.id, coachName: actor.name })
      .where(and(eq(cs.id, session.id), eq(cs.status, "requested"))),
  ]);
  if (audited.meta.changes === 0) return "taken";
  const sent = await sendSessionMails(
    env,
    "REQUEST",
    { ...session, confirmedAt: at, meetingLink: link, coachEmail: actor.email, coachName: actor.name },
    now,
  );
  return sent ? "sent" : "saved-not-mailed";
}

/** A coach cancels a requested or confirmed session: audited once; a confirmed one is withdrawn by mail. */
export async function staffCancelSession(env: Env, actor: Actor, session: SessionForMail, now = new Date()) {
  const db = database(env);
  const [audited] = await db.batch([
    auditStatement(
      db,
      {
        actor,
        action: "cancel",
        targetKind: "session",
        targetId: String(session.id),
        detail: `session #${session.id}`,
        at: now,
      },
      statusIs(session.id, ["requested", "confirmed"]),
    ),
    db
      .update(cs)
      .set({ status: "cancelled", slot: null })
      .where(and(eq(cs.id, session.id), ne(cs.status, "cancelled"))),
  ]);
  if (audited.meta.changes === 0) return false;
  if (session.confirmedAt) await sendSessionMails(env, "CANCEL", session, now);
  else await sendRequestCancelledMail(env, session);
  return true;
}
