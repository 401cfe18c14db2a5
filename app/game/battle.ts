// 1v1 battles (spec section 4, Challenge invitation and battle).
export const BATTLE_WIN_XP = 50;

/**
 * Farming limits (issue #23, decision 042): two members start at most 2 battles with each
 * other in any 24 hours, and a member earns at most 150 battle XP (3 wins) in any 24 hours.
 * A win past the XP limit still counts as a win (achievements, the battles tab), without XP.
 */
export const BATTLE_LIMIT_WINDOW_MS = 24 * 60 * 60 * 1000;
export const BATTLES_PER_PAIR = 2;
export const BATTLE_XP_PER_WINDOW = 150;

type Sides = { user1Id: string; user2Id: string; user1At: Date | null; user2At: Date | null };

/**
 * The winner once both sides have finished: whoever finished earlier. The second
 * completion is always stored strictly after the first (awards.server.ts), so equal
 * times only happen in data written by hand; then the challenger (user1) wins.
 * This is the same rule as WINNER in battles.server.ts.
 */
export function battleWinner(b: Sides): string | null {
  if (b.user1At === null || b.user2At === null) return null;
  return b.user1At.getTime() <= b.user2At.getTime() ? b.user1Id : b.user2Id;
}

export type BattleView = "waiting-for-you" | "waiting-for-opponent" | "won" | "lost";

/** What one side sees of a battle. */
export function battleState(b: Sides & { winnerId: string | null }, me: string): BattleView {
  if (b.winnerId) return b.winnerId === me ? "won" : "lost";
  const mineAt = b.user1Id === me ? b.user1At : b.user2At;
  return mineAt === null ? "waiting-for-you" : "waiting-for-opponent";
}
