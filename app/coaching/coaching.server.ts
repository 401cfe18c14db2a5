// Coaching sessions (decision 070): the one writer of coaching_sessions. Members reach
// only their own sessions (every member query names the member); coaches reach all of
// them through the staff gate, and each coach action writes its audit row in its batch.
import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { formatDateTime } from "~/calendar/format";
import { config } from "~/config.server";
import { database, insertSelect, schema, type Database, type MemberId } from "~/db.server";
import type { Env } from "~/env";
import { mailer, type Mail } from "~/mail/mail.server";
import { renderMail } from "~/mail/template";
import { logError } from "~/ops/log.server";
import { auditStatement, type Actor } from "~/staff/index.server";
import { SESSION_MINUTES, SESSIONS_PER_PERIOD } from "./forms";
import { buildInvitation } from "./ics";
import { COACHING_PATHS } from "./paths";

const { coachingSessions: cs, user, userProfiles } = schema;
// The coach's address as a subquery: a second join of `user` would name two columns
// "email", and D1's batch answers rows keyed by column name.
const coachEmail = sql<string | null>`(SELECT ${user.email} FROM ${user} WHERE ${user.id} = ${cs.coachId})`.as(
  "coach_email",
);

/** The billing period a session counts against: the subscription's current period end. */
export const periodKeyOf = (subscriptionEnd: Date) => subscriptionEnd.toISOString();

const sessionColumns = {
  id: cs.id,
  topic: cs.topic,
  time1: cs.time1,
  time2: cs.time2,
  time3: cs.time3,
  timeZone: cs.timeZone,
  status: cs.status,
  confirmedAt: cs.confirmedAt,
  meetingLink: cs.meetingLink,
  coachName: cs.coachName,
  periodKey: cs.periodKey,
  slot: cs.slot,
  createdAt: cs.createdAt,
};

// ------------------------------------------------------------------ the member's side

/** The member's sessions, newest first (the page shows the live ones and the period's count). */
export const memberSessionsQuery = (db: Database, member: MemberId) =>
  db.select(sessionColumns).from(cs).where(eq(cs.userId, member)).orderBy(desc(cs.id)).limit(30);

/** Every session of the member's, oldest first, for their data export (no coach's address). */
export const coachingExportQuery = (db: Database, member: MemberId) =>
  db.select(sessionColumns).from(cs).where(eq(cs.userId, member)).orderBy(asc(cs.id));

/** One of the member's own sessions with the coach's address (none: it is not theirs). */
export const memberSessionQuery = (db: Database, member: MemberId, id: number) =>
  db
    .select({ ...sessionColumns, coachEmail, email: user.email, username: userProfiles.username })
    .from(cs)
    .innerJoin(user, eq(user.id, cs.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, cs.userId))
    .where(and(eq(cs.id, id), eq(cs.userId, member)));

/** How many of the period's included sessions remain, from the member's sessions. */
export const remainingIn = (sessions: { periodKey: string; slot: number | null }[], periodKey: string) =>
  Math.max(0, SESSIONS_PER_PERIOD - sessions.filter((s) => s.periodKey === periodKey && s.slot !== null).length);

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

type SessionForMail = {
  id: number;
  topic: string;
  timeZone: string;
  confirmedAt: Date | null;
  meetingLink: string | null;
  email: string;
  username: string | null;
  coachEmail: string | null;
  coachName: string | null;
};

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

// ------------------------------------------------------------------ the coach's side

/** Requested sessions first (oldest first), then confirmed ones still ahead. */
export const coachQueueQuery = (db: Database, now: Date) =>
  db
    .select({ ...sessionColumns, username: userProfiles.username })
    .from(cs)
    .leftJoin(userProfiles, eq(userProfiles.userId, cs.userId))
    .where(
      sql`${cs.status} = 'requested' OR (${cs.status} = 'confirmed' AND ${cs.confirmedAt} > ${now.getTime() - SESSION_MINUTES * 60_000})`,
    )
    .orderBy(sql`${cs.status} = 'requested' desc`, asc(cs.confirmedAt), asc(cs.createdAt))
    .limit(200);

/** Any session with the member's and the coach's addresses (staff only: the caller is gated). */
export const staffSessionQuery = (db: Database, id: number) =>
  db
    .select({ ...sessionColumns, email: user.email, username: userProfiles.username, coachEmail })
    .from(cs)
    .innerJoin(user, eq(user.id, cs.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, cs.userId))
    .where(eq(cs.id, id));

/** The staff member's own address (the coach's copy of the invitation). */
export const staffEmailQuery = (db: Database, me: MemberId) =>
  db.select({ email: user.email }).from(user).where(eq(user.id, me));

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

// ------------------------------------------------------------------ mails

const REASON = "You got this mail because it is about a Glowup coaching session you are part of.";

/** The invitation (or its withdrawal) to the member and the coach, each with the .ics attached. */
async function sendSessionMails(
  env: Env,
  method: "REQUEST" | "CANCEL",
  s: SessionForMail,
  now: Date,
): Promise<boolean> {
  if (!s.confirmedAt) return false;
  const origin = config(env).origin;
  const start = s.confirmedAt;
  const end = new Date(start.getTime() + SESSION_MINUTES * 60_000);
  const member = s.username ?? "the member";
  const ics = buildInvitation({
    method,
    uid: `coaching-${s.id}@${new URL(origin).host}`,
    stamp: now,
    start,
    end,
    summary: `Glowup coaching: ${s.topic}`,
    description: `Coaching session about "${s.topic}" with ${s.coachName ?? "your coach"} and ${member}. Meeting link: ${s.meetingLink ?? ""}`,
    url: s.meetingLink,
    organizer: s.coachEmail ?? "coaching@glowup.app",
    attendee: s.email,
  });
  const attachments = [
    {
      filename: method === "CANCEL" ? "cancelled.ics" : "invite.ics",
      contentType: `text/calendar; method=${method}; charset=utf-8`,
      content: ics,
    },
  ];
  const confirmed = method === "REQUEST";
  const mailFor = (to: string, zone: string, url: string, greeting: string): Mail => ({
    to,
    attachments,
    ...renderMail({
      subject: confirmed
        ? `Coaching session confirmed: ${formatDateTime(start, zone)}`
        : `Coaching session cancelled: ${formatDateTime(start, zone)}`,
      greeting,
      paragraphs: confirmed
        ? [
            `The coaching session about "${s.topic}" is confirmed for ${formatDateTime(start, zone)} (${zone}), ${SESSION_MINUTES} minutes.`,
            `Join at ${s.meetingLink}. The calendar invitation is attached.`,
          ]
        : [
            `The coaching session about "${s.topic}" on ${formatDateTime(start, zone)} (${zone}) is cancelled.`,
            "The attached calendar file removes it from your calendar.",
          ],
      action: { label: confirmed ? "See your sessions" : "Open coaching", url },
      reason: REASON,
    }),
  });
  const mails = [mailFor(s.email, s.timeZone, `${origin}${COACHING_PATHS.member}`, `Hi ${member},`)];
  if (s.coachEmail)
    mails.push(mailFor(s.coachEmail, "UTC", `${origin}${COACHING_PATHS.coach}`, `Hi ${s.coachName ?? "coach"},`));
  try {
    await mailer(env).sendBatch(mails);
    return true;
  } catch (error) {
    logError("coaching-mail", error);
    return false;
  }
}

/** A request a coach could not take: the member is told, and their slot is back. */
async function sendRequestCancelledMail(env: Env, s: SessionForMail) {
  const origin = config(env).origin;
  try {
    await mailer(env).send({
      to: s.email,
      ...renderMail({
        subject: "Your coaching request was cancelled",
        greeting: `Hi ${s.username ?? "there"},`,
        paragraphs: [
          `The team could not take your coaching request about "${s.topic}" at the times you gave. It does not count against your plan: ask again with other times.`,
        ],
        action: { label: "Open coaching", url: `${origin}${COACHING_PATHS.member}` },
        reason: REASON,
      }),
    });
  } catch (error) {
    logError("coaching-mail", error);
  }
}
