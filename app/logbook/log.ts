// The progress log as a member reads it: each measure's daily values over the last weeks
// and its weekly figure (the mean of the days logged, or the week's total for workouts).
// Workouts are the ones entered by hand plus the programme sessions logged that day
// (`ProgrammeDay`, read from the training domain when it is wired in). Pure.
import { addDays, daysBetween } from "~/calendar/days";
import { lastWeeks, weekStart } from "~/calendar/periods";
import { formatShortDay } from "~/calendar/format";
import { formatMean, formatMeasure, MEASURE_KEYS, MEASURES, type MeasureKey, type UnitSystem } from "./measures";

/** Weeks the log's charts and tables cover, the current one last. */
export const LOG_WEEKS = 8;

export type EntryRow = { day: string } & Record<MeasureKey, number | null>;
/** Programme sessions logged on a day (the training domain's log). */
export type ProgrammeDay = { day: string; sessions: number };

/** A day's workouts: those entered by hand plus the programme sessions logged; null when neither. */
export function workoutsOn(hand: number | null | undefined, programme: number | undefined): number | null {
  if ((hand === null || hand === undefined) && !programme) return null;
  return (hand ?? 0) + (programme ?? 0);
}

/** Every logged day with the programme sessions folded into workouts, oldest first. */
export function mergeDays(entries: readonly EntryRow[], programme: readonly ProgrammeDay[] = []): EntryRow[] {
  const sessions = new Map(programme.map((p) => [p.day, p.sessions]));
  const byDay = new Map<string, EntryRow>();
  for (const e of entries) byDay.set(e.day, { ...e, workouts: workoutsOn(e.workouts, sessions.get(e.day)) });
  for (const p of programme) {
    if (byDay.has(p.day) || p.sessions <= 0) continue;
    byDay.set(p.day, {
      day: p.day,
      weight: null,
      waist: null,
      sleep: null,
      workouts: p.sessions,
      water: null,
      mood: null,
    });
  }
  return [...byDay.values()].sort((a, b) => (a.day < b.day ? -1 : 1));
}

export type WeekFigure = { week: string; value: number | null; days: number };

/** One measure's weekly figures for the weeks starting on `weeks` (Mondays). */
export function weeklyFigures(days: readonly EntryRow[], key: MeasureKey, weeks: readonly string[]): WeekFigure[] {
  return weeks.map((week) => {
    const end = addDays(week, 6);
    const values = days
      .filter((d) => d.day >= week && d.day <= end)
      .map((d) => d[key])
      .filter((v): v is number => v !== null);
    if (values.length === 0) return { week, value: null, days: 0 };
    const sum = values.reduce((s, v) => s + v, 0);
    return { week, value: MEASURES[key].week === "total" ? sum : sum / values.length, days: values.length };
  });
}

/** The mean of a measure over days (null when none has it). */
export function meanOf(days: readonly EntryRow[], key: MeasureKey): number | null {
  const values = days.map((d) => d[key]).filter((v): v is number => v !== null);
  return values.length ? values.reduce((s, v) => s + v, 0) / values.length : null;
}

/** One chart's sentence: the latest value, this week's and last week's figure (its text alternative). */
export function measureSentence(
  key: MeasureKey,
  latest: { day: string; value: number } | null,
  weekly: readonly WeekFigure[],
  units: UnitSystem,
) {
  const m = MEASURES[key];
  if (!latest) return `No ${m.label.toLowerCase()} logged in the last ${LOG_WEEKS} weeks.`;
  const word = m.week === "total" ? "total" : "average";
  const show = (v: number) => (m.week === "total" ? formatMeasure(key, v, units) : formatMean(key, v, units));
  const [last, current] = [weekly.at(-2), weekly.at(-1)];
  const parts = [`Latest ${formatMeasure(key, latest.value, units)} on ${formatShortDay(latest.day)}.`];
  if (current && current.value !== null)
    parts.push(
      `This week's ${word}: ${show(current.value)} over ${current.days} ${current.days === 1 ? "day" : "days"}.`,
    );
  if (last && last.value !== null) parts.push(`Last week: ${show(last.value)}.`);
  return parts.join(" ");
}

/** Weeks the charts span: from the week of the first day logged in the last LOG_WEEKS, at least two. */
export function chartWeeks(days: readonly EntryRow[], today: string) {
  const earliest = lastWeeks(today, LOG_WEEKS)[0];
  const first = days.find((d) => d.day >= earliest && d.day <= today);
  if (!first) return LOG_WEEKS;
  return Math.min(LOG_WEEKS, Math.max(2, Math.floor(daysBetween(weekStart(first.day), weekStart(today)) / 7) + 1));
}

/** What the log page draws: for each measure, its daily values, weekly figures, latest value and sentence. */
export function logCharts(days: readonly EntryRow[], today: string, units: UnitSystem) {
  const mondays = lastWeeks(today, chartWeeks(days, today));
  const first = mondays[0];
  const span = daysBetween(first, today) + 1;
  const dayList = Array.from({ length: span }, (_, i) => addDays(first, i));
  const byDay = new Map(days.map((d) => [d.day, d]));
  return {
    from: first,
    days: dayList,
    measures: MEASURE_KEYS.map((key) => {
      const logged = days.filter((d) => d.day >= lastWeeks(today, LOG_WEEKS)[0] && d.day <= today && d[key] !== null);
      const last = logged.at(-1);
      const weekly = weeklyFigures(days, key, mondays);
      return {
        key,
        values: dayList.map((day) => byDay.get(day)?.[key] ?? null),
        weekly,
        /** Step segments of the weekly figures over the day axis (averages only: a total is not on the daily scale). */
        steps:
          MEASURES[key].week === "average"
            ? weekly.flatMap((w, i) =>
                w.value === null
                  ? []
                  : [
                      {
                        from: i * 7,
                        to: Math.min(span - 1, i * 7 + 6),
                        value: w.value,
                      },
                    ],
              )
            : [],
        latest: last ? { day: last.day, value: last[key]! } : null,
        loggedDays: logged.length,
        sentence: measureSentence(key, last ? { day: last.day, value: last[key]! } : null, weekly, units),
      };
    }),
  };
}

export type LogCharts = ReturnType<typeof logCharts>;
