// What the member home and /progress show of the game, each read in one D1 round trip.
// Each page's reads are a list of queries a loader can batch with its own, and a pure
// function that turns their rows into the page's data.
import { and, eq, gte, like } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import type { ZoneHints } from "~/calendar/days";
import { database, schema, type Database, type MemberId } from "~/db.server";
import type { Env } from "~/env";
import { nearestLocked, SECRET_CATEGORY } from "./achievements";
import { AWARD_KEY_PREFIX, awardKey } from "./award-keys";
import { achievementRulesQuery, readUnlockInputs, unlockInputQueries } from "./awards.server";
import { battlesQuery, boardBattle, inboxQuery, sentQuery } from "./battle-lists.server";
import { xpByDay } from "./chart";
import {
  activeChallengesQuery,
  earliestToday,
  gameDay,
  pendingCountQuery,
  recentStartsQuery,
  todaysCards,
} from "./day.server";
import { profileQuery } from "./profile.server";

const log = schema.activityLog;

/** Days of XP the /progress chart reads (30 shown, and a margin for any zone). */
const CHART_READ_DAYS = 32;

// ------------------------------------------------------------------ the member's home

export const memberHomeQueries = (db: Database, userId: MemberId, now: Date) =>
  [
    profileQuery(db, userId),
    activeChallengesQuery(db),
    recentStartsQuery(db, userId, now),
    db
      .select({ awardKey: log.awardKey })
      .from(log)
      .where(
        and(
          eq(log.userId, userId),
          gte(log.awardKey, awardKey.dailyTask(earliestToday(now))),
          like(log.awardKey, `${AWARD_KEY_PREFIX.dailyTask}%`),
        ),
      ),
    pendingCountQuery(db, userId),
    achievementRulesQuery(db),
    ...unlockInputQueries(db, userId),
  ] as const;

/**
 * What the home page shows a member first: their day (level, streak, today's five, the
 * daily task), pending invitations, and the nearest locked achievements.
 */
export function memberHomeView(
  [profile, active, started, tasks, pending, rules, stats, held]: BatchResponse<ReturnType<typeof memberHomeQueries>>,
  hints: ZoneHints,
  userId: string,
  now: Date,
) {
  const keys = new Set(tasks.map((r) => r.awardKey));
  const day = gameDay(userId, hints, profile[0], active, now);
  const unlock = readUnlockInputs(stats, held);
  return {
    ...todaysCards(day, started, (today) => keys.has(awardKey.dailyTask(today))),
    pendingCount: pending[0]?.n ?? 0,
    unlocked: unlock.held.size,
    // Secret achievements stay secret until unlocked: never suggested.
    nextAchievements: nearestLocked(
      rules.filter((r) => r.category !== SECRET_CATEGORY),
      unlock.held,
      unlock.stats,
    ).slice(0, 2),
  };
}

export type MemberHomeView = ReturnType<typeof memberHomeView>;

export async function memberHome(env: Env, hints: ZoneHints, userId: string, now = new Date()) {
  const db = database(env);
  return memberHomeView(await db.batch(memberHomeQueries(db, userId, now)), hints, userId, now);
}

// ------------------------------------------------------------------ the /progress board

export const progressBoardQueries = (db: Database, userId: MemberId, now: Date) =>
  [
    profileQuery(db, userId),
    activeChallengesQuery(db),
    recentStartsQuery(db, userId, now),
    inboxQuery(db, userId),
    pendingCountQuery(db, userId),
    sentQuery(db, userId),
    battlesQuery(db, userId),
    db
      .select({ createdAt: log.createdAt, xpEarned: log.xpEarned, awardKey: log.awardKey })
      .from(log)
      .where(and(eq(log.userId, userId), gte(log.createdAt, new Date(now.getTime() - CHART_READ_DAYS * 86_400_000)))),
  ] as const;

/** Everything /progress shows. */
export function progressBoardView(
  [profile, active, started, inbox, pending, sent, battles, logRows]: BatchResponse<
    ReturnType<typeof progressBoardQueries>
  >,
  hints: ZoneHints,
  userId: string,
  now: Date,
) {
  const day = gameDay(userId, hints, profile[0], active, now);
  const cards = todaysCards(day, started, (today) => logRows.some((r) => r.awardKey === awardKey.dailyTask(today)));
  return {
    ...cards,
    inbox,
    pendingCount: pending[0]?.n ?? 0,
    sent,
    battles: battles.map((b) => boardBattle(b, userId, now)),
    chart: xpByDay(logRows, cards.today, cards.zone),
  };
}
