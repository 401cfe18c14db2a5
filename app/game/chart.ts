// The member's XP over the last 30 days, from activity_log (drawn on /progress).
import { formatDayMonth } from "~/calendar/format";
import { addDays, calendarDay } from "~/calendar/days";
import { formatNumber } from "~/calendar/numbers";

export const CHART_DAYS = 30;

export type DayXp = { day: string; xp: number };

/** XP earned on each of the `CHART_DAYS` days ending on `today`, oldest first. */
export function xpByDay(
  rows: readonly { createdAt: Date | number; xpEarned: number }[],
  today: string,
  zone: string,
): DayXp[] {
  const days = Array.from({ length: CHART_DAYS }, (_, i) => addDays(today, i - (CHART_DAYS - 1)));
  const totals = new Map(days.map((d) => [d, 0]));
  for (const r of rows) {
    const day = calendarDay(new Date(r.createdAt), zone);
    if (totals.has(day)) totals.set(day, (totals.get(day) ?? 0) + r.xpEarned);
  }
  return days.map((day) => ({ day, xp: totals.get(day) ?? 0 }));
}

/** One sentence that says what the chart shows (its text alternative). */
export function chartSummary(series: readonly DayXp[]): string {
  const total = series.reduce((s, d) => s + d.xp, 0);
  if (total === 0) return `No XP earned in the last ${series.length} days yet.`;
  const best = series.reduce((a, b) => (b.xp > a.xp ? b : a));
  const active = series.filter((d) => d.xp > 0).length;
  return `${formatNumber(total)} XP earned in the last ${series.length} days, on ${active} ${active === 1 ? "day" : "days"}; best day ${formatDayMonth(best.day)} with ${formatNumber(best.xp)} XP.`;
}
