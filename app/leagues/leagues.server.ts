// Weekly leagues (decision 077): the Cron builds each week and closes the one before with a
// few set-based statements for the whole membership (INSERT … SELECT and UPDATE … FROM with
// window functions), each guarded by the week's claim, so a doubled or overlapping run does
// everything once. The week's XP is the sum of the member's positive awards inside the week:
// what the one award writer paid, under its own per-day and battle caps.
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { Batch, database, insertSelect, schema, type Database, type MemberId } from "~/db.server";
import type { Env } from "~/env";
import { MAIL_BATCH_MAX, mailer } from "~/mail/mail.server";
import { leagueResultMail } from "~/mail/messages";
import {
  ACTIVE_DAYS,
  DEMOTED,
  GROUP_SIZE,
  PROMOTED,
  RECENT_DAYS,
  TOP_DIVISION,
  divisionName,
  moveText,
  weekOf,
  weekRange,
} from "./rules";

const weeks = schema.leagueWeeks;
const places = schema.leaguePlaces;
const profiles = schema.userProfiles;
const log = schema.activityLog;
const DAY_MS = 86_400_000;

/** XP the member (a column naming them) earned from `start` (inclusive) to `end`: positive awards only. */
const xpBetween = (userId: SQL, start: number, end: number) =>
  sql<number>`(SELECT coalesce(sum(${log.xpEarned}), 0) FROM ${log}
    WHERE ${log.userId} = ${userId} AND ${log.createdAt} >= ${start} AND ${log.createdAt} < ${end} AND ${log.xpEarned} > 0)`;

type SQL = ReturnType<typeof sql>;

/** A whole number written into the SQL itself (a bound JavaScript number would be a REAL). */
const int = (n: number) => sql.raw(String(Math.trunc(n)));

/**
 * Builds `week`: claims it, then places every active member who has not left leagues, in one
 * INSERT … SELECT: their division from their latest closed place (its division plus its move),
 * then, within each division, ROW_NUMBER by the XP of the 4 weeks before, cut into even groups
 * of at most GROUP_SIZE.
 */
export function buildStatements(db: Database, week: string, claim: string, now: Date) {
  const { start } = weekRange(week);
  const activeSince = new Date(start - ACTIVE_DAYS * DAY_MS).toISOString().slice(0, 10);
  const prior = alias(places, "prior");
  const p = alias(profiles, "p");
  const divisionOf = sql`coalesce((SELECT max(0, min(${int(TOP_DIVISION)}, ${prior.division} + coalesce(${prior.move}, 0)))
    FROM ${places} ${prior} WHERE ${prior.userId} = ${p.userId} AND ${prior.week} < ${week}
    ORDER BY ${prior.week} DESC LIMIT 1), 0)`;
  const claimed = sql`EXISTS (SELECT 1 FROM ${weeks} WHERE ${weeks.week} = ${week} AND ${weeks.buildClaim} = ${claim})`;
  return [
    db.insert(weeks).values({ week, buildClaim: claim, builtAt: now }).onConflictDoNothing(),
    insertSelect(
      db,
      places,
      {
        week: sql`${week}`,
        userId: sql`ranked.user_id`,
        division: sql`ranked.division`,
        // Integers written into the SQL: D1 binds a JavaScript number as a REAL, which would
        // make these divisions fractional.
        groupNo: sql`((ranked.rn - 1) * ((ranked.n + ${int(GROUP_SIZE - 1)}) / ${int(GROUP_SIZE)})) / ranked.n`,
      },
      sql`FROM (
        SELECT members.user_id, members.division,
          ROW_NUMBER() OVER (PARTITION BY members.division ORDER BY members.recent DESC, members.user_id) AS rn,
          COUNT(*) OVER (PARTITION BY members.division) AS n
        FROM (
          SELECT ${p.userId} AS user_id, ${divisionOf} AS division,
            ${xpBetween(sql`${p.userId}`, start - RECENT_DAYS * DAY_MS, start)} AS recent
          FROM ${profiles} ${p}
          WHERE ${p.leagues} = 1 AND ${p.lastActivityDate} >= ${activeSince}
        ) AS members
      ) AS ranked
      WHERE ${claimed}`,
    ).onConflictDoNothing(),
  ] as const;
}

/**
 * Closes `week`: claims the close, then one UPDATE … FROM sets every place's week XP, its
 * place in the group (ROW_NUMBER by XP) and its move (moveFor in rules.ts, as SQL).
 */
export function closeStatements(db: Database, week: string, claim: string, now: Date) {
  const { start, end } = weekRange(week);
  const lp = alias(places, "lp");
  const claimed = sql`EXISTS (SELECT 1 FROM ${weeks} WHERE ${weeks.week} = ${week} AND ${weeks.closeClaim} = ${claim})`;
  return [
    db
      .update(weeks)
      .set({ closeClaim: claim, closedAt: now })
      .where(and(eq(weeks.week, week), isNull(weeks.closeClaim))),
    db
      .update(places)
      .set({
        weekXp: sql`r.xp`,
        place: sql`r.rn`,
        move: sql`CASE
          WHEN r.rn <= ${int(PROMOTED)} AND r.xp > 0 AND r.division < ${int(TOP_DIVISION)} THEN 1
          WHEN r.rn > r.n - ${int(DEMOTED)} AND r.rn > ${int(PROMOTED)} AND r.division > 0 THEN -1
          ELSE 0 END`,
      })
      .from(
        sql`(
        SELECT g.user_id, g.division, g.xp,
          ROW_NUMBER() OVER (PARTITION BY g.division, g.group_no ORDER BY g.xp DESC, g.user_id) AS rn,
          COUNT(*) OVER (PARTITION BY g.division, g.group_no) AS n
        FROM (
          SELECT ${lp.userId} AS user_id, ${lp.division} AS division, ${lp.groupNo} AS group_no,
            ${xpBetween(sql`${lp.userId}`, start, end)} AS xp
          FROM ${places} ${lp} WHERE ${lp.week} = ${week}
        ) AS g
      ) AS r`,
      )
      .where(and(eq(places.week, week), sql`${places.userId} = r.user_id`, claimed)),
  ] as const;
}

/** At most this many result mails a Cron run (the rest go on the next runs). */
export const RESULT_MAILS_PER_RUN = 200;

export type LeagueRun = { week: string; closed: string[]; built: boolean; placed: number };

/**
 * The Cron's league step at `now`: closes every built week before this one that is still
 * open (oldest first, so divisions carry over), then builds this week. Each is claimed, so a
 * second run at the same time changes nothing.
 */
export async function runLeagues(env: Env, now: Date): Promise<LeagueRun> {
  const db = database(env);
  const week = weekOf(now);
  const [open, current] = await db.batch([
    db
      .select({ week: weeks.week })
      .from(weeks)
      .where(and(lt(weeks.week, week), isNull(weeks.closeClaim)))
      .orderBy(asc(weeks.week)),
    db.select({ week: weeks.week }).from(weeks).where(eq(weeks.week, week)),
  ]);
  const closed: string[] = [];
  for (const { week: w } of open) {
    const claim = crypto.randomUUID();
    const [claimedClose] = await db.batch(closeStatements(db, w, claim, now));
    if (claimedClose.meta.changes === 1) closed.push(w);
  }
  if (current.length > 0) return { week, closed, built: false, placed: 0 };
  const claim = crypto.randomUUID();
  const [claimedBuild, placed] = await db.batch(buildStatements(db, week, claim, now));
  return { week, closed, built: claimedBuild.meta.changes === 1, placed: placed.meta.changes };
}

/**
 * Mails the result of the latest closed week to members still in leagues, at most
 * RESULT_MAILS_PER_RUN a run: each place is claimed (mailed_at) before its mail is sent, so
 * overlapping runs never send one twice (a failed send is not retried, as for reminders).
 */
export async function mailResults(env: Env, now: Date, origin: string) {
  const db = database(env);
  const claimed = await db.all<{ userId: string; division: number; place: number; move: number; weekXp: number }>(
    sql`UPDATE ${places} SET ${sql.identifier(places.mailedAt.name)} = ${now.getTime()}
      WHERE rowid IN (
        SELECT lp.rowid FROM ${places} lp JOIN ${profiles} pr ON pr.user_id = lp.user_id
        WHERE lp.week = (SELECT max(${weeks.week}) FROM ${weeks} WHERE ${weeks.closedAt} IS NOT NULL)
          AND lp.mailed_at IS NULL AND lp.move IS NOT NULL AND pr.leagues = 1
        LIMIT ${RESULT_MAILS_PER_RUN})
      RETURNING user_id AS userId, division, place, move, week_xp AS weekXp`,
  );
  if (claimed.length === 0) return 0;
  // D1 binds at most 100 values a statement: the ids in slices, read in one batch.
  const ids = claimed.map((c) => c.userId);
  const slices = Array.from({ length: Math.ceil(ids.length / 90) }, (_, i) => ids.slice(i * 90, i * 90 + 90));
  const [first, ...rest] = slices.map((slice) =>
    db
      .select({ id: schema.user.id, email: schema.user.email, name: profiles.username })
      .from(schema.user)
      .innerJoin(profiles, eq(profiles.userId, schema.user.id))
      .where(inArray(schema.user.id, slice)),
  );
  const people = (await db.batch([first, ...rest])).flat();
  const mails = claimed.flatMap((c) => {
    const who = people.find((p) => p.id === c.userId);
    if (!who) return [];
    const mail = leagueResultMail({
      name: who.name,
      division: divisionName(c.division),
      place: c.place,
      weekXp: c.weekXp,
      outcome: moveText(c.division, c.move),
      leagueUrl: `${origin}/leagues`,
      settingsUrl: `${origin}/settings#leagues`,
    });
    return [{ to: who.email, ...mail }];
  });
  for (let i = 0; i < mails.length; i += MAIL_BATCH_MAX)
    await mailer(env).sendBatch(mails.slice(i, i + MAIL_BATCH_MAX));
  return mails.length;
}

// ------------------------------------------------------------------ the member's reads

const mine = alias(places, "mine");

/** The member's place this week, their group's board with each member's week XP, and their last closed result. */
export const leagueReads = (db: Database, me: MemberId, now: Date) => {
  const week = weekOf(now);
  const { start, end } = weekRange(week);
  const mineThisWeek = and(eq(mine.week, week), eq(mine.userId, me));
  return [
    db.select({ leagues: profiles.leagues }).from(profiles).where(eq(profiles.userId, me)),
    db
      .select({
        userId: places.userId,
        username: profiles.username,
        division: places.division,
        xp: xpBetween(sql`${places.userId}`, start, end),
      })
      .from(places)
      .innerJoin(mine, and(mineThisWeek, eq(mine.division, places.division), eq(mine.groupNo, places.groupNo)))
      .innerJoin(profiles, eq(profiles.userId, places.userId))
      .where(eq(places.week, week)),
    db
      .select({
        week: places.week,
        division: places.division,
        place: places.place,
        weekXp: places.weekXp,
        move: places.move,
      })
      .from(places)
      .where(and(eq(places.userId, me), lt(places.week, week), isNotNull(places.move)))
      .orderBy(desc(places.week))
      .limit(1),
  ] as const;
};

// ------------------------------------------------------------------ leaving and joining

/** Leaves leagues (out of this week's group at once) or joins again (placed from next week). */
export async function setLeagues(env: Env, userId: string, on: boolean, now = new Date()) {
  const db = database(env);
  const batch = new Batch();
  batch.add(db.update(profiles).set({ leagues: on }).where(eq(profiles.userId, userId)));
  if (!on) batch.add(db.delete(places).where(and(eq(places.userId, userId), eq(places.week, weekOf(now)))));
  await batch.run(db);
}

/** Settings' read: whether the member plays in the leagues. */
export const leaguesRead = (db: Database, me: MemberId) =>
  db.select({ on: profiles.leagues }).from(profiles).where(eq(profiles.userId, me));

/** Development only (/dev/leagues rebuild=1): forgets the week `now` is in, places and all, so the next run builds it again. */
export async function dropWeek(env: Env, now: Date) {
  await database(env)
    .delete(weeks)
    .where(eq(weeks.week, weekOf(now)));
}
