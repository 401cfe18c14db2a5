// A logged programme session (app/training) in the game: a completed challenge of the
// fitness category ('programme-session', outside the daily pool), so the workout and
// challenge achievements, the streak and the challenges by category count it. It pays
// through the one award writer, once per member's day (its award key and the
// user_challenges row are unique per day), in the same D1 batch as the caller's rows.
import { eq, sql, type SQL } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import { dayOf, type ZoneHints } from "~/calendar/days";
import { insertSelect, schema, type Batch, type Database, type MemberId, type Statement } from "~/db.server";
import { awardKey } from "./award-keys";
import { achievementRulesQuery, readUnlockInputs, unlockInputQueries } from "./awards.server";
import type { MemberToday } from "./completion-reads.server";
import { addCompletion, type Completed } from "./completion.server";
import { profileQuery } from "./profile.server";

/** The challenge a programme session completes (db/seed-data.mjs; frequency 'programme'). */
export const PROGRAMME_SESSION_CHALLENGE = "programme-session";

const challenges = schema.challenges;
const starts = schema.userChallenges;

const programmeChallengeQuery = (db: Database) =>
  db
    .select({
      id: challenges.id,
      title: challenges.title,
      category: challenges.category,
      xpReward: challenges.xpReward,
    })
    .from(challenges)
    .where(eq(challenges.id, PROGRAMME_SESSION_CHALLENGE));

/** What a session's award reads first; `userId` may be SQL naming the viewer. Batch it with the caller's reads. */
export const workoutReads = (db: Database, userId: MemberId) =>
  [
    profileQuery(db, userId),
    programmeChallengeQuery(db),
    achievementRulesQuery(db),
    ...unlockInputQueries(db, userId),
  ] as const;

export type WorkoutReads = BatchResponse<ReturnType<typeof workoutReads>>;

export type WorkoutDay = MemberToday & { challenge: Awaited<ReturnType<typeof programmeChallengeQuery>>[number] };

/** The member's day a session is logged on, or null when the challenge row is missing (not seeded). */
export function workoutDay(hints: ZoneHints, [profile, challenge, rules, stats, held]: WorkoutReads, now: Date) {
  if (!challenge[0]) return null;
  const day = dayOf(hints, profile[0], now);
  return { ...day, profile: profile[0], rules, inputs: readUnlockInputs(stats, held), challenge: challenge[0] };
}

/**
 * Adds the session's award to `batch`: XP, the day's completion, the streak and unlocks,
 * and the caller's rows (`record`, guarded by the award's claim). The reader says what
 * was paid, or null when nothing was (a session was already logged that day).
 */
export function addWorkout(
  db: Database,
  batch: Batch,
  userId: string,
  day: WorkoutDay,
  session: { description: string; when?: SQL; record: (claimed: SQL) => Statement[] },
  now: Date,
): () => Completed | null {
  const t = now.getTime();
  const { challenge } = day;
  return addCompletion(
    db,
    batch,
    day,
    userId,
    {
      award: {
        key: awardKey.challenge(challenge.id, day.today),
        type: "challenge_completed",
        xp: challenge.xpReward,
        description: session.description,
      },
      category: challenge.category,
      when: session.when,
      record: (claimed) => [
        insertSelect(
          db,
          starts,
          {
            userId,
            challengeId: challenge.id,
            day: day.today,
            progress: 1,
            target: 1,
            completed: 1,
            completedAt: t,
            createdAt: t,
          },
          sql`WHERE ${claimed}`,
        ).onConflictDoNothing(),
        ...session.record(claimed),
      ],
    },
    now,
  );
}
