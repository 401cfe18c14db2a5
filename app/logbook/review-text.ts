// The monthly review in words, from its figures (./review-figures.ts) and the member's
// units: the same text on the Reviews tab and in the mail. Rules, not a coach: every line
// states the member's own numbers and how they moved against the month before. Pure.
import { formatMonth, formatMonthName } from "~/calendar/format";
import { CATEGORY_SLUGS, type CategorySlug } from "../../db/constants";
import { formatChange, formatMean, MEASURE_KEYS, MEASURES, type MeasureKey, type UnitSystem } from "./measures";
import type { PeriodCount, ReviewFigures } from "./review-figures";
import { formatNumber } from "~/calendar/numbers";

export type ReviewText = {
  title: string;
  intro: string;
  sections: { heading: string; lines: string[] }[];
  changes: string[];
  focus: string;
};

/** Category titles, by slug (the content's titles; passed in so this module stays free of content). */
export type CategoryTitles = Record<CategorySlug, string>;

/** Below this many hours of sleep on average, the review suggests sleep as next month's focus. */
export const SLEEP_FOCUS_MINUTES = 7 * 60;
/** A month logged on fewer than this share of its days asks for more entries first. */
export const LOGGING_FOCUS_SHARE = 0.5;

const plural = (n: number, one: string, many = `${one}s`) => `${formatNumber(n)} ${n === 1 ? one : many}`;
const signed = (n: number) => (n > 0 ? `+${formatNumber(n)}` : n < 0 ? `−${formatNumber(Math.abs(n))}` : "no change");
const short = (month: string) => formatMonthName(month);
const rating = (tenths: number) => (tenths / 10).toFixed(1);
const total = (figures: ReviewFigures, which: keyof PeriodCount) =>
  CATEGORY_SLUGS.reduce((s, c) => s + figures.challenges[c][which], 0);

function measureLine(f: ReviewFigures, key: MeasureKey, units: UnitSystem): string | null {
  const m = f.measures[key];
  if (m.value === null) return null;
  const before = short(f.previousMonth);
  const isTotal = MEASURES[key].week === "total";
  const value = isTotal ? String(m.value) : formatMean(key, m.value, units);
  const head = isTotal
    ? `${MEASURES[key].label}: ${value}`
    : `${MEASURES[key].label}: ${value} on average over ${plural(m.days, "day")}`;
  if (m.previous === null) return `${head}.`;
  const then = isTotal ? String(m.previous) : formatMean(key, m.previous, units);
  const change = isTotal ? signed(m.value - m.previous) : formatChange(key, m.value - m.previous, units);
  return `${head} (${before}: ${then}, ${change}).`;
}

function measureChange(f: ReviewFigures, key: MeasureKey, units: UnitSystem): string | null {
  const m = f.measures[key];
  if (m.value === null || m.previous === null || m.value === m.previous) return null;
  const label = MEASURES[key].label;
  if (MEASURES[key].week === "total") {
    const d = m.value - m.previous;
    return `${plural(Math.abs(d), "workout")} ${d > 0 ? "more" : "fewer"} than in ${short(f.previousMonth)}.`;
  }
  const change = formatChange(key, m.value - m.previous, units);
  if (change === "no change") return null;
  return `${label} ${m.value > m.previous ? "up" : "down"} ${change.replace(/^[+−]/, "")} on average since ${short(f.previousMonth)}.`;
}

export function reviewText(f: ReviewFigures, units: UnitSystem, titles: CategoryTitles): ReviewText {
  const before = short(f.previousMonth);
  const done = total(f, "value");
  const doneBefore = total(f, "previous");
  const logLines = MEASURE_KEYS.map((k) => measureLine(f, k, units)).filter((l): l is string => l !== null);
  const categories = CATEGORY_SLUGS.filter((c) => f.challenges[c].value > 0 || f.challenges[c].previous > 0);
  const byCount = [...categories].sort((a, b) => f.challenges[b].value - f.challenges[a].value);
  const rise = [...categories].sort(
    (a, b) => f.challenges[b].value - f.challenges[b].previous - (f.challenges[a].value - f.challenges[a].previous),
  );

  const sections = [
    {
      heading: "Your log",
      lines: logLines.length
        ? [
            `You logged ${plural(f.logged.value, "day")} of ${f.daysInMonth} (${before}: ${f.logged.previous}).`,
            ...logLines,
          ]
        : [`Nothing logged in ${short(f.month)}.`],
    },
    {
      heading: "Challenges",
      lines: [
        `${plural(done, "challenge")} completed (${before}: ${doneBefore}), earning ${formatNumber(f.xp.value)} XP (${before}: ${formatNumber(f.xp.previous)}).`,
        ...byCount.map((c) => `${titles[c]}: ${f.challenges[c].value} (${before}: ${f.challenges[c].previous}).`),
      ],
    },
    {
      heading: "Streak",
      lines: [
        `Played on ${plural(f.played.value, "day")} of ${f.daysInMonth} (${before}: ${f.played.previous}).`,
        `Longest run: ${plural(f.longestRun.value, "day")} in a row (${before}: ${f.longestRun.previous}).`,
      ],
    },
    {
      heading: "Face scans",
      lines: [
        f.scans.value > 0
          ? `${plural(f.scans.value, "scan")} in ${short(f.month)}` +
            (f.scans.firstRating !== null && f.scans.lastRating !== null
              ? `; your rating went from ${rating(f.scans.firstRating)} to ${rating(f.scans.lastRating)}.`
              : `; your rating: ${rating(f.scans.lastRating ?? 0)}.`)
          : `No scans in ${short(f.month)} (${before}: ${f.scans.previous}).`,
      ],
    },
  ];

  const changes = [
    f.played.value !== f.played.previous
      ? `${signed(f.played.value - f.played.previous)} days played compared with ${before}.`
      : null,
    done !== doneBefore ? `${signed(done - doneBefore)} challenges completed compared with ${before}.` : null,
    rise[0] && f.challenges[rise[0]].value > f.challenges[rise[0]].previous
      ? `${titles[rise[0]]} rose the most: ${f.challenges[rise[0]].value} challenges, from ${f.challenges[rise[0]].previous}.`
      : null,
    ...MEASURE_KEYS.map((k) => measureChange(f, k, units)),
    f.scans.firstRating !== null && f.scans.lastRating !== null && f.scans.firstRating !== f.scans.lastRating
      ? `Scan rating ${f.scans.lastRating > f.scans.firstRating ? "up" : "down"} from ${rating(f.scans.firstRating)} to ${rating(f.scans.lastRating)}.`
      : null,
  ].filter((l): l is string => l !== null);

  // A month with nothing before it to compare (a first month, or a month away) says so.
  const nothingBefore = doneBefore === 0 && f.logged.previous === 0 && f.xp.previous === 0 && f.scans.previous === 0;
  return {
    title: `Your ${formatMonth(f.month)} review`,
    intro: `In ${short(f.month)} you played on ${plural(f.played.value, "day")}, completed ${plural(done, "challenge")} and logged ${plural(f.logged.value, "day")}.`,
    sections,
    changes: nothingBefore
      ? [`Nothing to compare with in ${before}: from next month, this part shows what changed.`]
      : changes.length
        ? changes
        : [`Much the same as ${before}.`],
    focus: focusFor(f, titles, units),
  };
}

/** One thing to work on next month, by the first rule that applies. */
export function focusFor(f: ReviewFigures, titles: CategoryTitles, units: UnitSystem): string {
  const sleep = f.measures.sleep.value;
  if (f.logged.value < f.daysInMonth * LOGGING_FOCUS_SHARE)
    return "Log at least four days a week, so next month's review can compare full weekly averages.";
  if (sleep !== null && sleep < SLEEP_FOCUS_MINUTES)
    return `Sleep averaged ${formatMean("sleep", sleep, units)}: aim for 7 hours or more, and keep your bedtime within the same half hour.`;
  const missing = CATEGORY_SLUGS.find((c) => f.challenges[c].value === 0);
  if (missing)
    return `No ${titles[missing].toLowerCase()} challenges this month: add one a week to round out your routine.`;
  return "Keep the routine that got you here, and beat one number from this review next month.";
}
