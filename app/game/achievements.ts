// The achievements screen's numbers (spec: Achievements).
import { RARITIES } from "../../db/schema";

export const ACHIEVEMENT_TABS = [
  { id: "all", label: "All" },
  { id: "fitness", label: "Fitness" },
  { id: "skincare", label: "Skincare" },
  { id: "progress", label: "Progress" },
  { id: "level", label: "Level" },
  { id: "social", label: "Social" },
  { id: "assessment", label: "Assessment" },
  { id: "special", label: "Special" },
  { id: "easter_egg", label: "Hidden" },
] as const;

export type AchievementTab = (typeof ACHIEVEMENT_TABS)[number]["id"];

export function readTab(value: string | null): AchievementTab {
  return ACHIEVEMENT_TABS.some((t) => t.id === value) ? (value as AchievementTab) : "all";
}

type Item = { category: string; rarity: (typeof RARITIES)[number]; xpReward: number; unlockedAt: Date | null };

export function achievementStats(items: readonly Item[]) {
  const unlocked = items.filter((i) => i.unlockedAt);
  const byRarity = Object.fromEntries(RARITIES.map((r) => [r, unlocked.filter((i) => i.rarity === r).length])) as Record<
    (typeof RARITIES)[number],
    number
  >;
  const legendary = items.filter((i) => i.rarity === "legendary").length;
  return {
    total: items.length,
    unlocked: unlocked.length,
    percent: items.length ? Math.round((unlocked.length / items.length) * 100) : 0,
    byRarity,
    xpFromAchievements: unlocked.reduce((sum, i) => sum + i.xpReward, 0),
    remaining: items.length - unlocked.length,
    legendaryRate: legendary ? Math.round((byRarity.legendary / legendary) * 100) : 0,
  };
}
