// What the /programmes forms do: start a programme, end it, adapt it (Elite) and log a
// session. A logged session is written in the same D1 batch as its award, through the
// game's one award writer (app/game/workouts.server.ts), so it counts once, even when two
// posts race.
import { and, eq, isNull, sql } from "drizzle-orm";
import { dayOf, type ZoneHints } from "~/calendar/days";
import { Batch, database, insertSelect, schema } from "~/db.server";
import type { Env } from "~/env";
import { parseForm, type FieldErrors, type FieldValues } from "~/forms/parse";
import { addWorkout, profileQuery, workoutDay, workoutReads } from "~/game/index.server";
import type { Equipment } from "./levels";
import { programmeById, siblingProgramme } from "./programmes";
import { logFieldNames, readSets, sessionLogSchema } from "./forms";
import { roundLoad } from "./progression";
import { runReads, runView } from "./runs.server";
import { daysFit, formatDays, templateFor } from "./schedule";

const runs = schema.programmeRuns;
const sessions = schema.workoutSessions;
const sets = schema.workoutSets;

const openRunOf = (userId: string) => and(eq(runs.userId, userId), isNull(runs.endedAt));

export type StartOutcome = "started" | "already-running" | "unknown" | "days";

/** Starts a programme on its default days, or on `days` (Elite). Refused while another run is open. */
export async function startProgramme(
  env: Env,
  hints: ZoneHints,
  userId: string,
  programmeId: string,
  days: number[] | null,
  now = new Date(),
): Promise<StartOutcome> {
  const programme = programmeById(programmeId);
  if (!programme) return "unknown";
  const chosen = days ?? programme.defaultDays;
  if (!daysFit(programme, chosen)) return "days";
  const db = database(env);
  const [profile] = await db.batch([profileQuery(db, userId)]);
  const { today } = dayOf(hints, profile[0], now);
  const [inserted] = await db.batch([
    insertSelect(
      db,
      runs,
      { userId, programmeId, days: formatDays(chosen), startedOn: today, createdAt: now.getTime() },
      sql`WHERE NOT EXISTS (SELECT 1 FROM ${runs} WHERE ${openRunOf(userId)})`,
    )
      .onConflictDoNothing()
      .returning({ id: runs.id }),
  ]);
  return inserted.length === 1 ? "started" : "already-running";
}

/** Ends the open run (its sessions stay in the member's history and export). */
export async function endProgramme(env: Env, userId: string, now = new Date()) {
  const db = database(env);
  const ended = await db.update(runs).set({ endedAt: now }).where(openRunOf(userId)).returning({ id: runs.id });
  return ended.length > 0;
}

type AdaptOutcome = "adapted" | "no-run" | "days" | "unknown";

/** Elite: lays the open run out on other days, or moves it to other equipment at the same level and place. */
export async function adaptProgramme(
  env: Env,
  userId: string,
  days: number[],
  equipment: Equipment,
): Promise<AdaptOutcome> {
  const db = database(env);
  const [open] = await db.select({ programmeId: runs.programmeId }).from(runs).where(openRunOf(userId));
  const current = open ? programmeById(open.programmeId) : undefined;
  if (!current) return "no-run";
  const programme = siblingProgramme(current, equipment);
  if (!programme) return "unknown";
  if (!daysFit(programme, days)) return "days";
  await db
    .update(runs)
    .set({ programmeId: programme.id, days: formatDays(days) })
    .where(openRunOf(userId));
  return "adapted";
}

export type LogOutcome =
  | { kind: "logged"; awarded: { type: string; xp: number; description: string }[]; streak: number | null }
  | { kind: "invalid"; errors: FieldErrors; values: FieldValues }
  | { kind: "no-run" | "stale" | "already-today" | "unavailable" };

/**
 * Logs session `sessionNo` of the open run with the sets posted in `form`, once: a stale
 * form (the session was logged already), a second session on the same day, or the loser
 * of a race writes nothing. Sets that do not parse come back with their messages.
 */
export async function logSession(
  env: Env,
  hints: ZoneHints,
  userId: string,
  sessionNo: number,
  form: FormData,
  now = new Date(),
): Promise<LogOutcome> {
  const db = database(env);
  const [open, setRows, lastDay, profile, ...game] = await db.batch([
    ...runReads(db, userId),
    ...workoutReads(db, userId),
  ]);
  const view = runView([open, setRows, lastDay, profile], hints, now).run;
  if (!view) return { kind: "no-run" };
  if (!view.next || view.next.sessionNo !== sessionNo) return { kind: "stale" };
  const day = workoutDay(hints, game, now);
  if (!day) return { kind: "unavailable" };
  if (lastDay[0]?.day === day.today) return { kind: "already-today" };

  const programme = programmeById(view.programme.id);
  if (!programme) return { kind: "no-run" };
  const template = templateFor(programme, sessionNo);
  const parsed = parseForm(form, sessionLogSchema(template), { keys: logFieldNames(template) });
  if (!parsed.ok) return { kind: "invalid", errors: parsed.errors, values: parsed.values };
  const posted = readSets(template, parsed.value);
  const { targets } = view.next;
  const thisSession = and(eq(sessions.runId, view.id), eq(sessions.sessionNo, sessionNo));
  const sessionId = sql`(SELECT ${sessions.id} FROM ${sessions} WHERE ${thisSession})`;
  const t = now.getTime();
  const batch = new Batch();
  const paid = addWorkout(
    db,
    batch,
    userId,
    day,
    {
      description: `Programme session: ${template.name}`,
      // Only while this session of the run is still unlogged.
      when: sql`NOT EXISTS (SELECT 1 FROM ${sessions} WHERE ${thisSession})`,
      record: (claimed) => [
        insertSelect(
          db,
          sessions,
          { userId, runId: view.id, sessionNo, template: template.key, day: day.today, createdAt: t },
          sql`WHERE ${claimed}`,
        ),
        ...template.slots.flatMap((slot, i) =>
          posted[i].map((set, s) =>
            insertSelect(
              db,
              sets,
              {
                sessionId,
                userId,
                exercise: slot.exercise,
                setNo: s,
                targetReps: targets[i].reps,
                targetLoadKg: targets[i].loadKg,
                reps: set.reps,
                loadKg: set.loadKg === null ? null : roundLoad(set.loadKg),
              },
              sql`WHERE ${claimed}`,
            ),
          ),
        ),
      ],
    },
    now,
  );
  await batch.run(db);
  const completed = paid();
  if (!completed) return { kind: "already-today" };
  return { kind: "logged", awarded: completed.result.awarded, streak: completed.streak };
}
