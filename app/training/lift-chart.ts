// The progress of each main lift (pure): one point per logged session that had it, the
// heaviest load lifted for load rules, the most reps (or seconds) in one set otherwise.
import { formatDayMonth } from "~/calendar/format";
import { EXERCISES, type ExerciseId } from "./exercises";
import { formatLiftValue as show, type LiftUnit } from "./lift-format";
import type { Programme } from "./programmes";

export type LiftPoint = { day: string; value: number };
export type LiftSeries = {
  exercise: ExerciseId;
  name: string;
  unit: LiftUnit;
  points: LiftPoint[];
  /** The chart's text alternative (liftSummary). */
  summary: string;
};

type SessionSets = { day: string; sets: readonly { exercise: string; reps: number; loadKg: number | null }[] };

/** The programme's main lifts, each once, in the order they first appear. */
export function mainLifts(programme: Programme) {
  const seen = new Map<ExerciseId, LiftUnit>();
  for (const session of programme.sessions)
    for (const slot of session.slots)
      if (slot.main && !seen.has(slot.exercise))
        seen.set(slot.exercise, slot.progression.kind === "load" ? "kg" : slot.seconds ? "s" : "reps");
  return [...seen].map(([exercise, unit]) => ({ exercise, unit }));
}

/** A series per main lift from the run's sessions (oldest first). */
export function liftSeries(programme: Programme, sessions: readonly SessionSets[]): LiftSeries[] {
  return mainLifts(programme).map(({ exercise, unit }) => {
    const points: LiftPoint[] = [];
    for (const s of sessions) {
      const sets = s.sets.filter((x) => x.exercise === exercise && x.reps > 0);
      if (sets.length === 0) continue;
      const value = unit === "kg" ? Math.max(...sets.map((x) => x.loadKg ?? 0)) : Math.max(...sets.map((x) => x.reps));
      if (unit === "kg" && value <= 0) continue;
      points.push({ day: s.day, value });
    }
    const series = { exercise, name: EXERCISES[exercise].name, unit, points };
    return { ...series, summary: liftSummary(series) };
  });
}

/** The chart's text alternative: where the lift started, where it is, and the change. */
export function liftSummary(series: Omit<LiftSeries, "summary">): string {
  const { points, unit, name } = series;
  if (points.length === 0) return `${name}: not logged yet.`;
  const first = points[0];
  const last = points[points.length - 1];
  if (points.length === 1) return `${name}: ${show(first.value, unit)} on ${formatDayMonth(first.day)}.`;
  const change = Math.round((last.value - first.value) * 100) / 100;
  const moved = change === 0 ? "no change" : `${change > 0 ? "+" : ""}${show(change, unit)}`;
  return `${name}: from ${show(first.value, unit)} on ${formatDayMonth(first.day)} to ${show(last.value, unit)} on ${formatDayMonth(last.day)} (${moved}, ${points.length} sessions).`;
}
