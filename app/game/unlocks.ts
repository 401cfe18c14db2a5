// The achievement rules (spec section 4, Achievements and ranks). Requirement types:
// - challenge_count: completed challenges (today's five and daily tasks, every day);
// - workout_count:   completed challenges of the fitness category;
// - daily_streak:    the current streak in days;
// - xp_total:        total XP (which includes XP from other achievements).
// The same four lines are the SQL in awards.server.ts (requirementMetSql); the list of
// types is the schema's (db/constants.ts).
import type { RequirementType } from "../../db/constants";

export type Stats = { xp: number; challengeCount: number; workoutCount: number; streak: number };
type Achievement = { id: string; xpReward: number; requirementType: RequirementType; requirementValue: number };

/** What the member has of one requirement type. */
export function requirementHave(type: RequirementType, s: Stats): number {
  return { challenge_count: s.challengeCount, workout_count: s.workoutCount, daily_streak: s.streak, xp_total: s.xp }[
    type
  ];
}

export function requirementMet(a: Achievement, s: Stats): boolean {
  return requirementHave(a.requirementType, s) >= a.requirementValue;
}

/**
 * Every achievement the member newly earns, settled to the end: unlocks add XP, which
 * can meet further xp_total requirements. `rounds` is how many passes that took.
 */
export function settleUnlocks<T extends Achievement>(all: readonly T[], held: ReadonlySet<string>, stats: Stats) {
  const unlocked: T[] = [];
  const have = new Set(held);
  let xp = stats.xp;
  let rounds = 0;
  for (;;) {
    const now = all.filter((a) => !have.has(a.id) && requirementMet(a, { ...stats, xp }));
    if (now.length === 0) break;
    rounds++;
    for (const a of now) {
      have.add(a.id);
      unlocked.push(a);
      xp += a.xpReward;
    }
  }
  return { unlocked, xp, rounds };
}
