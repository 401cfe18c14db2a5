// When a member's streak reminder is due (pure, unit-tested): from 19:00 on their own
// calendar day until midnight, for a streak of at least two days whose last day played
// was yesterday (so nothing is completed today and the streak ends at midnight).
import { addDays, calendarDay, DEFAULT_TIME_ZONE, isTimeZone, zonedInstant } from "~/calendar/days";

/** The member's local time from which the reminder may go out: 19:00. */
export const REMINDER_MINUTES = 19 * 60;
/** Reminders are for streaks of at least this many days. */
export const MIN_REMINDER_STREAK = 2;

export type DueZone = {
  /** The stored zone (null or unknown counts in DEFAULT_TIME_ZONE, like the member's day). */
  stored: string | null;
  today: string;
  yesterday: string;
};

/** The stored zones whose evening has come at `now`, with their today and yesterday. */
export function dueZones(now: Date, stored: readonly (string | null)[]): DueZone[] {
  return stored.flatMap((zone) => {
    const effective = isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
    const today = calendarDay(now, effective);
    if (now.getTime() < zonedInstant(today, REMINDER_MINUTES, effective)) return [];
    return [{ stored: zone, today, yesterday: addDays(today, -1) }];
  });
}
