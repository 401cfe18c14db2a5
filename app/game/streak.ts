// Streaks (spec section 4, Streak): counted on the first completion of a day.
import { addDays, daysBetween } from "~/calendar/days";
import { xpIntoLevel } from "./levels";

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

// ------------------------------------------------------------------ streak freezes (decision 071)

/** The most freezes a member holds at once. */
export const FREEZES_HELD_MAX = 2;
/** A freeze is earned on every this many days in a row (7, 14, 21 ...). */
export const FREEZE_EVERY_DAYS = 7;
/** What a freeze costs when bought: XP above the member's current level only, so buying never costs a level. */
export const FREEZE_PRICE_XP = 200;

/** A streak whose run moved from `before` to `after` days earns a freeze (until FREEZES_HELD_MAX are held). */
export const earnsFreeze = (before: number, after: number) => after > before && after % FREEZE_EVERY_DAYS === 0;

/**
 * The missed days a member's freezes cover on `today` (their own day): every day between the
 * last day played (or covered) and today, when the streak is alive and the freezes held cover
 * them all. A frozen day keeps the streak but adds nothing to it; the covered streak's last day
 * becomes yesterday, so today's completion counts one more. Too few freezes cover nothing: the
 * streak ends and the freezes stay.
 */
export function freezeCover(
  streak: { current: number; lastDay: string | null },
  freezes: number,
  today: string,
): { used: number; lastDay: string } | null {
  if (!streak.lastDay || streak.current <= 0 || freezes <= 0) return null;
  const missed = daysBetween(streak.lastDay, today) - 1;
  if (missed < 1 || missed > freezes) return null;
  return { used: missed, lastDay: addDays(today, -1) };
}

/** Whether a member may buy a freeze now: room to hold one, and its price in XP above their level's start. */
export function mayBuyFreeze(profile: { xp: number; streakFreezes: number }) {
  if (profile.streakFreezes >= FREEZES_HELD_MAX) return "full" as const;
  if (xpIntoLevel(profile.xp) < FREEZE_PRICE_XP) return "short" as const;
  return "ok" as const;
}
