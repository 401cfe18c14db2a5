// Coaching sessions' reads (decision 070): the member's own (every member query names the
// member) and the coach's queue (the caller is behind the staff gate).
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { schema, type Database, type MemberId } from "~/db.server";
import { SESSION_MINUTES, SESSIONS_PER_PERIOD } from "./forms";

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
