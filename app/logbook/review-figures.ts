// The monthly review's figures: what a member did in a month and in the month before,
// from their own data (the progress log with programme sessions, completed challenges
// by category, XP, days played and their runs, scans). Computed once when the review is
// written and stored as JSON (metric); the words are made from them when shown
// (./review-text.ts), in the member's units of the day. Pure.
import { addDays, calendarDay } from "~/calendar/days";
import { addMonths, monthDays, monthOf } from "~/calendar/periods";
import { CATEGORY_SLUGS, type CategorySlug } from "../../db/constants";
import { meanOf, type EntryRow } from "./log";
import { MEASURE_KEYS, MEASURES, type MeasureKey } from "./measures";

export const FIGURES_VERSION = 1;

export type MeasureFigure = { value: number | null; previous: number | null; days: number };
export type PeriodCount = { value: number; previous: number };

export type ReviewFigures = {
  version: typeof FIGURES_VERSION;
  month: string;
  previousMonth: string;
  daysInMonth: number;
  /** Days with an entry in the log (or a programme session). */
  logged: PeriodCount;
  /** Per measure: the month's mean (workouts: total), the previous month's, and days logged. */
  measures: Record<MeasureKey, MeasureFigure>;
  challenges: Record<CategorySlug, PeriodCount>;
  xp: PeriodCount;
  /** Days with at least one completed challenge. */
  played: PeriodCount;
  /** The longest run of consecutive days played inside each month. */
  longestRun: PeriodCount;
  scans: { value: number; previous: number; firstRating: number | null; lastRating: number | null };
};

export type ReviewInput = {
  month: string;
  zone: string;
  /** Log days of both months (programme sessions already folded in: ./log.ts mergeDays). */
  days: readonly EntryRow[];
  /** Completed challenges of both months: the member's day and the challenge's category. */
  completions: readonly { day: string; category: CategorySlug }[];
  /** XP awarded (time and amount), at least over both months. */
  xp: readonly { at: number; xp: number }[];
  /** Scans up to the end of the month (time and rating in tenths). */
  scans: readonly { at: number; ratingTenths: number }[];
};

const inMonth = (month: string) => (day: string) => monthOf(day) === month;

/** The longest run of consecutive days in `days` (any order, repeats allowed). */
export function longestRun(days: readonly string[]): number {
  const sorted = [...new Set(days)].sort();
  let best = 0;
  let run = 0;
  sorted.forEach((day, i) => {
    run = i > 0 && addDays(sorted[i - 1], 1) === day ? run + 1 : 1;
    best = Math.max(best, run);
  });
  return best;
}

function measureFigure(key: MeasureKey, month: readonly EntryRow[], before: readonly EntryRow[]): MeasureFigure {
  const figure = (days: readonly EntryRow[]) => {
    if (MEASURES[key].week !== "total") return meanOf(days, key);
    const values = days.map((d) => d[key]).filter((v): v is number => v !== null);
    return values.length ? values.reduce((s, v) => s + v, 0) : null;
  };
  return {
    value: figure(month),
    previous: figure(before),
    days: month.filter((d) => d[key] !== null).length,
  };
}

export function reviewFigures(input: ReviewInput): ReviewFigures {
  const { month, zone } = input;
  const previousMonth = addMonths(month, -1);
  const [now, then] = [inMonth(month), inMonth(previousMonth)];
  const days = { now: input.days.filter((d) => now(d.day)), then: input.days.filter((d) => then(d.day)) };
  const count = <T>(rows: readonly T[], pick: (r: T) => boolean) => rows.filter(pick).length;
  const playedDays = (test: (d: string) => boolean) => input.completions.map((c) => c.day).filter(test);
  const xpIn = (test: (d: string) => boolean) =>
    input.xp.filter((r) => test(calendarDay(new Date(r.at), zone))).reduce((s, r) => s + r.xp, 0);
  const scansIn = (test: (d: string) => boolean) =>
    input.scans.filter((s) => test(calendarDay(new Date(s.at), zone))).sort((a, b) => a.at - b.at);
  const monthScans = scansIn(now);
  const earlier = input.scans
    .filter((s) => calendarDay(new Date(s.at), zone) < `${month}-01`)
    .sort((a, b) => a.at - b.at)
    .at(-1);
  return {
    version: FIGURES_VERSION,
    month,
    previousMonth,
    daysInMonth: monthDays(month).length,
    logged: { value: days.now.length, previous: days.then.length },
    measures: Object.fromEntries(MEASURE_KEYS.map((k) => [k, measureFigure(k, days.now, days.then)])) as Record<
      MeasureKey,
      MeasureFigure
    >,
    challenges: Object.fromEntries(
      CATEGORY_SLUGS.map((c) => [
        c,
        {
          value: count(input.completions, (r) => r.category === c && now(r.day)),
          previous: count(input.completions, (r) => r.category === c && then(r.day)),
        },
      ]),
    ) as Record<CategorySlug, PeriodCount>,
    xp: { value: xpIn(now), previous: xpIn(then) },
    played: { value: new Set(playedDays(now)).size, previous: new Set(playedDays(then)).size },
    longestRun: { value: longestRun(playedDays(now)), previous: longestRun(playedDays(then)) },
    scans: {
      value: monthScans.length,
      previous: scansIn(then).length,
      firstRating: (monthScans.length > 1 ? monthScans[0] : earlier)?.ratingTenths ?? null,
      lastRating: monthScans.at(-1)?.ratingTenths ?? null,
    },
  };
}

/** Stored figures read back defensively: null for anything that is not a review this code wrote. */
export function readFigures(json: string): ReviewFigures | null {
  try {
    const parsed = JSON.parse(json) as Partial<ReviewFigures> | null;
    return parsed && parsed.version === FIGURES_VERSION && typeof parsed.month === "string"
      ? (parsed as ReviewFigures)
      : null;
  } catch {
    return null;
  }
}
