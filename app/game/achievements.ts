// The achievements screen's numbers (spec: Achievements), and the achievement kinds
// the database accepts (db/schema.ts takes its column enums from here).

/** Achievement categories, in the order the screen's tabs show them, with their tab labels. */
const CATEGORY_LABELS = {
  fitness: "Fitness",
  skincare: "Skincare",
  progress: "Progress",
  level: "Level",
  social: "Social",
  assessment: "Assessment",
  special: "Special",
  easter_egg: "Hidden",
} as const;
export type AchievementCategory = keyof typeof CATEGORY_LABELS;
export const ACHIEVEMENT_CATEGORIES = Object.keys(CATEGORY_LABELS) as [AchievementCategory, ...AchievementCategory[]];
export const RARITIES = ["common", "rare", "epic", "legendary"] as const;

export type AchievementTab = "all" | AchievementCategory;
export const ACHIEVEMENT_TABS: readonly { id: AchievementTab; label: string }[] = [
  { id: "all", label: "All" },
  ...ACHIEVEMENT_CATEGORIES.map((id) => ({ id, label: CATEGORY_LABELS[id] })),
];

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
