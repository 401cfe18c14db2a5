// The member's place on the global leaderboard and the next step up (spec: Rankings).
import { DAILY_CHALLENGE_COUNT } from "./daily";
import { formatNumber } from "~/calendar/numbers";

/** Members below this count make a young board: the page says so and invites people in. */
export const YOUNG_BOARD = 10;

export type Standing = { position: number; total: number; xp: number; aboveXp: number | null };

/**
 * What to tell the member about climbing: how much XP passes the next member up
 * (one more than the gap), or that they lead.
 */
export function climb(s: Standing): { leads: true } | { leads: false; xpToPass: number } {
  if (s.position <= 1 || s.aboveXp === null) return { leads: true };
  return { leads: false, xpToPass: Math.max(1, s.aboveXp - s.xp + 1) };
}

/** A plain sentence for the climb, naming today's five challenges as the way up. */
export function climbSentence(s: Standing): string {
  const c = climb(s);
  if (c.leads)
    return s.total > 1
      ? "You lead the board. Keep your streak alive to stay on top."
      : "You are the first on the board. Every challenge you finish sets the pace.";
  return `${formatNumber(c.xpToPass)} XP moves you up a place. Today's ${DAILY_CHALLENGE_COUNT} challenges are the quickest way.`;
}
