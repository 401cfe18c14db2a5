// The seam to the training domain: programme sessions logged per day count as workouts in
// the progress log and its review. The training domain owns its session log; when it
// exports a read of "sessions per member and day between two days", set PROGRAMME_SESSIONS
// to it here. Nothing else changes (no migration here: workouts entered by hand stay in
// progress_entries, sessions are added when read, app/logbook/log.ts mergeDays).
import type { SQL } from "drizzle-orm";
import type { Database, Statement } from "~/db.server";
import type { ProgrammeDay } from "./log";

/** A read of the member's programme sessions per day, from one day to another (inclusive). */
export type ProgrammeSessionsRead = (
  db: Database,
  owner: SQL<string> | string | readonly string[],
  from: string,
  to: string,
) => Statement;

/** The training domain's read, once it exists; until then no sessions are counted. */
const PROGRAMME_SESSIONS: ProgrammeSessionsRead | null = null;

/** Zero or one statement for a page's batch. */
export function programmeSessionsRead(
  db: Database,
  owner: SQL<string> | string | readonly string[],
  from: string,
  to: string,
) {
  return PROGRAMME_SESSIONS ? [PROGRAMME_SESSIONS(db, owner, from, to)] : [];
}

/** That statement's rows (`{ userId?, day, sessions }`), or none. */
export function readProgrammeDays(results: readonly unknown[], userId?: string): ProgrammeDay[] {
  const rows = (results[0] ?? []) as { userId?: string; day: string; sessions: number }[];
  return rows.filter((r) => userId === undefined || r.userId === undefined || r.userId === userId);
}
