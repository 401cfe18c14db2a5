// The one writer of XP, level, rank, streaks, user_achievements and activity_log.
//
// Every award has a key naming what it is for (`challenge:<id>:<day>`,
// `daily-task:<day>`, `achievement:<id>`, `battle:<id>`), unique per member in
// activity_log. An award is a list of statements the caller runs in ONE D1 batch
// (a transaction): the log row is inserted with ON CONFLICT DO NOTHING and tagged
// with a random claim; everything else (the caller's own row change, the profile,
// the unlocks) is guarded by that claim, so of two racing requests only the one whose
// row landed changes anything. See docs/decisions/012-gamification.md.
//
// The unlock engine (unlock-engine.server.ts) and the requirement queries
// (requirements.server.ts) are their own modules; what an award is planned with is
// re-exported here, so a writer imports the award's whole API from one place.
import { and, asc, eq, like, or, sql, type SQL } from "drizzle-orm";
import type { ActivityType } from "../../db/constants";
import { insertSelect, schema, type Batch, type Database, type Statement } from "~/db.server";
import { PROFILE_FIGURES } from "./profile.server";
import type { Streak } from "./streak";
import { addUnlocks } from "./unlock-engine.server";

export { achievementRulesQuery, keyRangeEnd, readUnlockInputs, unlockInputQueries } from "./requirements.server";
export { addUnlocks, awardRounds } from "./unlock-engine.server";

const log = schema.activityLog;
const profiles = schema.userProfiles;

export type Award = {
  userId: string;
  key: string;
  type: ActivityType;
  xp: number;
  description: string;
};

export type AwardPlan = {
  /** Only write the award when this holds (evaluated inside the batch). */
  when?: SQL;
  /** Statements of the caller's own tables to run right after the award's row, guarded by it. */
  then?: (claimed: SQL) => Statement[];
  /** The streak after this award if it is the member's first completion of the day. */
  streak?: { before: Streak; after: Streak; today: string };
  /** The member's time zone to store with the award. */
  zone?: string;
  /** Passes of the unlock engine (awardRounds); extra passes cost little. */
  rounds: number;
  now: number;
};

/** What an award wrote (its own row and every unlock it settled), oldest first. */
export const awardedRows = (db: Database, userId: string, claim: string) =>
  db
    .select({ type: log.activityType, key: log.awardKey, xp: log.xpEarned, description: log.description })
    .from(log)
    .where(and(eq(log.userId, userId), or(eq(log.claim, claim), like(log.claim, `${claim}:%`))))
    .orderBy(asc(log.id));

const figuresQuery = (db: Database, userId: string) =>
  db.select(PROFILE_FIGURES).from(profiles).where(eq(profiles.userId, userId));

export type AwardResult = {
  awarded: Awaited<ReturnType<typeof awardedRows>>;
  profile: Awaited<ReturnType<typeof figuresQuery>>[number] | null;
};

/** A row of activity_log written by this claim exists. */
const claimedBy = (userId: string, claim: string, key?: string) =>
  sql`EXISTS (SELECT 1 FROM ${log} WHERE ${log.userId} = ${userId} AND ${log.claim} = ${claim}${key === undefined ? sql`` : sql` AND ${log.awardKey} = ${key}`})`;

/**
 * Adds to `batch` the statements that write one award and settle everything it
 * triggers; the returned reader says what was awarded once the batch has run.
 */
export function addAward(db: Database, batch: Batch, award: Award, plan: AwardPlan): () => AwardResult {
  const claim = crypto.randomUUID();
  const u = award.userId;
  const claimed = claimedBy(u, claim, award.key);
  const once = { target: [log.userId, log.awardKey] };

  batch.add(
    insertSelect(
      db,
      log,
      {
        userId: u,
        activityType: award.type,
        xpEarned: award.xp,
        description: award.description,
        awardKey: award.key,
        claim,
        createdAt: plan.now,
      },
      sql`WHERE ${plan.when ?? sql`1`}`,
    ).onConflictDoNothing(once),
  );
  for (const statement of plan.then?.(claimed) ?? []) batch.add(statement);

  const s = plan.streak;
  const streakSet = s
    ? {
        currentStreak: sql`CASE WHEN ${profiles.lastActivityDate} IS ${s.before.lastDay} THEN ${s.after.current} ELSE ${profiles.currentStreak} END`,
        longestStreak: sql`max(${profiles.longestStreak}, CASE WHEN ${profiles.lastActivityDate} IS ${s.before.lastDay} THEN ${s.after.current} ELSE ${profiles.currentStreak} END)`,
        lastActivityDate: sql`CASE WHEN ${profiles.lastActivityDate} IS NULL OR ${profiles.lastActivityDate} < ${s.today} THEN ${s.today} ELSE ${profiles.lastActivityDate} END`,
      }
    : {};
  batch.add(
    db
      .update(profiles)
      .set({
        xp: sql`${profiles.xp} + ${award.xp}`,
        ...streakSet,
        timeZone: sql`coalesce(${plan.zone ?? null}, ${profiles.timeZone})`,
      })
      .where(and(eq(profiles.userId, u), claimed)),
  );

  addUnlocks(db, batch, { userId: u, claim, guard: claimed, rounds: plan.rounds, now: plan.now });
  const awarded = batch.add(awardedRows(db, u, claim));
  const profile = batch.add(figuresQuery(db, u));
  return () => ({ awarded: awarded(), profile: profile()[0] ?? null });
}
