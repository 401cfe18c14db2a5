// What a completion reads first, in the action's one read batch (decision 052): the member's
// day (their profile and today's challenges), the unlock engine's inputs and their open battles.
// The writers (challenges.server.ts, completion.server.ts, workouts.server.ts) take these rows.
import type { BatchResponse } from "drizzle-orm/batch";
import type { ZoneHints } from "~/calendar/days";
import type { Database, MemberId } from "~/db.server";
import { achievementRulesQuery, readUnlockInputs, unlockInputQueries } from "./awards.server";
import { openBattlesQuery } from "./battles.server";
import { activeChallengesQuery, gameDay } from "./day.server";
import { profileQuery } from "./profile.server";

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
export function memberToday(hints: ZoneHints, userId: string, rows: CompletionRows, now: Date) {
  const [profile, active, rules, stats, held, open] = rows;
  return { ...gameDay(userId, hints, profile[0], active, now), rules, inputs: readUnlockInputs(stats, held), open };
}

export type Today = ReturnType<typeof memberToday>;

/** The member's day and the unlock engine's inputs, as a completion needs them. */
export type MemberToday = Pick<Today, "zone" | "today" | "previous" | "profile" | "rules" | "inputs">;
