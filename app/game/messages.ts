// The gamification messages (spec section 8), built from what an action did.
import { queuedToasts } from "~/toast/queued";
import type { Toast } from "~/toast/toast";
import { BATTLES_PER_PAIR, type BattleRefusal } from "./battle";
import { xpForLevel } from "./levels";
import { FREEZE_PRICE_XP, FREEZES_HELD_MAX, isStreakMilestone } from "./streak";
import { formatNumber } from "~/calendar/numbers";

type Awarded = { type: string; xp: number; description: string };

const UNLOCK = "achievement_unlocked";

/** What a completion moved, as the award's own batch saw it (decision 071): each is true for one request only. */
export type Milestones = {
  /** The level before and after, when the award crossed one or more levels. */
  level?: { from: number; to: number };
  /** This completion was the last of today's five. */
  allDone?: boolean;
};

/**
 * The toasts of an award, each its own and in the spec's order: the award with its XP,
 * then the streak when it is above one day (shown a second later), then the moments
 * (a new level, all five done, a streak milestone) and one 'Achievement Unlocked' per
 * unlock, in the order the award writer settled them.
 */
export function awardToasts(
  title: string,
  awarded: readonly Awarded[],
  streak: number | null,
  milestones: Milestones = {},
): Toast[] {
  const primary = awarded.find((a) => a.type !== UNLOCK);
  const toasts: Toast[] = [{ title, description: `+${primary?.xp ?? 0} XP`, kind: "success" }];
  const milestone = streak !== null && isStreakMilestone(streak);
  if (streak !== null && streak > 1 && !milestone) toasts.push(streakToast(streak));
  if (milestones.level) toasts.push(levelMoment(milestones.level.to));
  if (milestones.allDone) toasts.push(ALL_DONE_MOMENT);
  if (milestone) toasts.push(streakMoment(streak));
  return [...toasts, ...unlockToasts(awarded.filter((a) => a.type === UNLOCK))];
}

/** One 'Achievement Unlocked' celebration per unlock, in the order given (any action that unlocks). */
export function unlockToasts(unlocked: readonly Omit<Awarded, "type">[]): Toast[] {
  return unlocked.map((u) => ({
    title: "Achievement Unlocked",
    description: `${u.description} (+${u.xp} XP)`,
    kind: "success",
    moment: "unlock",
  }));
}

const levelMoment = (level: number): Toast => ({
  title: `Level ${level}!`,
  description: `You reached level ${level}. Level ${level + 1} starts at ${formatNumber(xpForLevel(level + 1))} XP.`,
  kind: "success",
  moment: "level",
});

const ALL_DONE_MOMENT: Toast = {
  title: "All five done!",
  description: "Every one of today's challenges is complete. New ones arrive tomorrow.",
  kind: "success",
  moment: "all-done",
};

const streakMoment = (days: number): Toast => ({
  title: `${days} days in a row!`,
  description: `A ${days}-day streak. Keep showing up: it is how the glow-up happens.`,
  kind: "success",
  moment: "streak",
});

const streakToast = (days: number): Toast => ({
  title: `${days}-day streak!`,
  description: "Come back tomorrow to keep it going.",
  kind: "success",
});

/** The winner's 'Victory!': the spec's bonus line, or plainly a win when the bonus was not paid. */
export function victoryToast(bonusXp: number): Toast {
  return bonusXp > 0
    ? { title: "Victory!", description: `+${bonusXp} Bonus XP for winning the battle!`, kind: "success" }
    : { title: "Victory!", description: "You won the battle!", kind: "success" };
}

/** Why a battle cannot be on a challenge (decision 072), in plain words. */
export function battleRefusalText(r: { why: BattleRefusal; title: string; member: string }): string {
  if (r.why === "not-today") return `${r.title} is not one of today's challenges.`;
  if (r.why === "you-did-it")
    return `you have already completed ${r.title} today. Pick a challenge neither of you has done yet.`;
  return `${r.member} has already completed ${r.title} today. Pick a challenge neither of you has done yet.`;
}

export const MESSAGES = {
  freezeBought: {
    title: "Streak freeze bought",
    description: `-${FREEZE_PRICE_XP} XP. It covers a missed day by itself.`,
    kind: "success",
  },
  freezeFull: {
    title: "No room for another freeze",
    description: `You already hold ${FREEZES_HELD_MAX}, the most you can hold.`,
    kind: "info",
  },
  freezeShort: {
    title: "Not enough XP yet",
    description: `A freeze costs ${FREEZE_PRICE_XP} XP earned toward your next level.`,
    kind: "info",
  },
  freezeToday: { title: "Already bought today", description: "One freeze a day can be bought.", kind: "info" },
  started: { title: "Challenge Started", description: "Complete it today to earn its XP.", kind: "success" },
  alreadyStarted: {
    title: "Challenge Already Started",
    description: "You started this challenge today.",
    kind: "info",
  },
  alreadyCompleted: {
    title: "Challenge Already Completed",
    description: "You completed this challenge today. Come back tomorrow!",
    kind: "info",
  },
  startFailed: { title: "Error", description: "Failed to start challenge", kind: "error" },
  notStarted: { title: "Error", description: "Start this challenge before completing it.", kind: "error" },
  /** What the offline queue's replays answer (decision 081). */
  ...queuedToasts("That", "Today's challenges are"),
  notToday: { title: "Error", description: "That challenge is not one of today's challenges.", kind: "error" },
  dailyTaskAlready: {
    title: "Challenge Already Completed",
    description: "Today's daily task is done. A new one arrives tomorrow.",
    kind: "info",
  },
  invitationSent: { title: "Invitation Sent!", kind: "success" },
  invitationDuplicate: {
    title: "Error",
    description:
      "Failed to send invitation: you already have a pending invitation with this member for this challenge.",
    kind: "error",
  },
  invitationFailed: { title: "Error", description: "Failed to send invitation", kind: "error" },
  accepted: { title: "Challenge Accepted!", description: "The battle has begun!", kind: "success" },
  pairLimit: {
    title: "Error",
    description: `Failed to accept invitation: you two have started ${BATTLES_PER_PAIR} battles in the last 24 hours. Try again tomorrow.`,
    kind: "error",
  },
  acceptFailed: { title: "Error", description: "Failed to accept invitation: it is no longer pending.", kind: "error" },
  createBattleFailed: {
    title: "Error",
    description: "Failed to create battle. The invitation is still in your inbox: please try again.",
    kind: "error",
  },
  declined: { title: "Invitation Declined", kind: "info" },
  declineFailedRetry: { title: "Error", description: "Failed to reject invitation. Please try again.", kind: "error" },
  declineFailed: {
    title: "Error",
    description: "Failed to reject invitation: it is no longer pending.",
    kind: "error",
  },
} as const satisfies Record<string, Toast>;
