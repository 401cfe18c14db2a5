// The member's game day: today's five challenges, the daily task and how far they got with
// each, from their profile (profile.server.ts). The boards put these reads into their page's
// one D1 batch; an action reads them in its read batch before a completion.
import { and, asc, count, eq, gte } from "drizzle-orm";
import { addDays, calendarDay, dayOf, type ZoneHints } from "~/calendar/days";
import { schema, type Database, type MemberId } from "~/db.server";
import { dailyFive, dailyTaskFor, dailyTaskXp } from "./daily";
import type { Profile } from "./profile.server";

const challenges = schema.challenges;
const starts = schema.userChallenges;
const invitations = schema.challengeInvitations;

/** Every active daily challenge, the pool today's five and the daily task come from. */
export const activeChallengesQuery = (db: Database) =>
  db
    .select({
      id: challenges.id,
      title: challenges.title,
      description: challenges.description,
      difficulty: challenges.difficulty,
      category: challenges.category,
      xpReward: challenges.xpReward,
    })
    .from(challenges)
    .where(and(eq(challenges.isActive, true), eq(challenges.frequency, "daily")))
    .orderBy(asc(challenges.id));

export type Challenge = Awaited<ReturnType<typeof activeChallengesQuery>>[number];

/** The first day whose rows can still be "today" somewhere: two UTC days back covers every zone. */
export const earliestToday = (now: Date) => addDays(calendarDay(now, "UTC"), -2);

/** The member's challenge starts of the days that can still be today. */
export const recentStartsQuery = (db: Database, userId: MemberId, now: Date) =>
  db
    .select({ challengeId: starts.challengeId, day: starts.day, completed: starts.completed })
    .from(starts)
    .where(and(eq(starts.userId, userId), gte(starts.day, earliestToday(now))));

/** How many invitations wait for the member's answer. */
export const pendingCountQuery = (db: Database, userId: MemberId) =>
  db
    .select({ n: count() })
    .from(invitations)
    .where(and(eq(invitations.toUserId, userId), eq(invitations.status, "pending")));

/** The member's day, today's five and their daily task, from the profile and the pool. */
export function gameDay(
  userId: string,
  hints: ZoneHints,
  profile: Profile | undefined,
  active: readonly Challenge[],
  now: Date,
) {
  const day = dayOf(hints, profile, now);
  const five = dailyFive(active, day.today);
  return { ...day, profile, five, task: dailyTaskFor(userId, day.today, active, five) };
}

export type GameDay = ReturnType<typeof gameDay>;

/** What the home page and /progress show of the day: profile figures and today's cards. */
export function todaysCards(
  day: GameDay,
  started: Awaited<ReturnType<typeof recentStartsQuery>>,
  taskDone: (today: string) => boolean,
) {
  const { zone, today, profile, five, task } = day;
  const stateOf = (id: string): "new" | "started" | "completed" => {
    const row = started.find((r) => r.challengeId === id && r.day === today);
    return row ? (row.completed ? "completed" : "started") : "new";
  };
  return {
    today,
    zone,
    profile: {
      xp: profile?.xp ?? 0,
      level: profile?.level ?? 1,
      rank: profile?.rank ?? "Unranked",
      currentStreak: profile?.currentStreak ?? 0,
      longestStreak: profile?.longestStreak ?? 0,
      lastActivityDate: profile?.lastActivityDate ?? null,
    },
    challenges: five.map((c) => ({ ...c, state: stateOf(c.id) })),
    dailyTask: task ? { ...task, xp: dailyTaskXp(task), done: taskDone(today) } : null,
  };
}

export type TodaysCards = ReturnType<typeof todaysCards>;
/** One of today's five as its card shows it. */
export type ChallengeCard = TodaysCards["challenges"][number];
export type DailyTaskCard = TodaysCards["dailyTask"];
