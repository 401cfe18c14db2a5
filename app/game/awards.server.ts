// The one writer of XP, level, rank, streaks, user_achievements and activity_log.
//
// Every award has a key naming what it is for (`challenge:<id>:<day>`,
// `daily-task:<day>`, `achievement:<id>`, `battle:<id>`), unique per member in
// activity_log. An award is a list of statements the caller runs in ONE D1 batch
// (a transaction): the log row is inserted with ON CONFLICT DO NOTHING and tagged
// with a random claim; everything else (the caller's own row change, the profile,
// the unlocks) is guarded by that claim, so of two racing requests only the one whose
// row landed changes anything. See docs/decisions/012-gamification.md.
import { and, asc, eq, like, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { ActivityType, RequirementType } from "../../db/constants";
import { insertSelect, scalar, schema, type Batch, type Database, type Statement } from "~/db.server";
import { AWARD_KEY_PREFIX, WORKOUT_CATEGORY } from "./award-keys";
import { PROFILE_FIGURES } from "./day.server";
import { RANKS, XP_PER_LEVEL } from "./levels";
import type { Streak } from "./streak";
import { settleUnlocks, type Stats } from "./unlocks";

const log = schema.activityLog;
const profiles = schema.userProfiles;
const held = schema.userAchievements;

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

// ------------------------------------------------------------------ what requirements measure

const challengeRows = alias(schema.userChallenges, "c");
const challengeOf = alias(schema.challenges, "ch");

/** Challenges the member has completed (today's five and daily tasks, every day). */
const completedChallenges = (userId: AnyColumn) =>
  scalar<number>(sql`SELECT COUNT(*) FROM ${schema.userChallenges} ${challengeRows}
    WHERE ${challengeRows.userId} = ${userId} AND ${challengeRows.completed} = 1`);

/** Completed challenges of the workout category. */
const completedWorkouts = (userId: AnyColumn) =>
  scalar<number>(sql`SELECT COUNT(*) FROM ${schema.userChallenges} ${challengeRows}
    JOIN ${schema.challenges} ${challengeOf} ON ${challengeOf.id} = ${challengeRows.challengeId}
    WHERE ${challengeRows.userId} = ${userId} AND ${challengeRows.completed} = 1 AND ${challengeOf.category} = ${WORKOUT_CATEGORY}`);

/** What each requirement type counts for a profile row: the SQL form of unlocks.ts's requirementHave. */
function measures(p: {
  userId: AnyColumn;
  xp: AnyColumn;
  currentStreak: AnyColumn;
}): Record<RequirementType, SQL | AnyColumn> {
  return {
    xp_total: p.xp,
    daily_streak: p.currentStreak,
    challenge_count: completedChallenges(p.userId),
    workout_count: completedWorkouts(p.userId),
  };
}

// ------------------------------------------------------------------ the award

/** What an award wrote (its own row and every unlock it settled), oldest first. */
const awardedQuery = (db: Database, userId: string, claim: string) =>
  db
    .select({ type: log.activityType, key: log.awardKey, xp: log.xpEarned, description: log.description })
    .from(log)
    .where(and(eq(log.userId, userId), or(eq(log.claim, claim), like(log.claim, `${claim}:%`))))
    .orderBy(asc(log.id));

const figuresQuery = (db: Database, userId: string) =>
  db.select(PROFILE_FIGURES).from(profiles).where(eq(profiles.userId, userId));

export type AwardResult = {
  awarded: Awaited<ReturnType<typeof awardedQuery>>;
  profile: Awaited<ReturnType<typeof figuresQuery>>[number] | null;
};

const ACHIEVEMENT_PREFIX = AWARD_KEY_PREFIX.achievement;
const member = alias(profiles, "p");
const achievement = alias(schema.achievements, "a");
const heldBy = alias(held, "ua");

/** The level rule of levels.ts (levelForXp) over the stored XP; a literal divisor keeps it integer division. */
const levelSql = sql`((max(${profiles.xp}, 0) / ${sql.raw(String(XP_PER_LEVEL))}) + 1)`;

/** The rank rule of levels.ts (rankForAchievements) over the stored unlock count. */
function rankSql() {
  const unlocked = scalar<number>(
    sql`SELECT COUNT(*) FROM ${held} ${heldBy} WHERE ${heldBy.userId} = ${profiles.userId}`,
  );
  const steps = [...RANKS].reverse().filter((r) => r.min > 0);
  return sql`(CASE ${sql.join(
    steps.map((r) => sql`WHEN ${unlocked} >= ${r.min} THEN ${r.name}`),
    sql` `,
  )} ELSE ${RANKS[0].name} END)`;
}

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

  // The unlock engine: each pass grants every achievement met now, once, and adds its XP.
  const met = measures(member);
  const requirementMet = sql`${achievement.requirementValue} <= CASE ${achievement.requirementType} ${sql.join(
    Object.entries(met).map(([type, measure]) => sql`WHEN ${type} THEN ${measure}`),
    sql` `,
  )} ELSE NULL END`;
  for (let r = 1; r <= Math.max(1, plan.rounds); r++) {
    const roundClaim = `${claim}:${r}`;
    batch.add(
      insertSelect(
        db,
        log,
        {
          userId: member.userId,
          activityType: "achievement_unlocked" satisfies ActivityType,
          xpEarned: achievement.xpReward,
          description: achievement.title,
          awardKey: sql`${ACHIEVEMENT_PREFIX} || ${achievement.id}`,
          claim: roundClaim,
          createdAt: plan.now,
        },
        sql`FROM ${schema.achievements} ${achievement} JOIN ${profiles} ${member} ON ${member.userId} = ${u}
          WHERE ${claimed}
            AND NOT EXISTS (SELECT 1 FROM ${held} ${heldBy} WHERE ${heldBy.userId} = ${member.userId} AND ${heldBy.achievementId} = ${achievement.id})
            AND ${requirementMet}`,
      ).onConflictDoNothing(once),
    );
    batch.add(
      insertSelect(
        db,
        held,
        {
          userId: log.userId,
          achievementId: sql`substr(${log.awardKey}, ${ACHIEVEMENT_PREFIX.length + 1})`,
          unlockedAt: plan.now,
        },
        sql`FROM ${log} WHERE ${log.userId} = ${u} AND ${log.claim} = ${roundClaim}`,
      ).onConflictDoNothing(),
    );
    batch.add(
      db
        .update(profiles)
        .set({
          xp: sql`${profiles.xp} + ${scalar(sql`SELECT coalesce(sum(${log.xpEarned}), 0) FROM ${log} WHERE ${log.userId} = ${u} AND ${log.claim} = ${roundClaim}`)}`,
        })
        .where(and(eq(profiles.userId, u), claimedBy(u, roundClaim))),
    );
  }

  // Level and rank always follow the stored XP and unlock count (levels.ts rules).
  batch.add(db.update(profiles).set({ level: levelSql, rank: rankSql() }).where(eq(profiles.userId, u)));
  const awarded = batch.add(awardedQuery(db, u, claim));
  const profile = batch.add(figuresQuery(db, u));
  return () => ({ awarded: awarded(), profile: profile()[0] ?? null });
}

// ------------------------------------------------------------------ planning reads

/** Every achievement's rule (to batch with other reads before an award). */
export const achievementRulesQuery = (db: Database) =>
  db
    .select({
      id: schema.achievements.id,
      title: schema.achievements.title,
      description: schema.achievements.description,
      xpReward: schema.achievements.xpReward,
      requirementType: schema.achievements.requirementType,
      requirementValue: schema.achievements.requirementValue,
    })
    .from(schema.achievements);

export type AchievementRule = Awaited<ReturnType<typeof achievementRulesQuery>>[number];

/** What the unlock engine needs to know about a member before an award. */
export type UnlockInputs = { stats: Stats; held: Set<string> };

/** The queries that read a member's unlock inputs (to spread into a batch with other reads). */
export function unlockInputQueries(db: Database, userId: string | SQL<string>) {
  return [
    db
      .select({
        xp: profiles.xp,
        streak: profiles.currentStreak,
        challengeCount: completedChallenges(profiles.userId),
        workoutCount: completedWorkouts(profiles.userId),
      })
      .from(profiles)
      .where(eq(profiles.userId, userId)),
    db.select({ id: held.achievementId }).from(held).where(eq(held.userId, userId)),
  ] as const;
}

type UnlockInputRows = ReturnType<typeof unlockInputQueries>;

export function readUnlockInputs(
  stats: Awaited<UnlockInputRows[0]>,
  heldRows: Awaited<UnlockInputRows[1]>,
): UnlockInputs {
  return {
    stats: stats[0] ?? { xp: 0, streak: 0, challengeCount: 0, workoutCount: 0 },
    held: new Set(heldRows.map((r) => r.id)),
  };
}

/**
 * How many unlock passes an award needs: the passes the pure rules predict for the
 * member's state after it, plus one spare for anything a racing request changed.
 */
export function awardRounds(
  rules: readonly AchievementRule[],
  inputs: UnlockInputs,
  change: Partial<Stats> & { xp: number },
) {
  const s = inputs.stats;
  const after: Stats = {
    xp: s.xp + change.xp,
    challengeCount: s.challengeCount + (change.challengeCount ?? 0),
    workoutCount: s.workoutCount + (change.workoutCount ?? 0),
    streak: change.streak ?? s.streak,
  };
  return settleUnlocks(rules, inputs.held, after).rounds + 1;
}
