// The achievements screen's numbers (spec: Achievements). The kinds the database
// accepts (categories, rarities, requirement types) are the schema's: db/constants.ts.
import {
  ACHIEVEMENT_CATEGORIES,
  RARITIES,
  type AchievementCategory,
  type Rarity,
  type RequirementType,
} from "../../db/constants";
import { requirementHave, type Stats } from "./unlocks";

/** Each achievement category's tab label (the tabs follow ACHIEVEMENT_CATEGORIES' order). */
const CATEGORY_LABELS: Record<AchievementCategory, string> = {
  fitness: "Fitness",
  skincare: "Skincare",
  progress: "Progress",
  level: "Level",
  social: "Social",
  assessment: "Assessment",
  special: "Special",
  easter_egg: "Hidden",
};

export type AchievementTab = "all" | AchievementCategory;
export const ACHIEVEMENT_TABS: readonly { id: AchievementTab; label: string }[] = [
  { id: "all", label: "All" },
  ...ACHIEVEMENT_CATEGORIES.map((id) => ({ id, label: CATEGORY_LABELS[id] })),
];

export function readTab(value: string | null): AchievementTab {
  return ACHIEVEMENT_TABS.some((t) => t.id === value) ? (value as AchievementTab) : "all";
}

type Item = { category: string; rarity: Rarity; xpReward: number; unlockedAt: Date | null };

export function achievementStats(items: readonly Item[]) {
  const unlocked = items.filter((i) => i.unlockedAt);
  const byRarity = Object.fromEntries(
    RARITIES.map((r) => [r, unlocked.filter((i) => i.rarity === r).length]),
  ) as Record<Rarity, number>;
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

// ------------------------------------------------------------------ what unlocks next

type Requirement = { id: string; requirementType: RequirementType; requirementValue: number };

/** What the member has toward one requirement, out of what it needs (every type is countable). */
export function achievementProgress(a: Requirement, stats: Stats) {
  const have = requirementHave(a.requirementType, stats);
  const need = a.requirementValue;
  return { have: Math.min(have, need), need, percent: need > 0 ? Math.min(100, Math.floor((have / need) * 100)) : 100 };
}

/**
 * Locked achievements, nearest to unlocking first: the largest share of the requirement
 * already reached, then the fewest steps left, then the id (a stable order).
 */
export function nearestLocked<T extends Requirement>(
  all: readonly T[],
  held: ReadonlySet<string>,
  stats: Stats,
): (T & { progress: ReturnType<typeof achievementProgress> })[] {
  return all
    .filter((a) => !held.has(a.id))
    .map((a) => ({ ...a, progress: achievementProgress(a, stats) }))
    .sort(
      (x, y) =>
        y.progress.have / y.progress.need - x.progress.have / x.progress.need ||
        x.progress.need - x.progress.have - (y.progress.need - y.progress.have) ||
        (x.id < y.id ? -1 : x.id > y.id ? 1 : 0),
    );
}

/** The unit each requirement counts in, for "3 / 7 days". */
export const REQUIREMENT_UNITS: Record<RequirementType, { one: string; many: string }> = {
  challenge_count: { one: "challenge", many: "challenges" },
  workout_count: { one: "workout", many: "workouts" },
  daily_streak: { one: "day in a row", many: "days in a row" },
  xp_total: { one: "XP", many: "XP" },
  skincare_count: { one: "skincare challenge", many: "skincare challenges" },
  assessment_taken: { one: "assessment", many: "assessments" },
  assessment_retake_days: { one: "day between assessments", many: "days between assessments" },
  guides_opened: { one: "guide", many: "guides" },
  checklist_ticks: { one: "checklist item", many: "checklist items" },
  chat_days: { one: "day in chat", many: "days in chat" },
  battles_won: { one: "battle won", many: "battles won" },
  battle_win_run: { one: "win in a row", many: "wins in a row" },
  scans_taken: { one: "scan", many: "scans" },
  scan_improvement: { one: "tenth of a point", many: "tenths of a point" },
};

// ------------------------------------------------------------------ secrets

/** The hidden category: its achievements show neither name nor hint until unlocked. */
export const SECRET_CATEGORY: AchievementCategory = "easter_egg";

export const SECRET_CARD = {
  title: "Secret achievement",
  description: "Keep exploring the app: this one shows itself when you unlock it.",
} as const;

/**
 * What the page may show of one achievement, with its list position as the key: a locked
 * secret one loses its name, hint, requirement, progress and icon on the server, so neither
 * the HTML nor any data carries them.
 */
export function shownAchievement<
  T extends { id: string; category: string; title: string; description: string; icon: string },
  P,
>(a: T & { unlockedAt: Date | null; progress: P | null }, index: number) {
  const secret = a.category === SECRET_CATEGORY && !a.unlockedAt;
  return {
    key: secret ? `secret-${index}` : a.id,
    secret,
    title: secret ? SECRET_CARD.title : a.title,
    description: secret ? SECRET_CARD.description : a.description,
    icon: secret ? "lock" : a.icon,
    progress: secret ? null : a.progress,
  };
}

// ------------------------------------------------------------------ the page's sections

/** How many locked achievements the page offers as "next up", with their progress. */
export const NEXT_UP = 3;

type Listed = Requirement & { category: string; unlockedAt: Date | null };

/**
 * The achievements page in the order a member reads it (issue #39): what they earned, newest
 * first; the NEXT_UP nearest locked ones (never a secret: its progress would give it away);
 * then every other locked one grouped by category, nearest first, in the categories' order.
 */
export function achievementSections<T extends Listed>(items: readonly T[], stats: Stats) {
  const earned = items
    .filter((i) => i.unlockedAt)
    .sort((a, b) => (b.unlockedAt?.getTime() ?? 0) - (a.unlockedAt?.getTime() ?? 0));
  const held = new Set(earned.map((i) => i.id));
  const locked = nearestLocked(items, held, stats);
  const next = locked.filter((a) => a.category !== SECRET_CATEGORY).slice(0, NEXT_UP);
  const rest = locked.filter((a) => !next.includes(a));
  const groups = ACHIEVEMENT_CATEGORIES.map((category) => ({
    category,
    label: CATEGORY_LABELS[category],
    items: rest.filter((a) => a.category === category),
  })).filter((g) => g.items.length > 0);
  return { earned, next, groups };
}
