// Levels and ranks (spec section 9).
// The level rule, stated once: every 500 XP is one level. Level 1 runs from 0 to 499 XP,
// level n starts at (n - 1) * 500 XP ("level n needs n * 500 XP" to finish it), and the
// account page shows XP modulo 500 out of 500.
export const XP_PER_LEVEL = 500;

export function levelForXp(xp: number) {
  return Math.floor(Math.max(0, xp) / XP_PER_LEVEL) + 1;
}

/** The total XP at which level `n` starts. */
export function xpForLevel(n: number) {
  return Math.max(0, n - 1) * XP_PER_LEVEL;
}

/** XP into the current level, out of 500. */
export function xpIntoLevel(xp: number) {
  return Math.max(0, xp) % XP_PER_LEVEL;
}

export const RANKS = [
  { name: "Unranked", min: 0 },
  { name: "Bronze", min: 5 },
  { name: "Silver", min: 15 },
  { name: "Gold", min: 25 },
  { name: "Platinum", min: 35 },
  { name: "Diamond", min: 50 },
] as const;

/** Rank by number of unlocked achievements, and the next rank to reach (null at Diamond). */
export function rankForAchievements(unlocked: number) {
  let index = 0;
  for (let i = 0; i < RANKS.length; i++) if (unlocked >= RANKS[i].min) index = i;
  const next = RANKS[index + 1] ?? null;
  return { rank: RANKS[index], next };
}
