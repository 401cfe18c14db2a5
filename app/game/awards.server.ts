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
import { AWARD_KEY_PREFIX, SKINCARE_CATEGORY, WORKOUT_CATEGORY } from "./award-keys";
import { PROFILE_FIGURES } from "./profile.server";
import { RANKS, XP_PER_LEVEL } from "./levels";
import type { Streak } from "./streak";
import { REQUIREMENT_STAT, settleUnlocks, type Stats } from "./unlocks";

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

// ------------------------------------------------------------------ the award

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

  addUnlocks(db, batch, { userId: u, claim, guard: claimed, rounds: plan.rounds, now: plan.now });
  const awarded = batch.add(awardedRows(db, u, claim));
  const profile = batch.add(figuresQuery(db, u));
  return () => ({ awarded: awarded(), profile: profile()[0] ?? null });
}

// ------------------------------------------------------------------ the unlock engine

type UnlockRun = {
  /** One member, or every member at once (the backfill). */
  userId: string | null;
  /** Tags this run's rows (each pass adds `:<pass>`), so each pass pays only what it inserted. */
  claim: string;
  /** Grant nothing unless this holds (an award's claim). */
  guard?: SQL;
  rounds: number;
  now: number;
};

/**
 * Adds the unlock engine to `batch`: each pass grants every achievement whose requirement
 * the stored state meets, once (the award key is unique per member), copies it into
 * user_achievements and adds its XP; then level and rank follow the stored XP and unlock
 * count (levels.ts rules). Safe on its own under races: a pass pays only the rows it inserted.
 */
export function addUnlocks(db: Database, batch: { add(statement: Statement): unknown }, run: UnlockRun) {
  const u = run.userId;
  const met = measures(member);
  const requirementMet = sql`${achievement.requirementValue} <= CASE ${achievement.requirementType} ${sql.join(
    Object.entries(met).map(([type, measure]) => sql`WHEN ${type} THEN ${measure}`),
    sql` `,
  )} ELSE NULL END`;
  const whose = (column: AnyColumn) => (u === null ? sql`1` : sql`${column} = ${u}`);
  for (let r = 1; r <= Math.max(1, run.rounds); r++) {
    const roundClaim = `${run.claim}:${r}`;
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
          createdAt: run.now,
        },
        sql`FROM ${schema.achievements} ${achievement} JOIN ${profiles} ${member} ON ${whose(member.userId)}
          WHERE ${run.guard ?? sql`1`}
            AND NOT EXISTS (SELECT 1 FROM ${held} ${heldBy} WHERE ${heldBy.userId} = ${member.userId} AND ${heldBy.achievementId} = ${achievement.id})
            AND ${requirementMet}`,
      ).onConflictDoNothing({ target: [log.userId, log.awardKey] }),
    );
    batch.add(
      insertSelect(
        db,
        held,
        {
          userId: log.userId,
          achievementId: sql`substr(${log.awardKey}, ${ACHIEVEMENT_PREFIX.length + 1})`,
          unlockedAt: run.now,
        },
        sql`FROM ${log} WHERE ${whose(log.userId)} AND ${log.claim} = ${roundClaim}`,
      ).onConflictDoNothing(),
    );
    const paid = sql`FROM ${log} WHERE ${log.userId} = ${profiles.userId} AND ${log.claim} = ${roundClaim}`;
    batch.add(
      db
        .update(profiles)
        .set({ xp: sql`${profiles.xp} + ${scalar(sql`SELECT coalesce(sum(${log.xpEarned}), 0) ${paid}`)}` })
        .where(and(whose(profiles.userId), sql`EXISTS (SELECT 1 ${paid})`)),
    );
  }
  batch.add(db.update(profiles).set({ level: levelSql, rank: rankSql() }).where(whose(profiles.userId)));
}

// ------------------------------------------------------------------ planning reads

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
 * member's state after it (counts in `change` are added, the streak replaced), plus one
 * spare for anything a racing request changed.
 */
export function awardRounds(
  rules: readonly AchievementRule[],
  inputs: UnlockInputs,
  change: Partial<Stats> & { xp: number },
) {
  const after: Stats = { ...inputs.stats };
  for (const [key, value] of Object.entries(change) as [keyof Stats, number][])
    after[key] = key === "streak" ? value : (after[key] ?? 0) + value;
  return settleUnlocks(rules, inputs.held, after).rounds + 1;
}
