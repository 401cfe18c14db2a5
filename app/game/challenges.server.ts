// Today's challenges and the daily task: starting one, and completing either. An action reads
// the member's day in its read batch (todayReads, completionReads: the request's one read
// round trip, decision 052), then writes one batch. A completion pays through the one award
// writer (awards.server.ts) in the same D1 batch as the row that records it, so a double
// submit or two racing requests pay once.
import { and, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import type { ZoneHints } from "~/calendar/days";
import { claimClientKey } from "~/client-key.server";
import { Batch, database, insertSelect, schema, type Database, type MemberId, type Statement } from "~/db.server";
import type { Env } from "~/env";
import { awardKey, isWorkout, SKINCARE_CATEGORY } from "./award-keys";
import {
  achievementRulesQuery,
  addAward,
  awardRounds,
  readUnlockInputs,
  unlockInputQueries,
  type Award,
  type AwardResult,
} from "./awards.server";
import { dailyTaskXp } from "./daily";
import { addBattleWins, decideStatement, openBattlesQuery } from "./battles.server";
import { activeChallengesQuery, gameDay } from "./day.server";
import type { Milestones } from "./messages";
import { profileQuery, type Profile } from "./profile.server";
import { coverStatement, dueCover } from "./freezes.server";
import { earnsFreeze, FREEZES_HELD_MAX, nextStreak, type Streak } from "./streak";

const starts = schema.userChallenges;

/** What starting a challenge reads first: the member's profile (their day) and the pool. */
export const todayReads = (db: Database, member: MemberId) =>
  [profileQuery(db, member), activeChallengesQuery(db)] as const;

/** What a completion reads first: the day, and the unlock engine's inputs. */
export const completionReads = (db: Database, member: MemberId) =>
  [
    ...todayReads(db, member),
    achievementRulesQuery(db),
    ...unlockInputQueries(db, member),
    openBattlesQuery(db, member, new Date()),
  ] as const;

export type TodayRows = BatchResponse<ReturnType<typeof todayReads>>;
export type CompletionRows = BatchResponse<ReturnType<typeof completionReads>>;

/** The member's day, today's challenges and the unlock engine's inputs, from the read batch. */
function memberToday(hints: ZoneHints, userId: string, rows: CompletionRows, now: Date) {
  const [profile, active, rules, stats, held, open] = rows;
  return { ...gameDay(userId, hints, profile[0], active, now), rules, inputs: readUnlockInputs(stats, held), open };
}

type Today = ReturnType<typeof memberToday>;

/** The member's day and the unlock engine's inputs, as a completion needs them. */
export type MemberToday = Pick<Today, "zone" | "today" | "previous" | "profile" | "rules" | "inputs">;

/**
 * The streak after today's first completion. Missed days the member's freezes cover are
 * covered first (decision 071): the streak then runs on from yesterday.
 */
function streakAfter(profile: Profile | undefined, today: string, previous: string | undefined) {
  const cover = dueCover(profile, today);
  const before: Streak = {
    current: profile?.currentStreak ?? 0,
    longest: profile?.longestStreak ?? 0,
    lastDay: cover?.lastDay ?? profile?.lastActivityDate ?? null,
  };
  return { before, after: nextStreak(before, today, cover ? undefined : previous), today, cover };
}

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

/** One of today's completions (a challenge, the daily task, a programme session) and the row that records it. */
export type Completion = {
  award: Omit<Award, "userId">;
  category: string;
  /** Only pay while this holds. */
  when?: SQL;
  /** Records the completion, guarded by the award's claim. */
  record: (claimed: SQL) => Statement | Statement[];
  /** Its start row, read in the same batch to say why nothing was paid. */
  started?: SQL;
  /** Today's five (their ids), when this completion is one of them: the last one is a moment. */
  five?: readonly string[];
};

export type Completed = { kind: "completed"; result: AwardResult; streak: number | null; milestones: Milestones };

const profiles = schema.userProfiles;
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
 * Adds a completion to `batch`: the award, the member's row, the streak and the unlocks.
 * The reader gives what was paid, or null when nothing was (already done, or not allowed).
 */
export function addCompletion(db: Database, batch: Batch, day: MemberToday, userId: string, c: Completion, now: Date) {
  const streak = streakAfter(day.profile, day.today, day.previous);
  // The member's row as this batch finds it, before the award: what the award moved (a level,
  // the day's first completion) is known to this request alone, however requests race.
  const before = batch.add(
    db
      .select({ level: profiles.level, lastActivityDate: profiles.lastActivityDate })
      .from(profiles)
      .where(eq(profiles.userId, userId)),
  );
  // Missed days a freeze covers are covered first (once, however requests race: coverStatement).
  const read = day.profile?.lastActivityDate;
  if (streak.cover && read) batch.add(coverStatement(db, userId, read, streak.cover));
  // The 7th, 14th ... day in a row earns a freeze, by the request that moves the streak.
  const earn = (claimed: SQL) =>
    earnsFreeze(streak.before.current, streak.after.current)
      ? [
          db
            .update(profiles)
            .set({ streakFreezes: sql`min(${profiles.streakFreezes} + 1, ${sql.raw(String(FREEZES_HELD_MAX))})` })
            .where(
              and(eq(profiles.userId, userId), claimed, sql`${profiles.lastActivityDate} IS ${streak.before.lastDay}`),
            ),
        ]
      : [];
  const paid = addAward(
    db,
    batch,
    { userId, ...c.award },
    {
      when: c.when,
      then: (claimed) => [...[c.record(claimed)].flat(), ...earn(claimed)],
      streak,
      zone: day.zone,
      rounds: awardRounds(day.rules, day.inputs, {
        xp: c.award.xp,
        challengeCount: 1,
        workoutCount: isWorkout(c.category) ? 1 : 0,
        skincareCount: c.category === SKINCARE_CATEGORY ? 1 : 0,
        streak: streak.after.current,
      }),
      now: now.getTime(),
    },
  );
  // Of today's five, how many are done once this completion is in (the batch is one transaction).
  const five = c.five?.length
    ? batch.add(
        db
          .select({ n: count() })
          .from(starts)
          .where(
            and(
              eq(starts.userId, userId),
              eq(starts.day, day.today),
              eq(starts.completed, true),
              inArray(starts.challengeId, [...c.five]),
            ),
          ),
      )
    : null;
  return (): Completed | null => {
    const result = paid();
    if (result.awarded.length === 0) return null;
    const was = before()[0];
    // The streak toast belongs to the day's first completion only.
    const firstToday = was?.lastActivityDate !== day.today;
    const levelTo = result.profile?.level ?? 1;
    const milestones: Milestones = {
      ...(was && levelTo > was.level ? { level: { from: was.level, to: levelTo } } : {}),
      ...(five && c.five && (five()[0]?.n ?? 0) >= c.five.length ? { allDone: true } : {}),
    };
    return {
      kind: "completed",
      result,
      streak: firstToday ? (result.profile?.currentStreak ?? null) : null,
      milestones,
    };
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
