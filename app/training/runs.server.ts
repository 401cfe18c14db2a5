// A member's programme run in D1: the reads a page or an action makes (named by the
// member's id or the viewer's SQL, decision 045), and what they add up to.
import { and, asc, eq, isNull, max } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import { dayOf, type ZoneHints } from "~/calendar/days";
import { schema, type Database, type MemberId } from "~/db.server";
import { profileQuery } from "~/game/index.server";
import { programmeById, type Programme } from "./programmes";
import { allCompleted, nextTarget, type LoggedSet, type Target } from "./progression";
import { layout, nextSessionNo, parseDays, templateFor, totalSessions } from "./schedule";
import { liftSeries } from "./lift-chart";
import { sessionView, slotView } from "./views";

const runs = schema.programmeRuns;
const sessions = schema.workoutSessions;
const sets = schema.workoutSets;

/** The member's open run, if any. */
export const openRunQuery = (db: Database, userId: MemberId) =>
  db
    .select({ id: runs.id, programmeId: runs.programmeId, days: runs.days, startedOn: runs.startedOn })
    .from(runs)
    .where(and(eq(runs.userId, userId), isNull(runs.endedAt)));

/** Every set of the open run's sessions (a session without sets still has its row), in order. */
export const openRunSetsQuery = (db: Database, userId: MemberId) =>
  db
    .select({
      sessionNo: sessions.sessionNo,
      template: sessions.template,
      day: sessions.day,
      exercise: sets.exercise,
      setNo: sets.setNo,
      targetReps: sets.targetReps,
      targetLoadKg: sets.targetLoadKg,
      reps: sets.reps,
      loadKg: sets.loadKg,
    })
    .from(sessions)
    .innerJoin(runs, eq(runs.id, sessions.runId))
    .leftJoin(sets, eq(sets.sessionId, sessions.id))
    .where(and(eq(runs.userId, userId), isNull(runs.endedAt)))
    .orderBy(asc(sessions.sessionNo), asc(sets.exercise), asc(sets.setNo));

/** The last day the member logged any session (one a day, whatever the run). */
export const lastSessionDayQuery = (db: Database, userId: MemberId) =>
  db
    .select({ day: max(sessions.day) })
    .from(sessions)
    .where(eq(sessions.userId, userId));

/** What the programme page and the log action read, in one batch. */
export const runReads = (db: Database, userId: MemberId) =>
  [
    openRunQuery(db, userId),
    openRunSetsQuery(db, userId),
    lastSessionDayQuery(db, userId),
    profileQuery(db, userId),
  ] as const;

export type RunRows = BatchResponse<ReturnType<typeof runReads>>;

type SetRow = RunRows[1][number];
export type LoggedSession = {
  sessionNo: number;
  template: string;
  day: string;
  sets: (LoggedSet & { exercise: string })[];
};

/** The run's sessions with their sets, oldest first. */
export function groupSessions(rows: readonly SetRow[]): LoggedSession[] {
  const byNo = new Map<number, LoggedSession>();
  for (const r of rows) {
    let s = byNo.get(r.sessionNo);
    if (!s) byNo.set(r.sessionNo, (s = { sessionNo: r.sessionNo, template: r.template, day: r.day, sets: [] }));
    if (r.exercise !== null && r.setNo !== null && r.targetReps !== null && r.reps !== null)
      s.sets.push({
        exercise: r.exercise,
        setNo: r.setNo,
        targetReps: r.targetReps,
        targetLoadKg: r.targetLoadKg,
        reps: r.reps,
        loadKg: r.loadKg,
      });
  }
  return [...byNo.values()].sort((a, b) => a.sessionNo - b.sessionNo);
}

/** Each slot's target for session `sessionNo`: from the last time that slot was done in the run. */
export function targetsFor(programme: Programme, sessionNo: number, logged: readonly LoggedSession[]): Target[] {
  const template = templateFor(programme, sessionNo);
  return template.slots.map((slot) => {
    const last = [...logged]
      .reverse()
      .find(
        (s) =>
          s.sessionNo < sessionNo && s.template === template.key && s.sets.some((x) => x.exercise === slot.exercise),
      );
    return nextTarget(
      slot,
      last?.sets.filter((x) => x.exercise === slot.exercise),
    );
  });
}

/** How each exercise of a logged session went, and what it asks next time (the rule applied). */
export function sessionReview(programme: Programme, session: LoggedSession) {
  const template = programme.sessions.find((t) => t.key === session.template);
  if (!template) return null;
  return {
    name: template.name,
    day: session.day,
    slots: template.slots.map((slot) => {
      const sets = session.sets.filter((x) => x.exercise === slot.exercise);
      return { slot: slotView(slot), done: allCompleted(sets), next: nextTarget(slot, sets) };
    }),
  };
}

export type RunView = ReturnType<typeof runView>;

/** The open run as the page shows it (null without one, or with a programme no longer offered). */
export function runView([open, setRows, lastDay, profile]: RunRows, hints: ZoneHints, now: Date) {
  const { today, zone } = dayOf(hints, profile[0], now);
  const run = open[0];
  const programme = run ? programmeById(run.programmeId) : undefined;
  if (!run || !programme) return { today, zone, run: null };
  const days = parseDays(run.days);
  const logged = groupSessions(setRows);
  const nextNo = nextSessionNo(programme, days, logged);
  const loggedToday = lastDay[0]?.day === today;
  const next =
    nextNo === null
      ? null
      : {
          sessionNo: nextNo,
          template: sessionView(templateFor(programme, nextNo)),
          targets: targetsFor(programme, nextNo, logged),
        };
  const weeks = layout(programme, days, logged, today).map((week) =>
    week.map((s) => ({ sessionNo: s.sessionNo, name: s.template.name, day: s.day, done: s.done })),
  );
  return {
    today,
    zone,
    run: {
      id: run.id,
      // What the page shows of it (the sessions' content goes out as views, above and below).
      programme: {
        id: programme.id,
        name: programme.name,
        level: programme.level,
        equipment: programme.equipment,
        weeks: programme.weeks,
        dayRange: programme.dayRange,
      },
      days,
      startedOn: run.startedOn,
      total: totalSessions(programme, days),
      done: logged.length,
      loggedToday,
      /** The day the next session is planned for. */
      nextDay: next ? (weeks.flat().find((s) => s.sessionNo === next.sessionNo)?.day ?? today) : null,
      next,
      weeks,
      lifts: liftSeries(programme, logged),
      /** The last logged session, exercise by exercise, and what each asks next time. */
      review: logged.length ? sessionReview(programme, logged[logged.length - 1]) : null,
    },
  };
}
