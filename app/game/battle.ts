// 1v1 battles (spec section 4, Challenge invitation and battle; decision 072): a battle is on
// one of today's challenges that neither member has completed yet, and the first of the two
// to complete it through the ordinary Complete action wins.
export const BATTLE_WIN_XP = 50;

/**
 * Farming limits (issue #23, decision 042): two members start at most 2 battles with each
 * other in any 24 hours, and a member earns at most 150 battle XP (3 wins) in any 24 hours.
 * A win past the XP limit still counts as a win (achievements, the battles tab), without XP.
 */
export const BATTLE_LIMIT_WINDOW_MS = 24 * 60 * 60 * 1000;
export const BATTLES_PER_PAIR = 2;
export const BATTLE_XP_PER_WINDOW = 150;

/**
 * A battle stays open this long after it was accepted: a completion later than that decides
 * nothing (today's five change at midnight, so the challenge is rarely still on offer).
 */
export const BATTLE_OPEN_MS = 24 * 60 * 60 * 1000;

export type BattleView = "open" | "won" | "lost" | "ended";

/** What one side sees of a battle: decided (won or lost), still open, or ended with no winner. */
export function battleState(b: { winnerId: string | null; createdAt: Date }, me: string, now: Date): BattleView {
  if (b.winnerId) return b.winnerId === me ? "won" : "lost";
  return now.getTime() - b.createdAt.getTime() < BATTLE_OPEN_MS ? "open" : "ended";
}

/** Who may be challenged on a challenge: neither side has completed it on their own today. */
export type BattleRefusal = "not-today" | "you-did-it" | "they-did-it";

export function battleRefusal(input: {
  inFive: boolean;
  mineDone: boolean;
  theirsDone: boolean;
}): BattleRefusal | null {
  if (!input.inFive) return "not-today";
  if (input.mineDone) return "you-did-it";
  if (input.theirsDone) return "they-did-it";
  return null;
}
