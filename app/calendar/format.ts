// The one way the app writes a date or a time (decision 073). Every page, mail and chart
// label goes through here, so a date reads the same everywhere: "November 26, 2026",
// "Thursday, November 26", "Thu, Nov 26", "Nov 26", "November 2026", "3:05 PM".
// Instants are written in the member's time zone (UTC when it is not known); calendar
// days ('YYYY-MM-DD', already the member's own day) and months ('YYYY-MM') have no zone.
// A page's zone is useMemberZone() (./member-zone.tsx, decision 083); a mail's, the recipient's.
// No imports: the browser's islands and tests may take it alone.

/** The app's language for dates: its pages are written in English for one market. */
export const DATE_LOCALE = "en-US";

type Instant = Date | string | number;

// Building an Intl.DateTimeFormat costs 0.1-0.5 ms: pages that write many dates reuse them.
const formats = new Map<string, Intl.DateTimeFormat>();
function format(options: Intl.DateTimeFormatOptions, timeZone: string) {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(DATE_LOCALE, { ...options, timeZone });
    formats.set(key, found);
  }
  return found;
}

const LONG_DATE: Intl.DateTimeFormatOptions = { year: "numeric", month: "long", day: "numeric" };
// A calendar day stands for itself: read at noon UTC and written in UTC, so no zone moves it.
const asDay = (day: string) => new Date(`${day.slice(0, 10)}T12:00:00Z`);

/** "November 26, 2026": the calendar date of an instant in `zone`. */
export const formatDate = (at: Instant, zone = "UTC") => format(LONG_DATE, zone).format(new Date(at));

/** "November 26, 2026" for a calendar day. */
export const formatDayDate = (day: string) => format(LONG_DATE, "UTC").format(asDay(day));

/** "Thursday, November 26": a day's heading. */
export const formatLongDay = (day: string) =>
  format({ weekday: "long", month: "long", day: "numeric" }, "UTC").format(asDay(day));

/** "Thu, Nov 26": a day in a list. */
export const formatShortDay = (day: string) =>
  format({ weekday: "short", month: "short", day: "numeric" }, "UTC").format(asDay(day));

/** "Nov 26": a day in a chart's label or a table cell. */
export const formatDayMonth = (day: string) => format({ month: "short", day: "numeric" }, "UTC").format(asDay(day));

/** "November 2026" for a month ('YYYY-MM'). */
export const formatMonth = (month: string) =>
  format({ month: "long", year: "numeric" }, "UTC").format(asDay(`${month.slice(0, 7)}-15`));

/** "November" for a month ('YYYY-MM'). */
export const formatMonthName = (month: string) =>
  format({ month: "long" }, "UTC").format(asDay(`${month.slice(0, 7)}-15`));

/** "3:05 PM" in `zone`. */
export const formatTime = (at: Instant, zone = "UTC") =>
  format({ hour: "numeric", minute: "2-digit" }, zone).format(new Date(at));

/** "Nov 26, 3:05 PM" in `zone`. */
export const formatDateTime = (at: Instant, zone = "UTC") =>
  format({ month: "short", day: "numeric", hour: "numeric", minute: "2-digit" }, zone).format(new Date(at));

const DAY_MS = 24 * 60 * 60 * 1000;

/** A chat message's time: the time alone when under 24 hours old, otherwise its day and time, in `zone`. */
export const formatMessageTime = (createdAt: number, now: number, zone: string) =>
  now - createdAt < DAY_MS ? formatTime(createdAt, zone) : formatDateTime(createdAt, zone);

/** "Mon" for a weekday number (0 Sunday ... 6 Saturday): a weekly routine's days. */
export const formatWeekday = (weekday: number) =>
  format({ weekday: "short" }, "UTC").format(new Date(Date.UTC(2026, 10, 22 + weekday, 12)));
