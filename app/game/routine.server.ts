// A personal plan's routine item ticked (app/plan, decision 074), in the game: a little XP
// through the one award writer, once per member's day (its award key is unique per member),
// and it counts as the day's activity for the streak, freezes and level moments, like a
// completed challenge (addCompletion). It is not a challenge: no user_challenges row, so the
// challenge counts and achievements do not move.
import type { BatchResponse } from "drizzle-orm/batch";
import { dayOf, type ZoneHints } from "~/calendar/days";
import { claimClientKey } from "~/client-key.server";
import { Batch, database, schema, type Database, type MemberId } from "~/db.server";
import type { Env } from "~/env";
import { and, eq, gte, lt } from "drizzle-orm";
import { AWARD_KEY_PREFIX, awardKey } from "./award-keys";
import { achievementRulesQuery, keyRangeEnd, readUnlockInputs, unlockInputQueries } from "./awards.server";
import { addCompletion, type Completed } from "./completion.server";
import { earliestToday } from "./day.server";
import { profileQuery } from "./profile.server";

/** XP for one routine item: small, so the routine keeps the streak without outpaying the challenges. */
export const ROUTINE_TICK_XP = 2;

const log = schema.activityLog;

/** What a tick reads first (the member's day and the unlock engine's inputs); `member` may be SQL. */
export const routineTickReads = (db: Database, member: MemberId) =>
  [profileQuery(db, member), achievementRulesQuery(db), ...unlockInputQueries(db, member)] as const;

export type RoutineTickRows = BatchResponse<ReturnType<typeof routineTickReads>>;

/** The member's day a tick counts on, from the read batch. */
export const routineDay = (hints: ZoneHints, [profile]: RoutineTickRows, now: Date) =>
  dayOf(hints, profile[0], now).today;

/** The routine items the member ticked on the days that can still be today (their award keys). */
export const routineTicksQuery = (db: Database, member: MemberId, now: Date) =>
  db
    .select({ key: log.awardKey })
    .from(log)
    .where(
      and(
        eq(log.userId, member),
        gte(log.awardKey, awardKey.routine(earliestToday(now), "")),
        lt(log.awardKey, keyRangeEnd(AWARD_KEY_PREFIX.routine)),
      ),
    );

/** The ids of the items ticked on `day`, from routineTicksQuery's rows. */
export function tickedOn(rows: readonly { key: string }[], day: string): Set<string> {
  const prefix = awardKey.routine(day, "");
  return new Set(rows.filter((r) => r.key.startsWith(prefix)).map((r) => r.key.slice(prefix.length)));
}

export type TickOutcome = Completed | { kind: "already-ticked" } | { kind: "stale" } | { kind: "received" };

/**
 * Ticks `item` on the member's day: one write batch; a repeat (or the loser of a race) pays
 * nothing. From the offline queue (decision 081) it carries the queue's key, stored once in
 * the same batch, and the day it was made on: a tick from an earlier day no longer counts.
 */
export async function tickRoutine(
  env: Env,
  hints: ZoneHints,
  userId: string,
  item: { id: string; title: string; area: string },
  rows: RoutineTickRows,
  now = new Date(),
  queued: { key?: string; day?: string } = {},
): Promise<TickOutcome> {
  const db = database(env);
  const [profile, rules, stats, held] = rows;
  const day = { ...dayOf(hints, profile[0], now), profile: profile[0], rules, inputs: readUnlockInputs(stats, held) };
  if (queued.day && queued.day !== day.today) return { kind: "stale" };
  const batch = new Batch();
  const key = claimClientKey(db, batch, userId, queued.key, now);
  const paid = addCompletion(
    db,
    batch,
    day,
    userId,
    {
      award: {
        key: awardKey.routine(day.today, item.id),
        type: "routine_ticked",
        xp: ROUTINE_TICK_XP,
        description: `Plan: ${item.title}`,
      },
      category: item.area,
      record: () => [],
      when: key.guard,
    },
    now,
  );
  await batch.run(db);
  return paid() ?? (key.accepted() ? { kind: "already-ticked" } : { kind: "received" });
}
