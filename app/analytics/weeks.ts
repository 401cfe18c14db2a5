// XP and completed challenges by category over the member's last weeks (Monday to
// Sunday, their own days). A challenge's XP counts in its category; the daily task's
// bonus, battle wins and achievements are sources of their own. Pure.
import { addDays, calendarDay } from "~/calendar/days";
import { lastWeeks } from "~/calendar/periods";
import { CATEGORY_SLUGS, type CategorySlug } from "../../db/constants";
import { formatNumber } from "~/calendar/numbers";

export const ANALYTICS_WEEKS = 8;

export const XP_SOURCES = [...CATEGORY_SLUGS, "daily-task", "battles", "achievements", "other"] as const;
export type XpSource = (typeof XP_SOURCES)[number];

export type XpRow = { createdAt: Date | number; xpEarned: number; activityType: string; awardKey: string };
export type CompletionCount = { day: string; category: CategorySlug; n: number };

/** Which source an award's XP belongs to; a challenge's by the category of the challenge its key names. */
export function xpSource(
  row: Pick<XpRow, "activityType" | "awardKey">,
  categoryOf: (challengeId: string) => CategorySlug | undefined,
  challengePrefix: string,
): XpSource {
  switch (row.activityType) {
    case "challenge_completed": {
      const rest = row.awardKey.startsWith(challengePrefix) ? row.awardKey.slice(challengePrefix.length) : "";
      return categoryOf(rest.slice(0, rest.lastIndexOf(":"))) ?? "other";
    }
    case "daily_task_completed":
      return "daily-task";
    case "battle_won":
      return "battles";
    case "achievement_unlocked":
      return "achievements";
    default:
      return "other";
  }
}

export type WeekRow = {
  week: string;
  xp: Record<XpSource, number>;
  challenges: Record<CategorySlug, number>;
};

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

/** The `weeks` weeks ending with `today`'s, oldest first: XP by source and completions by category. */
export function weeksByCategory(
  input: {
    xp: readonly XpRow[];
    completions: readonly CompletionCount[];
    categoryOf: (challengeId: string) => CategorySlug | undefined;
    challengePrefix: string;
  },
  today: string,
  zone: string,
  weeks = ANALYTICS_WEEKS,
): WeekRow[] {
  const mondays = lastWeeks(today, weeks);
  const rows = mondays.map((week) => ({ week, xp: zeros(XP_SOURCES), challenges: zeros(CATEGORY_SLUGS) }));
  const ends = rows.map((r) => addDays(r.week, 6));
  const find = (day: string) => (day > today ? undefined : rows.find((r, i) => day >= r.week && day <= ends[i]));
  for (const r of input.xp) {
    const row = find(calendarDay(new Date(r.createdAt), zone));
    if (row) row.xp[xpSource(r, input.categoryOf, input.challengePrefix)] += r.xpEarned;
  }
  for (const c of input.completions) {
    const row = find(c.day);
    if (row) row.challenges[c.category] += c.n;
  }
  return rows;
}

/** The sums over all weeks, and one sentence about them (the chart's text alternative). */
export function weeksSummary(rows: readonly WeekRow[], titles: Record<CategorySlug, string>) {
  const xp = rows.reduce((s, r) => s + XP_SOURCES.reduce((t, k) => t + r.xp[k], 0), 0);
  const byCategory = CATEGORY_SLUGS.map((c) => ({ c, n: rows.reduce((s, r) => s + r.challenges[c], 0) }));
  const done = byCategory.reduce((s, x) => s + x.n, 0);
  const top = [...byCategory].sort((a, b) => b.n - a.n)[0];
  return {
    xp,
    done,
    byCategory,
    sentence:
      done === 0 && xp === 0
        ? `Nothing earned in the last ${rows.length} weeks yet: complete a challenge on Progress and it shows here.`
        : `${formatNumber(xp)} XP and ${done} completed challenges in the last ${rows.length} weeks` +
          (top && top.n > 0 ? `; most in ${titles[top.c]} (${top.n}).` : "."),
  };
}
