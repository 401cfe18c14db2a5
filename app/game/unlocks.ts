// The achievement rules (spec section 4, Achievements and ranks). Requirement types:
// - challenge_count:        completed challenges (today's five and daily tasks, every day);
// - workout_count:          completed challenges of the fitness category;
// - skincare_count:         completed challenges of the skincare category;
// - daily_streak:           the current streak in days;
// - xp_total:               total XP (which includes XP from other achievements);
// - assessment_taken:       days on which the member finished the assessment;
// - assessment_retake_days: days between the first and the latest of those;
// - guides_opened:          category guides opened (each once);
// - checklist_ticks:        guide checklist items ticked (each once);
// - chat_days:              distinct (UTC) days with a chat message sent;
// - battles_won:            battles won;
// - battle_win_run:         battles won since the last one lost (the current run);
// - scans_taken:            face scans with a result;
// - scan_improvement:       the largest rise in rating, in tenths, from a scan to a later one.
// The same lines are the SQL in awards.server.ts (measures); the list of types is the
// schema's (db/constants.ts).
import type { RequirementType } from "../../db/constants";

/** The four counts every caller has; the rest are 0 when left out (the demo plays only these). */
export type Stats = {
  xp: number;
  challengeCount: number;
  workoutCount: number;
  streak: number;
} & Partial<Record<DeedStat, number>>;

export type DeedStat =
  | "skincareCount"
  | "assessments"
  | "assessmentRetakeDays"
  | "guidesOpened"
  | "checklistTicks"
  | "chatDays"
  | "battlesWon"
  | "battleWinRun"
  | "scans"
  | "scanImprovement";

type Achievement = { id: string; xpReward: number; requirementType: RequirementType; requirementValue: number };

/** Which Stats field each requirement type reads. */
export const REQUIREMENT_STAT: Record<RequirementType, keyof Stats> = {
  challenge_count: "challengeCount",
  workout_count: "workoutCount",
  daily_streak: "streak",
  xp_total: "xp",
  skincare_count: "skincareCount",
  assessment_taken: "assessments",
  assessment_retake_days: "assessmentRetakeDays",
  guides_opened: "guidesOpened",
  checklist_ticks: "checklistTicks",
  chat_days: "chatDays",
  battles_won: "battlesWon",
  battle_win_run: "battleWinRun",
  scans_taken: "scans",
  scan_improvement: "scanImprovement",
};

/** What the member has of one requirement type. */
export function requirementHave(type: RequirementType, s: Stats): number {
  return s[REQUIREMENT_STAT[type]] ?? 0;
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
