// Today's challenges and the daily task: starting one, and completing either. A completion
// pays through the one award writer (awards.server.ts) in the same D1 batch as the row
// that records it, so a double submit or two racing requests pay once.
import { and, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { ZoneHints } from "~/calendar/days";
import { Batch, database, insertSelect, schema, type Database, type Statement } from "~/db.server";
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
import type { Milestones } from "./messages";
import { activeChallengesQuery, gameDay, profileQuery, type Profile } from "./day.server";
import { nextStreak, type Streak } from "./streak";

const starts = schema.userChallenges;

/** The member's day, today's challenges and the unlock engine's inputs, in one read. */
async function memberToday(db: Database, hints: ZoneHints, userId: string, now: Date) {
  const [profile, active, rules, stats, held] = await db.batch([
    profileQuery(db, userId),
    activeChallengesQuery(db),
    achievementRulesQuery(db),
    ...unlockInputQueries(db, userId),
  ]);
  return { ...gameDay(userId, hints, profile[0], active, now), rules, inputs: readUnlockInputs(stats, held) };
}

/** The member's day and the unlock engine's inputs, as a completion needs them. */
export type MemberToday = Pick<
  Awaited<ReturnType<typeof memberToday>>,
  "zone" | "today" | "previous" | "profile" | "rules" | "inputs"
>;

function streakAfter(profile: Profile | undefined, today: string, previous: string | undefined) {
  const before: Streak = {
    current: profile?.currentStreak ?? 0,
    longest: profile?.longestStreak ?? 0,
    lastDay: profile?.lastActivityDate ?? null,
  };
  return { before, after: nextStreak(before, today, previous), today };
}

/** One of today's completions (a challenge or the daily task) and the row that records it. */
export type Completion = {
  award: Omit<Award, "userId">;
  category: string;
  /** Only pay while this holds. */
  when?: SQL;
  /** Records the completion, guarded by the award's claim. */
  record: (claimed: SQL) => Statement | Statement[];
  /** Today's five (their ids), when this completion is one of them: the last one is a moment. */
  five?: readonly string[];
};

export type Completed = { kind: "completed"; result: AwardResult; streak: number | null; milestones: Milestones };

const profiles = schema.userProfiles;

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
  const paid = addAward(
    db,
    batch,
    { userId, ...c.award },
    {
      when: c.when,
      then: (claimed) => [c.record(claimed)].flat(),
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

const startOf = (userId: string, challengeId: string, day: string) =>
  and(eq(starts.userId, userId), eq(starts.challengeId, challengeId), eq(starts.day, day));

export type StartOutcome = "started" | "already-started" | "already-completed" | "not-today";

export async function startChallenge(
  env: Env,
  hints: ZoneHints,
  userId: string,
  challengeId: string,
  now = new Date(),
): Promise<StartOutcome> {
  const db = database(env);
  const { today, five } = await memberToday(db, hints, userId, now);
  if (!five.some((c) => c.id === challengeId)) return "not-today";
  const [inserted, state] = await db.batch([
    db
      .insert(starts)
      .values({ userId, challengeId, day: today, progress: 0, target: 1, completed: false, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: starts.id }),
    db
      .select({ completed: starts.completed })
      .from(starts)
      .where(startOf(userId, challengeId, today)),
  ]);
  if (inserted.length === 1) return "started";
  return state[0]?.completed ? "already-completed" : "already-started";
}

export type CompleteOutcome =
  Completed | { kind: "already-completed" } | { kind: "not-started" } | { kind: "not-today" };

export async function completeChallenge(
  env: Env,
  hints: ZoneHints,
  userId: string,
  challengeId: string,
  now = new Date(),
): Promise<CompleteOutcome> {
  const db = database(env);
  const day = await memberToday(db, hints, userId, now);
  const challenge = day.five.find((c) => c.id === challengeId);
  if (!challenge) return { kind: "not-today" };
  const mine = startOf(userId, challengeId, day.today);
  const batch = new Batch();
  const completed = addCompletion(
    db,
    batch,
    day,
    userId,
    {
      award: {
        key: awardKey.challenge(challengeId, day.today),
        type: "challenge_completed",
        xp: challenge.xpReward,
        description: challenge.title,
      },
      category: challenge.category,
      five: day.five.map((f) => f.id),
      // Only a started, unfinished challenge can be completed.
      when: sql`EXISTS (SELECT 1 FROM ${starts} WHERE ${mine} AND ${starts.completed} = 0)`,
      record: (claimed) =>
        db
          .update(starts)
          .set({ progress: sql`${starts.target}`, completed: true, completedAt: now })
          .where(and(mine, eq(starts.completed, false), claimed)),
    },
    now,
  );
  const state = batch.add(db.select({ completed: starts.completed }).from(starts).where(mine));
  await batch.run(db);
  return completed() ?? (state().length > 0 ? { kind: "already-completed" } : { kind: "not-started" });
}

export type DailyTaskOutcome = Completed | { kind: "already-completed" } | { kind: "none" };

export async function completeDailyTask(
  env: Env,
  hints: ZoneHints,
  userId: string,
  now = new Date(),
): Promise<DailyTaskOutcome> {
  const db = database(env);
  const day = await memberToday(db, hints, userId, now);
  const task = day.task;
  if (!task) return { kind: "none" };
  const t = now.getTime();
  const batch = new Batch();
  const completed = addCompletion(
    db,
    batch,
    day,
    userId,
    {
      award: {
        key: awardKey.dailyTask(day.today),
        type: "daily_task_completed",
        xp: dailyTaskXp(task),
        description: `Daily task: ${task.title}`,
      },
      category: task.category,
      // The daily task counts as a completed challenge of the day.
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
    },
    now,
  );
  await batch.run(db);
  return completed() ?? { kind: "already-completed" };
}
