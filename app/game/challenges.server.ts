// Today's challenges and the daily task: starting one, and completing either. An action reads
// the member's day in its read batch (completion-reads.server.ts: the request's one read round
// trip, decision 052), then writes one batch; a completion pays through the one completion
// writer (completion.server.ts), so a double submit or two racing requests pay once.
import { and, eq, sql } from "drizzle-orm";
import type { ZoneHints } from "~/calendar/days";
import { claimClientKey } from "~/client-key.server";
import { Batch, database, insertSelect, schema, type Database } from "~/db.server";
import type { Env } from "~/env";
import { awardKey } from "./award-keys";
import { addBattleWins, decideStatement } from "./battles.server";
import { memberToday, type CompletionRows, type Today, type TodayRows } from "./completion-reads.server";
import { addCompletion, type Completed, type Completion } from "./completion.server";
import { dailyTaskXp } from "./daily";
import { gameDay } from "./day.server";

const starts = schema.userChallenges;

const startOf = (userId: string, challengeId: string, day: string) =>
  and(eq(starts.userId, userId), eq(starts.challengeId, challengeId), eq(starts.day, day));

export type StartOutcome = "started" | "already-started" | "already-completed" | "not-today" | "received" | "stale";

/** A queued action's extras (decision 081): its key, accepted once, and the day it was made on. */
export type Queued = { key?: string; day?: string };

/** A queued action made on another day than the member's today: it no longer counts. */
const stale = (queued: Queued | undefined, today: string) => queued?.day !== undefined && queued.day !== today;

export async function startChallenge(
  env: Env,
  hints: ZoneHints,
  userId: string,
  challengeId: string,
  [profile, active]: TodayRows,
  now = new Date(),
  queued?: Queued,
): Promise<StartOutcome> {
  const db = database(env);
  const { today, five } = gameDay(userId, hints, profile[0], active, now);
  if (stale(queued, today)) return "stale";
  if (!five.some((c) => c.id === challengeId)) return "not-today";
  const batch = new Batch();
  const key = claimClientKey(db, batch, userId, queued?.key, now);
  const t = now.getTime();
  const inserted = batch.add(
    insertSelect(
      db,
      starts,
      { userId, challengeId, day: today, progress: 0, target: 1, completed: 0, createdAt: t },
      sql`WHERE ${key.guard}`,
    )
      .onConflictDoNothing()
      .returning({ id: starts.id }),
  );
  const state = batch.add(
    db
      .select({ completed: starts.completed })
      .from(starts)
      .where(startOf(userId, challengeId, today)),
  );
  await batch.run(db);
  if (inserted().length === 1) return "started";
  if (!key.accepted()) return "received";
  return state()[0]?.completed ? "already-completed" : "already-started";
}

// ------------------------------------------------------------------ completing

/** What a completion is: one of today's five, or the day's task. */
export type CompletionTarget = { challengeId: string } | "daily-task";

export type CompleteOutcome =
  | (Completed & { victories: number[] })
  | { kind: "already-completed" }
  | { kind: "not-started" }
  | { kind: "not-today" }
  | { kind: "none" }
  | { kind: "stale" }
  | { kind: "received" };

/** Today's challenge `challengeId`: only a started, unfinished one pays, and completing it marks its row. */
function challengeCompletion(
  db: Database,
  day: Today,
  userId: string,
  challengeId: string,
  now: Date,
): Completion | null {
  const challenge = day.five.find((c) => c.id === challengeId);
  if (!challenge) return null;
  const mine = startOf(userId, challengeId, day.today);
  return {
    award: {
      key: awardKey.challenge(challengeId, day.today),
      type: "challenge_completed",
      xp: challenge.xpReward,
      description: challenge.title,
    },
    category: challenge.category,
    five: day.five.map((f) => f.id),
    when: sql`EXISTS (SELECT 1 FROM ${starts} WHERE ${mine} AND ${starts.completed} = 0)`,
    record: (claimed) => [
      db
        .update(starts)
        .set({ progress: sql`${starts.target}`, completed: true, completedAt: now })
        .where(and(mine, eq(starts.completed, false), claimed)),
      // The first of a battle's two members to complete it wins (decision 072).
      decideStatement(db, userId, challengeId, claimed, now),
    ],
    started: mine,
  };
}

/** The day's task: it pays its bonus once, and counts as a completed challenge of the day. */
function dailyTaskCompletion(db: Database, day: Today, userId: string, now: Date): Completion | null {
  const task = day.task;
  if (!task) return null;
  const t = now.getTime();
  return {
    award: {
      key: awardKey.dailyTask(day.today),
      type: "daily_task_completed",
      xp: dailyTaskXp(task),
      description: `Daily task: ${task.title}`,
    },
    category: task.category,
    record: (claimed) =>
      insertSelect(
        db,
        starts,
        {
          userId,
          challengeId: task.id,
          day: day.today,
          progress: 1,
          target: 1,
          completed: 1,
          completedAt: t,
          createdAt: t,
        },
        sql`WHERE ${claimed}`,
      ).onConflictDoUpdate({
        target: [starts.userId, starts.challengeId, starts.day],
        set: {
          progress: sql`${starts.target}`,
          completed: true,
          completedAt: sql`coalesce(${starts.completedAt}, excluded.${sql.identifier(starts.completedAt.name)})`,
        },
      }),
  };
}

/**
 * Completes one of today's challenges or the daily task, from the action's read batch
 * (completionReads): one write batch with the award, the member's row, the streak and the
 * unlocks. Nothing is paid twice: a repeat answers why not.
 */
export async function completeToday(
  env: Env,
  hints: ZoneHints,
  userId: string,
  target: CompletionTarget,
  rows: CompletionRows,
  now = new Date(),
  queued?: Queued,
): Promise<CompleteOutcome> {
  const db = database(env);
  const day = memberToday(hints, userId, rows, now);
  if (stale(queued, day.today)) return { kind: "stale" };
  const found =
    target === "daily-task"
      ? dailyTaskCompletion(db, day, userId, now)
      : challengeCompletion(db, day, userId, target.challengeId, now);
  if (!found) return { kind: target === "daily-task" ? "none" : "not-today" };
  const batch = new Batch();
  // The queue's key first: the completion pays only when this request stored it.
  const key = claimClientKey(db, batch, userId, queued?.key, now);
  const c = { ...found, when: found.when ? and(found.when, key.guard) : key.guard };
  const paid = addCompletion(db, batch, day, userId, c, now);
  const won =
    target === "daily-task"
      ? () => []
      : addBattleWins(db, batch, {
          userId,
          open: day.open.filter((b) => b.challengeId === target.challengeId),
          rules: day.rules,
          inputs: day.inputs,
          xp: c.award.xp,
          now,
        });
  const state = c.started ? batch.add(db.select({ completed: starts.completed }).from(starts).where(c.started)) : null;
  await batch.run(db);
  const completed = paid();
  if (completed) return { ...completed, victories: won() };
  if (!key.accepted()) return { kind: "received" };
  if (!state) return { kind: "already-completed" };
  return state().length > 0 ? { kind: "already-completed" } : { kind: "not-started" };
}
