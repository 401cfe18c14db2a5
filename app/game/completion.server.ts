// The one completion writer: a challenge, the daily task, a routine tick or a programme session
// pays through the award writer (awards.server.ts) in the same D1 batch as the row that records
// it, with the member's row, the streak (freezes cover missed days first, decision 071) and the
// unlocks. A double submit or two racing requests pay once.
import { and, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import { schema, type Batch, type Database, type Statement } from "~/db.server";
import { isWorkout, SKINCARE_CATEGORY } from "./award-keys";
import { addAward, awardRounds, type Award, type AwardResult } from "./awards.server";
import type { MemberToday } from "./completion-reads.server";
import { coverStatement, dueCover } from "./freezes.server";
import type { Milestones } from "./messages";
import type { Profile } from "./profile.server";
import { earnsFreeze, FREEZES_HELD_MAX, nextStreak, type Streak } from "./streak";

const starts = schema.userChallenges;
const profiles = schema.userProfiles;

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
