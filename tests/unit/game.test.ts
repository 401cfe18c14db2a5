import { describe, expect, it } from "vitest";
import { achievementStats, readTab } from "~/game/achievements";
import { levelForXp, rankForAchievements, xpIntoLevel } from "~/game/levels";

describe("levels", () => {
  it.each([
    [0, 1, 0],
    [499, 1, 499],
    [500, 2, 0],
    [1234, 3, 234],
  ])("%i XP is level %i with %i into it", (xp, level, into) => {
    expect(levelForXp(xp)).toBe(level);
    expect(xpIntoLevel(xp)).toBe(into);
  });
});

describe("ranks by unlocked achievements", () => {
  it.each([
    [0, "Unranked", "Bronze"],
    [4, "Unranked", "Bronze"],
    [5, "Bronze", "Silver"],
    [15, "Silver", "Gold"],
    [25, "Gold", "Platinum"],
    [35, "Platinum", "Diamond"],
    [50, "Diamond", null],
  ])("%i unlocked is %s (next %s)", (n, rank, next) => {
    const r = rankForAchievements(n);
    expect(r.rank.name).toBe(rank);
    expect(r.next?.name ?? null).toBe(next);
  });
});

describe("achievement stats", () => {
  const at = new Date(0);
  const items = [
    { category: "fitness", rarity: "common" as const, xpReward: 25, unlockedAt: at },
    { category: "fitness", rarity: "legendary" as const, xpReward: 1000, unlockedAt: at },
    { category: "level", rarity: "legendary" as const, xpReward: 600, unlockedAt: null },
    { category: "level", rarity: "rare" as const, xpReward: 100, unlockedAt: null },
  ];
  it("counts unlocked, XP from them, remaining and the legendary rate", () => {
    expect(achievementStats(items)).toMatchObject({
      total: 4,
      unlocked: 2,
      percent: 50,
      xpFromAchievements: 1025,
      remaining: 2,
      legendaryRate: 50,
      byRarity: { common: 1, rare: 0, epic: 0, legendary: 1 },
    });
  });
  it("an unknown category tab falls back to All", () => {
    expect(readTab("easter_egg")).toBe("easter_egg");
    expect(readTab("<x>")).toBe("all");
    expect(readTab(null)).toBe("all");
  });
});
