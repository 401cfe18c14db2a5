// When a member's monthly review is due (pure, unit-tested): on the 1st of their month,
// from 08:00 their time until midnight, for the month that just ended. The hourly Cron
// tries every hour of that day, so a failed hour is caught up later the same day.
import { addDays, calendarDay, DEFAULT_TIME_ZONE, isTimeZone, zonedInstant } from "~/calendar/days";
import { addMonths, monthOf, monthStart } from "~/calendar/periods";

/** The member's local time from which the review is written and mailed: 08:00. */
export const REVIEW_MINUTES = 8 * 60;

export type DueMonth = {
  /** The stored zone (null or unknown counts in DEFAULT_TIME_ZONE, like the member's day). */
  stored: string | null;
  /** The month reviewed ('YYYY-MM'), the one before the zone's current month. */
  month: string;
  /** The instants that bound the reviewed month and the one before it, in that zone. */
  from: number;
  start: number;
  end: number;
};

/** Whether any zone on Earth (UTC-12 to UTC+14) is on a 1st at `now`: the job reads nothing otherwise. */
export function someZoneOnTheFirst(now: Date): boolean {
  const west = calendarDay(new Date(now.getTime() - 12 * 3_600_000), "UTC");
  const east = calendarDay(new Date(now.getTime() + 14 * 3_600_000), "UTC");
  for (let day = west; day <= east; day = addDays(day, 1)) if (day.endsWith("-01")) return true;
  return false;
}

/** The stored zones whose review is due at `now`, with the month each reviews. */
export function reviewsDue(now: Date, stored: readonly (string | null)[]): DueMonth[] {
  return stored.flatMap((zone) => {
    const effective = isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
    const today = calendarDay(now, effective);
    if (!today.endsWith("-01") || now.getTime() < zonedInstant(today, REVIEW_MINUTES, effective)) return [];
    const month = addMonths(monthOf(today), -1);
    return [
      {
        stored: zone,
        month,
        from: zonedInstant(monthStart(addMonths(month, -1)), 0, effective),
        start: zonedInstant(monthStart(month), 0, effective),
        end: zonedInstant(today, 0, effective),
      },
    ];
  });
}
