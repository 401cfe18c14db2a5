// What each achievement requirement measures, in SQL over the member's stored rows: the SQL
// form of app/game/unlocks.ts's requirementHave (tests/worker/rules-agree.test.ts proves they
// agree), and the reads an award is planned with (the rules, the member's counts, what they hold).
import { eq, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { RequirementType } from "../../db/constants";
import { scalar, schema, type Database } from "~/db.server";
import { AWARD_KEY_PREFIX, SKINCARE_CATEGORY, WORKOUT_CATEGORY } from "./award-keys";
import { REQUIREMENT_STAT, type Stats } from "./unlocks";

const log = schema.activityLog;
const profiles = schema.userProfiles;
const held = schema.userAchievements;

const challengeRows = alias(schema.userChallenges, "c");
const challengeOf = alias(schema.challenges, "ch");
const deedRows = alias(log, "d");
const chatRows = alias(schema.chatMessages, "m");
const battleRows = alias(schema.battleMatches, "b");
const lostRows = alias(schema.battleMatches, "bl");
const scanRows = alias(schema.faceScans, "s");
const laterScans = alias(schema.faceScans, "s2");
/** A day in ms as a SQL literal: D1 binds numbers as REAL, and a bound divisor would not divide as integers. */
const DAY_MS = sql.raw(String(86_400_000));

/** Challenges the member has completed (today's five and daily tasks, every day). */
const completedChallenges = (userId: AnyColumn) =>
  scalar<number>(sql`SELECT COUNT(*) FROM ${schema.userChallenges} ${challengeRows}
    WHERE ${challengeRows.userId} = ${userId} AND ${challengeRows.completed} = 1`);

/** Completed challenges of one category. */
const completedIn = (category: string) => (userId: AnyColumn) =>
  scalar<number>(sql`SELECT COUNT(*) FROM ${schema.userChallenges} ${challengeRows}
    JOIN ${schema.challenges} ${challengeOf} ON ${challengeOf.id} = ${challengeRows.challengeId}
    WHERE ${challengeRows.userId} = ${userId} AND ${challengeRows.completed} = 1 AND ${challengeOf.category} = ${category}`);

/** Completed challenges of the workout category. */
const completedWorkouts = completedIn(WORKOUT_CATEGORY);
const completedSkincare = completedIn(SKINCARE_CATEGORY);

/**
 * The member's deed rows whose key starts with `prefix`, as a key range (the award_key
 * index answers it; LIKE would not use it).
 */
const deedsWhere = (userId: AnyColumn, prefix: string) =>
  sql`${deedRows.userId} = ${userId} AND ${deedRows.awardKey} >= ${prefix} AND ${deedRows.awardKey} < ${keyRangeEnd(prefix)}`;
/** The first key after every key that starts with `prefix` (its last character, plus one). */
export const keyRangeEnd = (prefix: string) =>
  prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
const deedCount = (prefix: string) => (userId: AnyColumn) =>
  scalar<number>(sql`SELECT COUNT(*) FROM ${log} ${deedRows} WHERE ${deedsWhere(userId, prefix)}`);

/** Days between the member's first and latest finished assessment. */
const assessmentRetakeDays = (userId: AnyColumn) =>
  scalar<number>(sql`SELECT coalesce((max(${deedRows.createdAt}) - min(${deedRows.createdAt})) / ${DAY_MS}, 0)
    FROM ${log} ${deedRows} WHERE ${deedsWhere(userId, AWARD_KEY_PREFIX.assessment)}`);

/** Distinct UTC days with a chat message (the chat rows are the record; no separate counter). */
const chatDays = (userId: AnyColumn) =>
  scalar<number>(sql`SELECT COUNT(DISTINCT ${chatRows.createdAt} / ${DAY_MS}) FROM ${schema.chatMessages} ${chatRows}
    WHERE ${chatRows.userId} = ${userId}`);

/** Battles won, counted per side so each count reads one of the battle indexes. */
const battlesWon = (userId: AnyColumn) =>
  scalar<number>(sql`(SELECT COUNT(*) FROM ${schema.battleMatches} ${battleRows} WHERE ${battleRows.user1Id} = ${userId} AND ${battleRows.winnerId} = ${userId})
    + (SELECT COUNT(*) FROM ${schema.battleMatches} ${battleRows} WHERE ${battleRows.user2Id} = ${userId} AND ${battleRows.winnerId} = ${userId})`);

/** Battles won since the member last lost one (the current run of wins). */
const battleWinRun = (userId: AnyColumn) => {
  const side = (b: { user1Id: AnyColumn; user2Id: AnyColumn }) =>
    sql`(${b.user1Id} = ${userId} OR ${b.user2Id} = ${userId})`;
  return scalar<number>(sql`SELECT COUNT(*) FROM ${schema.battleMatches} ${battleRows}
    WHERE ${side(battleRows)} AND ${battleRows.winnerId} = ${userId}
      AND ${battleRows.completedAt} > coalesce((SELECT max(${lostRows.completedAt}) FROM ${schema.battleMatches} ${lostRows}
        WHERE ${side(lostRows)} AND ${lostRows.winnerId} IS NOT NULL AND ${lostRows.winnerId} <> ${userId}), -1)`);
};

const scansTaken = (userId: AnyColumn) =>
  scalar<number>(sql`SELECT COUNT(*) FROM ${schema.faceScans} ${scanRows} WHERE ${scanRows.userId} = ${userId}`);

/** The largest rise in rating (tenths) from one scan to any later one. */
const scanImprovement = (userId: AnyColumn) =>
  scalar<number>(sql`SELECT coalesce(max(${laterScans.ratingTenths} - ${scanRows.ratingTenths}), 0)
    FROM ${schema.faceScans} ${scanRows} JOIN ${schema.faceScans} ${laterScans}
      ON ${laterScans.userId} = ${scanRows.userId} AND ${laterScans.id} > ${scanRows.id}
    WHERE ${scanRows.userId} = ${userId}`);

/** What each requirement type counts for a profile row: the SQL form of unlocks.ts's requirementHave. */
export function measures(p: {
  userId: AnyColumn;
  xp: AnyColumn;
  currentStreak: AnyColumn;
}): Record<RequirementType, SQL | AnyColumn> {
  return {
    xp_total: p.xp,
    daily_streak: p.currentStreak,
    challenge_count: completedChallenges(p.userId),
    workout_count: completedWorkouts(p.userId),
    skincare_count: completedSkincare(p.userId),
    assessment_taken: deedCount(AWARD_KEY_PREFIX.assessment)(p.userId),
    assessment_retake_days: assessmentRetakeDays(p.userId),
    guides_opened: deedCount(AWARD_KEY_PREFIX.guide)(p.userId),
    checklist_ticks: deedCount(AWARD_KEY_PREFIX.checklist)(p.userId),
    chat_days: chatDays(p.userId),
    battles_won: battlesWon(p.userId),
    battle_win_run: battleWinRun(p.userId),
    scans_taken: scansTaken(p.userId),
    scan_improvement: scanImprovement(p.userId),
  };
}

/** Every achievement's rule (to batch with other reads before an award). */
export const achievementRulesQuery = (db: Database) =>
  db
    .select({
      id: schema.achievements.id,
      title: schema.achievements.title,
      description: schema.achievements.description,
      category: schema.achievements.category,
      xpReward: schema.achievements.xpReward,
      requirementType: schema.achievements.requirementType,
      requirementValue: schema.achievements.requirementValue,
    })
    .from(schema.achievements);

export type AchievementRule = Awaited<ReturnType<typeof achievementRulesQuery>>[number];

/** What the unlock engine needs to know about a member before an award. */
export type UnlockInputs = { stats: Stats; held: Set<string> };

/** Every Stats field, measured in SQL for the profile row (what the pure rules read). */
function statsFields() {
  const m = measures(profiles);
  return Object.fromEntries(
    // Named: D1 collapses result columns of the same name, and two counts can read alike.
    (Object.keys(m) as RequirementType[]).map((type) => [REQUIREMENT_STAT[type], sql<number>`${m[type]}`.as(type)]),
  ) as Record<keyof Stats, SQL.Aliased<number>>;
}

/** The queries that read a member's unlock inputs (to spread into a batch with other reads). */
export function unlockInputQueries(db: Database, userId: string | SQL<string>) {
  return [
    db.select(statsFields()).from(profiles).where(eq(profiles.userId, userId)),
    db.select({ id: held.achievementId }).from(held).where(eq(held.userId, userId)),
  ] as const;
}

type UnlockInputRows = ReturnType<typeof unlockInputQueries>;

/** The unlock inputs from unlockInputQueries' rows. */
export function readUnlockInputs(
  stats: Awaited<UnlockInputRows[0]>,
  heldRows: Awaited<UnlockInputRows[1]>,
): UnlockInputs {
  return {
    stats: stats[0] ?? { xp: 0, streak: 0, challengeCount: 0, workoutCount: 0 },
    held: new Set(heldRows.map((r) => r.id)),
  };
}
