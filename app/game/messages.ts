// The gamification messages (spec section 8), built from what an action did.
import type { Toast } from "~/toast/toast";
import { BATTLE_WIN_XP, BATTLES_PER_PAIR } from "./battle";

type Awarded = { type: string; xp: number; description: string };

/** A success toast for an award: its XP, a streak above one day, and every unlock. */
export function awardToast(title: string, awarded: readonly Awarded[], streak: number | null): Toast {
  const [primary, ...unlocks] = awarded;
  const parts = [`+${primary?.xp ?? 0} XP`];
  if (streak !== null && streak > 1) parts.push(`${streak}-day streak!`);
  for (const u of unlocks) parts.push(`Achievement Unlocked: ${u.description} (+${u.xp} XP)`);
  return { title, description: parts.join(" · "), kind: "success" };
}

/** Achievements an action unlocked besides its own award (a chat message, a scan, a deed). */
export function unlockToast(unlocked: readonly Omit<Awarded, "type">[]): Toast | null {
  if (unlocked.length === 0) return null;
  return {
    title: "Achievement Unlocked",
    description: unlocked.map((u) => `${u.description} (+${u.xp} XP)`).join(" · "),
    kind: "success",
  };
}

export const MESSAGES = {
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
  declined: { title: "Invitation Declined", kind: "info" },
  declineFailed: {
    title: "Error",
    description: "Failed to reject invitation: it is no longer pending.",
    kind: "error",
  },
  waiting: {
    title: "Waiting for your opponent...",
    description: "You finished first. The win is yours if it stays that way.",
    kind: "info",
  },
  victory: { title: "Victory!", description: `+${BATTLE_WIN_XP} Bonus XP for winning the battle!`, kind: "success" },
  lost: { title: "Battle Complete!", description: "Your opponent was faster this time.", kind: "info" },
  battleDone: { title: "Error", description: "Failed to load battle: you already finished it.", kind: "error" },
} as const satisfies Record<string, Toast>;
