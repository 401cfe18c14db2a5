// Streaks (spec section 4, Streak): counted on the first completion of a day.
import { daysBetween } from "~/calendar/days";

export type Streak = { current: number; longest: number; lastDay: string | null };

/**
 * The streak after a completion on `today`. No earlier day gives 1; exactly one day
 * later adds 1; a longer gap starts again at 1; the same day changes nothing.
 * `todayInPreviousZone` is today counted in the zone the member played in before:
 * after a time-zone change the smaller gap counts, so travelling never breaks a streak.
 */
export function nextStreak(prev: Streak, today: string, todayInPreviousZone?: string): Streak {
  if (!prev.lastDay) return { current: 1, longest: Math.max(prev.longest, 1), lastDay: today };
  let gap = daysBetween(prev.lastDay, today);
  if (todayInPreviousZone) gap = Math.min(gap, daysBetween(prev.lastDay, todayInPreviousZone));
  if (gap <= 0) {
    const current = Math.max(prev.current, 1);
    return { current, longest: Math.max(prev.longest, current), lastDay: prev.lastDay > today ? prev.lastDay : today };
  }
  const current = gap === 1 ? prev.current + 1 : 1;
  return { current, longest: Math.max(prev.longest, current), lastDay: today };
}

/** The streak lengths that get a celebration (decision 071). */
export const STREAK_MILESTONES = [7, 30, 100] as const;

export const isStreakMilestone = (days: number) => (STREAK_MILESTONES as readonly number[]).includes(days);
