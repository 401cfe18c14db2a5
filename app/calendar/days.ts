// The member's calendar day (issue #14): one rule for challenges, the daily task,
// streaks, chat times and the quote of the day. It belongs to no single feature: the
// game, chat and the home page all count in it. Days are 'YYYY-MM-DD' strings.

const MS_PER_DAY = 86_400_000;
export const DEFAULT_TIME_ZONE = "UTC";
/** The cookie in which the browser reports its Intl zone (set by TIME_ZONE_SCRIPT). */
export const TIME_ZONE_COOKIE = "gu_tz";

/**
 * The inline script that reports the browser's Intl zone in TIME_ZONE_COOKIE. It runs
 * on /auth and on every signed-in page, so the server knows a member's zone before it
 * shows them a day. Without JavaScript the server counts in the stored or the edge's zone.
 */
export const TIME_ZONE_SCRIPT = `(function(){try{var z=Intl.DateTimeFormat().resolvedOptions().timeZone;if(!z)return;var c="${TIME_ZONE_COOKIE}="+encodeURIComponent(z);if(document.cookie.split("; ").indexOf(c)<0)document.cookie=c+"; path=/; max-age=31536000; samesite=lax"}catch(e){}})()`;

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== "string" || zone.length === 0 || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

// Building an Intl.DateTimeFormat costs 0.1-0.5 ms: pages that place hundreds of instants
// on days (analytics, reviews) reuse one per valid zone (a few hundred at most).
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string) {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar day that contains `now` in `zone` (UTC when the zone is unknown). */
export function calendarDay(now: Date, zone: string | null | undefined): string {
  const known = typeof zone === "string" ? dayFormats.get(zone) : undefined;
  const format = known ?? dayFormat(isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE);
  const parts = format.formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / MS_PER_DAY);

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** The day `n` days after `day`. */
export function addDays(day: string, n: number): string {
  return new Date((dayNumber(day) + n) * MS_PER_DAY).toISOString().slice(0, 10);
}

/** How far `zone`'s wall clock is ahead of UTC at the instant `at` (ms; negative west of Greenwich). */
function zoneOffset(at: number, zone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(at);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(n("year"), n("month") - 1, n("day"), n("hour"), n("minute"), n("second"));
  return wall - Math.floor(at / 1000) * 1000;
}

/**
 * The instant at which `zone`'s clock reads `minutes` past midnight on `day` (the
 * member's 19:00, the demo's morning). In a daylight-saving gap the clock's next reading.
 */
export function zonedInstant(day: string, minutes: number, zone: string | null | undefined): number {
  const timeZone = isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
  const wall = Date.parse(`${day}T00:00:00Z`) + minutes * 60_000;
  const guess = wall - zoneOffset(wall, timeZone);
  // The offset at the guess can differ from the offset at the wall time across a change.
  const exact = wall - zoneOffset(guess, timeZone);
  return exact + zoneOffset(exact, timeZone) === wall ? exact : guess;
}

/** Midnight UTC of a day: the Date the shared daily rules (quote of the day) take. */
export const dayAsDate = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * The member's day: today in their zone, but never earlier than the last day they
 * played (a member who flies west, or edits the zone, cannot replay a day twice).
 */
export function memberDay(
  now: Date,
  zone: string | null | undefined,
  lastActivityDay: string | null | undefined,
): string {
  const today = calendarDay(now, zone);
  return lastActivityDay && lastActivityDay > today ? lastActivityDay : today;
}

/**
 * Which zone to count in: the browser's own (Intl, sent in a cookie) when it sent a
 * valid one, else the zone stored on the profile, else the edge's guess from the IP
 * (request.cf.timezone), else UTC.
 */
export function chooseTimeZone(browser: unknown, stored: unknown, edge: unknown): string {
  for (const zone of [browser, stored, edge]) if (isTimeZone(zone)) return zone;
  return DEFAULT_TIME_ZONE;
}

/**
 * What a request says about the member's zone: the zone of the page a form was posted
 * from, the browser's own, and the edge's guess (app/calendar/zone.server.ts reads them).
 */
export type ZoneHints = { page?: string | null; browser: string | null; edge: unknown };

/**
 * The member's day from a request's hints and what their profile stores: the zone it is
 * counted in, today, and (after a zone change) today in the zone they played in before.
 */
export function dayOf(
  hints: ZoneHints,
  stored: { timeZone: string | null; lastActivityDate: string | null } | undefined,
  now: Date,
) {
  // A posted form plays the day its page showed, whatever the browser reported since.
  const zone = isTimeZone(hints.page) ? hints.page : chooseTimeZone(hints.browser, stored?.timeZone, hints.edge);
  const today = memberDay(now, zone, stored?.lastActivityDate);
  const previous = stored?.timeZone && stored.timeZone !== zone ? calendarDay(now, stored.timeZone) : undefined;
  return { zone, today, previous };
}
