// The programmes' public server module: a small read of sessions logged per day (for the
// member's analytics and monthly review), and the programmes' part in the data export and
// account deletion.
import { and, asc, count, eq, gte, lte } from "drizzle-orm";
import { database, schema, type Database, type MemberId } from "~/db.server";
import type { Env } from "~/env";
import { programmeById } from "./programmes";

const runs = schema.programmeRuns;
const sessions = schema.workoutSessions;
const sets = schema.workoutSets;

/**
 * Programme sessions the member logged per day (their own calendar days, 'YYYY-MM-DD'),
 * from `from` to `to` inclusive, oldest first. At most one a day, so `sessions` is 0 or 1
 * today; it is a count so a week or month sums it. Batch it with a page's other reads.
 */
export const sessionsByDayQuery = (db: Database, userId: MemberId, from: string, to: string) =>
  db
    .select({ day: sessions.day, sessions: count() })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gte(sessions.day, from), lte(sessions.day, to)))
    .groupBy(sessions.day)
    .orderBy(asc(sessions.day));

/** Everything the programmes store about a member, for "Download my data". */
export async function trainingExport(env: Env, userId: string) {
  const db = database(env);
  const [runRows, sessionRows, setRows] = await db.batch([
    db.select().from(runs).where(eq(runs.userId, userId)).orderBy(asc(runs.id)),
    db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.id)),
    db.select().from(sets).where(eq(sets.userId, userId)).orderBy(asc(sets.id)),
  ]);
  return runRows.map((run) => ({
    programme: programmeById(run.programmeId)?.name ?? run.programmeId,
    trainingDays: run.days,
    startedOn: run.startedOn,
    endedAt: run.endedAt?.toISOString() ?? null,
    sessions: sessionRows
      .filter((s) => s.runId === run.id)
      .map((s) => ({
        day: s.day,
        session: s.sessionNo + 1,
        template: s.template,
        sets: setRows
          .filter((x) => x.sessionId === s.id)
          .map((x) => ({
            exercise: x.exercise,
            set: x.setNo + 1,
            targetReps: x.targetReps,
            targetLoadKg: x.targetLoadKg,
            reps: x.reps,
            loadKg: x.loadKg,
          })),
      })),
  }));
}

/** Account deletion's statements for the programmes' rows (the user row stays, so nothing cascades). */
export const trainingRowsDeletion = (db: Database, userId: string) =>
  [
    db.delete(sets).where(eq(sets.userId, userId)),
    db.delete(sessions).where(eq(sessions.userId, userId)),
    db.delete(runs).where(eq(runs.userId, userId)),
  ] as const;
