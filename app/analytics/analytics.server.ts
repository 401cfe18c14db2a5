// The analytics page's reads, for the viewer's one D1 batch (decision 045): the member is
// SQL (a subquery on the session), every statement is scoped to them, and the rows are
// shaped by the pure modules beside this one (the shared reads are ./reads.server.ts).
import { and, desc, eq, gte, isNotNull, or, sql, type SQL } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import { addDays, calendarDay, dayOf, type ZoneHints } from "~/calendar/days";
import { addMonths, isMonth, monthOf, monthStart } from "~/calendar/periods";
import { schema, type Database } from "~/db.server";
import { AWARD_KEY_PREFIX, otherMember } from "~/game/index.server";
import { monthCalendar, streakRuns } from "./calendar";
import { battleRecord, scanTrends } from "./record";
import { ANALYTICS_WEEKS, weeksByCategory } from "./weeks";

const starts = schema.userChallenges;
const challenges = schema.challenges;
const battles = schema.battleMatches;
import { completionsRead, ownedBy, scansRead, xpRead } from "./reads.server";

/** Scans the trends read (the newest ones). */
export const TREND_SCANS = 24;
/** Days of played history the streak history covers. */
export const STREAK_DAYS = 365;
/** How many months back the consistency calendar goes. */
export const CALENDAR_MONTHS_BACK = 12;
/** Finished battles listed. */
const RECENT_BATTLES = 10;

/** The month the calendar may show (any zone's current month, back to CALENDAR_MONTHS_BACK), or null. */
export function calendarMonth(asked: string | null | undefined, now: Date): string | null {
  const utc = monthOf(calendarDay(now, "UTC"));
  return asked && isMonth(asked) && asked <= addMonths(utc, 1) && asked >= addMonths(utc, -CALENDAR_MONTHS_BACK - 1)
    ? asked
    : null;
}

/** The analytics page's statements. `month` is the calendar's month when one was asked for (calendarMonth). */
export function analyticsReads(db: Database, member: SQL<string>, now: Date, month: string | null) {
  const mine = ownedBy(member);
  const utcToday = calendarDay(now, "UTC");
  // Wide enough for any zone's "today"; the view keeps exactly the member's weeks and month.
  const weeksFrom = addDays(utcToday, -(ANALYTICS_WEEKS * 7 + 2));
  const calendarFrom = monthStart(month ?? addMonths(monthOf(utcToday), -1));
  const opponent = otherMember(member, battles.user1Id, battles.user2Id);
  const theirs = or(eq(battles.user1Id, member), eq(battles.user2Id, member));
  return [
    db
      .select({
        currentStreak: schema.userProfiles.currentStreak,
        longestStreak: schema.userProfiles.longestStreak,
        lastActivityDate: schema.userProfiles.lastActivityDate,
        timeZone: schema.userProfiles.timeZone,
      })
      .from(schema.userProfiles)
      .where(eq(schema.userProfiles.userId, member)),
    db.select({ id: challenges.id, category: challenges.category }).from(challenges),
    xpRead(db, mine, new Date(`${weeksFrom}T00:00:00Z`)),
    completionsRead(db, mine, calendarFrom < weeksFrom ? calendarFrom : weeksFrom, addDays(utcToday, 2)),
    db
      .selectDistinct({ day: starts.day })
      .from(starts)
      .where(
        and(
          eq(starts.userId, member),
          eq(starts.completed, true),
          gte(starts.day, addDays(utcToday, -STREAK_DAYS - 2)),
        ),
      ),
    db
      .select({
        won: sql<number>`coalesce(sum(${battles.winnerId} = ${member}), 0)`,
        lost: sql<number>`coalesce(sum(${battles.winnerId} IS NOT NULL AND ${battles.winnerId} <> ${member}), 0)`,
        open: sql<number>`coalesce(sum(${battles.winnerId} IS NULL), 0)`,
      })
      .from(battles)
      .where(theirs),
    db
      .select({
        id: battles.id,
        challenge: challenges.title,
        opponent: opponent.name,
        won: sql<boolean>`${battles.winnerId} = ${member}`.mapWith(Boolean),
        at: sql<number>`coalesce(${battles.completedAt}, ${battles.createdAt})`.mapWith(Number),
      })
      .from(battles)
      .innerJoin(challenges, eq(challenges.id, battles.challengeId))
      .leftJoin(...opponent.join)
      .where(and(theirs, isNotNull(battles.winnerId)))
      .orderBy(desc(battles.completedAt))
      .limit(RECENT_BATTLES),
    scansRead(db, mine, TREND_SCANS),
  ] as const;
}

/** Everything the analytics page shows, from its reads' rows. */
export function analyticsView(
  [profiles, categories, xp, completions, played, counts, recent, scanRows]: BatchResponse<
    ReturnType<typeof analyticsReads>
  >,
  hints: ZoneHints,
  now: Date,
  month: string | null,
) {
  const profile = profiles[0];
  const { zone, today } = dayOf(hints, profile, now);
  const categoryOf = new Map(categories.map((c) => [c.id, c.category]));
  const current = monthOf(today);
  const earliest = addMonths(current, -CALENDAR_MONTHS_BACK);
  const shown = month && month <= current && month >= earliest ? month : current;
  return {
    today,
    zone,
    weeks: weeksByCategory(
      { xp, completions, categoryOf: (id) => categoryOf.get(id), challengePrefix: AWARD_KEY_PREFIX.challenge },
      today,
      zone,
    ),
    calendar: { ...monthCalendar(shown, completions, today), earliest },
    streaks: {
      current: profile?.currentStreak ?? 0,
      longest: profile?.longestStreak ?? 0,
      runs: streakRuns(
        played.map((p) => p.day),
        today,
      ),
    },
    battles: battleRecord(counts[0], recent),
    trends: scanTrends(scanRows),
  };
}

export type AnalyticsView = ReturnType<typeof analyticsView>;
