// How a run is laid out on the member's training days (pure). Sessions are done in order:
// session n follows template n mod (number of templates); a run has weeks × training days
// sessions. Logged sessions keep the day they were logged; the rest are planned on the
// next training days, from today (or tomorrow, once today's session is logged).
import { addDays } from "~/calendar/days";
import type { Programme, SessionTemplate } from "./programmes";

export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** The weekday of a 'YYYY-MM-DD' day (0 = Sunday). */
export const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** Stored training days ("1,3,5") as sorted weekdays; anything else is dropped. */
export function parseDays(stored: string): number[] {
  const days = stored
    .split(",")
    .map(Number)
    .filter((d) => Number.isInteger(d) && d >= 0 && d <= 6);
  return [...new Set(days)].sort((a, b) => a - b);
}

export const formatDays = (days: readonly number[]) => [...days].sort((a, b) => a - b).join(",");

/** Whether a set of weekdays fits the programme's range of training days a week. */
export const daysFit = (programme: Programme, days: readonly number[]) =>
  days.length >= programme.dayRange.min && days.length <= programme.dayRange.max;

export const totalSessions = (programme: Programme, days: readonly number[]) =>
  programme.weeks * Math.max(1, days.length);

/** The template session n of the run follows. */
export const templateFor = (programme: Programme, sessionNo: number): SessionTemplate =>
  programme.sessions[sessionNo % programme.sessions.length];

/** The first training day on or after `from`. */
export function nextTrainingDay(from: string, days: readonly number[]): string {
  for (let i = 0; i < 7; i++) {
    const day = addDays(from, i);
    if (days.includes(weekdayOf(day))) return day;
  }
  return from;
}

export type PlannedSession = {
  sessionNo: number;
  template: SessionTemplate;
  /** The day it was logged, or the day it is planned for. */
  day: string;
  done: boolean;
};

/** The run's sessions week by week: logged ones on their days, the rest planned ahead. */
export function layout(
  programme: Programme,
  days: readonly number[],
  logged: readonly { sessionNo: number; day: string }[],
  today: string,
): PlannedSession[][] {
  const total = totalSessions(programme, days);
  const byNo = new Map(logged.map((s) => [s.sessionNo, s.day]));
  const loggedToday = logged.some((s) => s.day === today);
  let cursor = loggedToday ? addDays(today, 1) : today;
  const perWeek = Math.max(1, days.length);
  const weeks: PlannedSession[][] = [];
  for (let n = 0; n < total; n++) {
    const doneOn = byNo.get(n);
    let day: string;
    if (doneOn) day = doneOn;
    else {
      day = nextTrainingDay(cursor, days);
      cursor = addDays(day, 1);
    }
    const week = Math.floor(n / perWeek);
    (weeks[week] ??= []).push({ sessionNo: n, template: templateFor(programme, n), day, done: Boolean(doneOn) });
  }
  return weeks;
}

/** The run's next session to log: the first not yet logged (null when the run is complete). */
export function nextSessionNo(programme: Programme, days: readonly number[], logged: readonly { sessionNo: number }[]) {
  const done = new Set(logged.map((s) => s.sessionNo));
  for (let n = 0; n < totalSessions(programme, days); n++) if (!done.has(n)) return n;
  return null;
}
