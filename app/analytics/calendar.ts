// The consistency calendar (a month of the member's days, each shaded by how many
// challenges they completed) and the streak history (every run of consecutive days
// played, from the days themselves). Pure.
import { addDays, daysBetween } from "~/calendar/days";
import { monthDays, weekStart } from "~/calendar/periods";
import type { CategorySlug } from "../../db/constants";
import type { CompletionCount } from "./weeks";

/** Shade levels by completions that day: 0, 1-2, 3-4, 5 or more (the five of the day, and the task). */
export const SHADE_STEPS = [1, 3, 5] as const;
export const shadeOf = (n: number) => SHADE_STEPS.filter((s) => n >= s).length;

export type CalendarDay = {
  day: string;
  count: number;
  shade: number;
  categories: { category: CategorySlug; n: number }[];
  future: boolean;
};

/** The month's days in weeks (Monday first, null before the 1st and after the last day). */
export function monthCalendar(month: string, completions: readonly CompletionCount[], today: string) {
  const days: CalendarDay[] = monthDays(month).map((day) => {
    const categories = completions
      .filter((c) => c.day === day && c.n > 0)
      .map(({ category, n }) => ({ category, n }))
      .sort((a, b) => b.n - a.n);
    const count = categories.reduce((s, c) => s + c.n, 0);
    return { day, count, shade: shadeOf(count), categories, future: day > today };
  });
  const lead = daysBetween(weekStart(days[0].day), days[0].day);
  const cells: (CalendarDay | null)[] = [...Array<null>(lead).fill(null), ...days];
  while (cells.length % 7) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
  const past = days.filter((d) => !d.future);
  const active = past.filter((d) => d.count > 0).length;
  return {
    month,
    weeks,
    days,
    active,
    sentence:
      past.length === 0
        ? "This month has not started yet."
        : `Challenges completed on ${active} of ${past.length} ${past.length === 1 ? "day" : "days"} so far, ${days.reduce((s, d) => s + d.count, 0)} in all.`,
  };
}

export type StreakRun = { start: string; end: string; length: number; ongoing: boolean };

/**
 * Every run of consecutive played days, newest first. A run that reaches `today` or
 * yesterday is ongoing (today's challenge can still extend it).
 */
export function streakRuns(played: readonly string[], today: string): StreakRun[] {
  const days = [...new Set(played)].filter((d) => d <= today).sort();
  const runs: StreakRun[] = [];
  for (const day of days) {
    const last = runs.at(-1);
    if (last && addDays(last.end, 1) === day) {
      last.end = day;
      last.length++;
    } else runs.push({ start: day, end: day, length: 1, ongoing: false });
  }
  const newest = runs.at(-1);
  if (newest && daysBetween(newest.end, today) <= 1) newest.ongoing = true;
  return runs.reverse();
}

/** One sentence about the runs (the chart's text alternative). */
export function streakSentence(runs: readonly StreakRun[], longestEver: number) {
  if (runs.length === 0) return "No streaks yet: complete a challenge two days in a row to start one.";
  const best = Math.max(...runs.map((r) => r.length));
  const now = runs[0].ongoing
    ? `Your current streak is ${runs[0].length} ${runs[0].length === 1 ? "day" : "days"}. `
    : "";
  return `${now}${runs.length} ${runs.length === 1 ? "streak" : "streaks"} in the last year, the longest ${best} ${best === 1 ? "day" : "days"}; your longest ever is ${Math.max(best, longestEver)}.`;
}
