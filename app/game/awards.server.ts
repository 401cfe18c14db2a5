// The one writer of XP, level, rank, streaks, user_achievements and activity_log.
//
// Every award has a key naming what it is for (`challenge:<id>:<day>`,
// `daily-task:<day>`, `achievement:<id>`, `battle:<id>`), unique per member in
// activity_log. An award is a list of statements the caller runs in ONE D1 batch
// (a transaction): the log row is inserted with ON CONFLICT DO NOTHING and tagged
// with a random claim; everything else (the caller's own row change, the profile,
// the unlocks) is guarded by that claim, so of two racing requests only the one whose
// row landed changes anything. See docs/decisions/012-gamification.md.
import type { ActivityType } from "../../db/constants";
import type { Env } from "~/env";
import { levelSql, rankSql } from "./levels";
import type { Streak } from "./streak";
import type { RequirementType } from "../../db/constants";
import { settleUnlocks, type Stats } from "./unlocks";
import { AWARD_KEY_PREFIX, WORKOUT_CATEGORY } from "./award-keys";

export type Award = {
  userId: string;
  key: string;
  type: ActivityType;
  xp: number;
  description: string;
};

/** A condition (SQL over bound parameters) that must hold for the award's row to be written. */
export type Guard = { sql: string; params: unknown[] };

export type AwardPlan = {
  /** Only write the award when this holds (evaluated inside the batch). */
  when?: Guard;
  /** Statements of the caller's own tables to run right after the award's row, guarded by it. */
  then?: (claimed: Guard) => D1PreparedStatement[];
  /** The streak after this award if it is the member's first completion of the day. */
  streak?: { before: Streak; after: Streak; today: string };
  /** The member's time zone to store with the award. */
  zone?: string;
  /** Passes of the unlock engine (awardRounds); extra passes cost little. */
  rounds: number;
  now: number;
};

export type Awarded = { type: ActivityType; key: string; xp: number; description: string };
export type AwardResult = {
  awarded: Awarded[];
  profile: { xp: number; level: number; rank: string; currentStreak: number; longestStreak: number } | null;
};

const ACHIEVEMENT_PREFIX = AWARD_KEY_PREFIX.achievement;

/** SQL that is true when the member meets achievement `a`'s requirement right now. */
const requirementMetSql = `a.requirement_value <= CASE a.requirement_type
  WHEN 'xp_total' THEN p.xp
  WHEN 'daily_streak' THEN p.current_streak
  WHEN 'challenge_count' THEN (SELECT COUNT(*) FROM user_challenges c WHERE c.user_id = p.user_id AND c.completed = 1)
  WHEN 'workout_count' THEN (SELECT COUNT(*) FROM user_challenges c JOIN challenges ch ON ch.id = c.challenge_id
                             WHERE c.user_id = p.user_id AND c.completed = 1 AND ch.category = '${WORKOUT_CATEGORY}')
  ELSE NULL END`;

export type AwardBatch = {
  claim: string;
  statements: D1PreparedStatement[];
  read: (results: D1Result[]) => AwardResult;
};

/** The statements that write one award and settle everything it triggers. */
export function awardStatements(env: Env, award: Award, plan: AwardPlan): AwardBatch {
  const db = env.DB;
  const claim = crypto.randomUUID();
  const u = award.userId;
  const claimed: Guard = {
    sql: "EXISTS (SELECT 1 FROM activity_log WHERE user_id = ? AND award_key = ? AND claim = ?)",
    params: [u, award.key, claim],
  };
  const when = plan.when ?? { sql: "1", params: [] };
  const stmts: D1PreparedStatement[] = [
    db
      .prepare(
        `INSERT INTO activity_log (user_id, activity_type, xp_earned, description, award_key, claim, created_at)
         SELECT ?, ?, ?, ?, ?, ?, ? WHERE ${when.sql}
         ON CONFLICT (user_id, award_key) DO NOTHING`,
      )
      .bind(u, award.type, award.xp, award.description, award.key, claim, plan.now, ...when.params),
    ...(plan.then?.(claimed) ?? []),
  ];

  const s = plan.streak;
  stmts.push(
    s
      ? db
          .prepare(
            `UPDATE user_profiles SET
               xp = xp + ?,
               current_streak = CASE WHEN last_activity_date IS ? THEN ? ELSE current_streak END,
               longest_streak = max(longest_streak, CASE WHEN last_activity_date IS ? THEN ? ELSE current_streak END),
               last_activity_date = CASE WHEN last_activity_date IS NULL OR last_activity_date < ? THEN ? ELSE last_activity_date END,
               time_zone = coalesce(?, time_zone)
             WHERE user_id = ? AND ${claimed.sql}`,
          )
          .bind(
            award.xp,
            s.before.lastDay,
            s.after.current,
            s.before.lastDay,
            s.after.current,
            s.today,
            s.today,
            plan.zone ?? null,
            u,
            ...claimed.params,
          )
      : db
          .prepare(
            `UPDATE user_profiles SET xp = xp + ?, time_zone = coalesce(?, time_zone) WHERE user_id = ? AND ${claimed.sql}`,
          )
          .bind(award.xp, plan.zone ?? null, u, ...claimed.params),
  );

  // The unlock engine: each pass grants every achievement met now, once, and adds its XP.
  for (let r = 1; r <= Math.max(1, plan.rounds); r++) {
    const roundClaim = `${claim}:${r}`;
    stmts.push(
      db
        .prepare(
          `INSERT INTO activity_log (user_id, activity_type, xp_earned, description, award_key, claim, created_at)
           SELECT p.user_id, 'achievement_unlocked', a.xp_reward, a.title, '${ACHIEVEMENT_PREFIX}' || a.id, ?, ?
           FROM achievements a JOIN user_profiles p ON p.user_id = ?
           WHERE ${claimed.sql}
             AND NOT EXISTS (SELECT 1 FROM user_achievements ua WHERE ua.user_id = p.user_id AND ua.achievement_id = a.id)
             AND ${requirementMetSql}
           ON CONFLICT (user_id, award_key) DO NOTHING`,
        )
        .bind(roundClaim, plan.now, u, ...claimed.params),
      db
        .prepare(
          `INSERT INTO user_achievements (user_id, achievement_id, unlocked_at)
           SELECT user_id, substr(award_key, ${ACHIEVEMENT_PREFIX.length + 1}), ? FROM activity_log WHERE user_id = ? AND claim = ?
           ON CONFLICT DO NOTHING`,
        )
        .bind(plan.now, u, roundClaim),
      db
        .prepare(
          `UPDATE user_profiles SET xp = xp + (SELECT coalesce(sum(xp_earned), 0) FROM activity_log WHERE user_id = ?1 AND claim = ?2)
           WHERE user_id = ?1 AND EXISTS (SELECT 1 FROM activity_log WHERE user_id = ?1 AND claim = ?2)`,
        )
        .bind(u, roundClaim),
    );
  }

  // Level and rank always follow the stored XP and unlock count (levels.ts rules).
  stmts.push(
    db
      .prepare(
        `UPDATE user_profiles SET level = ${levelSql("xp")},
           rank = ${rankSql("(SELECT COUNT(*) FROM user_achievements ua WHERE ua.user_id = user_profiles.user_id)")}
         WHERE user_id = ?`,
      )
      .bind(u),
    db
      .prepare(
        `SELECT activity_type AS type, award_key AS key, xp_earned AS xp, description FROM activity_log
         WHERE user_id = ? AND (claim = ? OR claim LIKE ?) ORDER BY id`,
      )
      .bind(u, claim, `${claim}:%`),
    db
      .prepare(
        `SELECT xp, level, rank, current_streak AS currentStreak, longest_streak AS longestStreak FROM user_profiles WHERE user_id = ?`,
      )
      .bind(u),
  );

  return {
    claim,
    statements: stmts,
    read(results) {
      const tail = results.slice(results.length - 2);
      return {
        awarded: (tail[0]?.results ?? []) as Awarded[],
        profile: ((tail[1]?.results ?? [])[0] as AwardResult["profile"]) ?? null,
      };
    },
  };
}

/** Runs statements and award batches as one D1 batch; hands back each part's results. */
export async function runBatch(env: Env, parts: (D1PreparedStatement | AwardBatch)[]) {
  const flat = parts.flatMap((p) => ("statements" in p ? p.statements : [p]));
  const results = await env.DB.batch(flat);
  let at = 0;
  return parts.map((p) => {
    const n = "statements" in p ? p.statements.length : 1;
    const slice = results.slice(at, at + n);
    at += n;
    return slice;
  });
}

// ------------------------------------------------------------------ planning reads

export type AchievementRule = {
  id: string;
  title: string;
  xpReward: number;
  requirementType: RequirementType;
  requirementValue: number;
};

/** What the unlock engine needs to know about a member before an award. */
export type UnlockInputs = { stats: Stats; held: Set<string> };

/** Statements that read a member's unlock inputs (to batch with other reads). */
export function unlockInputStatements(env: Env, userId: string) {
  return [
    env.DB.prepare(
      `SELECT p.xp AS xp, p.current_streak AS streak,
         (SELECT COUNT(*) FROM user_challenges c WHERE c.user_id = p.user_id AND c.completed = 1) AS challengeCount,
         (SELECT COUNT(*) FROM user_challenges c JOIN challenges ch ON ch.id = c.challenge_id
            WHERE c.user_id = p.user_id AND c.completed = 1 AND ch.category = '${WORKOUT_CATEGORY}') AS workoutCount
       FROM user_profiles p WHERE p.user_id = ?`,
    ).bind(userId),
    env.DB.prepare("SELECT achievement_id AS id FROM user_achievements WHERE user_id = ?").bind(userId),
  ];
}

export function readUnlockInputs(results: D1Result[]): UnlockInputs {
  const stats = (results[0]?.results?.[0] as Stats | undefined) ?? {
    xp: 0,
    streak: 0,
    challengeCount: 0,
    workoutCount: 0,
  };
  return { stats, held: new Set(((results[1]?.results ?? []) as { id: string }[]).map((r) => r.id)) };
}

export const achievementRulesStatement = (env: Env) =>
  env.DB.prepare(
    "SELECT id, title, xp_reward AS xpReward, requirement_type AS requirementType, requirement_value AS requirementValue FROM achievements",
  );

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
