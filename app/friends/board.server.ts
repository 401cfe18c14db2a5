// The friends board's reads (decision 078), for the page's one D1 batch: who the member
// follows with their public figures (the rankings' columns, nothing more), the days both
// played for each mutual follow, and a username search. Bounded: FOLLOW_CAP follows,
// FRIEND_STREAK_WINDOW days, SEARCH_LIMIT names.
import type { BatchResponse } from "drizzle-orm/batch";
import { and, asc, eq, gte, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { addDays, calendarDay } from "~/calendar/days";
import { schema, type Database, type MemberId } from "~/db.server";
import { FOLLOW_CAP, FRIEND_STREAK_WINDOW, friendStreak, SEARCH_LIMIT } from "./rules";

const f = schema.follows;
const back = alias(schema.follows, "back");
const p = schema.userProfiles;
const starts = schema.userChallenges;
const blocks = schema.chatBlocks;

/** What a member shows to others: the rankings' public figures. */
const publicFigures = {
  username: p.username,
  level: p.level,
  rank: p.rank,
  xp: p.xp,
  currentStreak: p.currentStreak,
};

/** A search term as typed: trimmed, at most a username's length. */
export const searchTerm = (q: string | null) => (q ?? "").trim().slice(0, 30);

export const friendsReads = (db: Database, me: MemberId, q: string, now: Date) => {
  // Two UTC days before the window covers every zone's "today" (each member's own day as stored).
  const since = addDays(calendarDay(now, "UTC"), -(FRIEND_STREAK_WINDOW + 2));
  const term = q.toLowerCase();
  return [
    db
      .select({
        ...publicFigures,
        followsBack: sql<number>`${back.followerId} IS NOT NULL`,
      })
      .from(f)
      .innerJoin(p, eq(p.userId, f.followeeId))
      .leftJoin(back, and(eq(back.followerId, f.followeeId), eq(back.followeeId, f.followerId)))
      .where(eq(f.followerId, me))
      .orderBy(asc(sql`lower(${p.username})`))
      .limit(FOLLOW_CAP),
    // For each mutual follow, the days (in the window) on which both completed a challenge.
    db
      .selectDistinct({ username: p.username, day: starts.day })
      .from(f)
      .innerJoin(back, and(eq(back.followerId, f.followeeId), eq(back.followeeId, f.followerId)))
      .innerJoin(p, eq(p.userId, f.followeeId))
      .innerJoin(starts, and(eq(starts.userId, f.followerId), eq(starts.completed, true), gte(starts.day, since)))
      .where(
        and(
          eq(f.followerId, me),
          // Spelled out: the subquery's own alias, and the outer row's day.
          sql`EXISTS (SELECT 1 FROM ${starts} theirs WHERE theirs.user_id = ${f.followeeId} AND theirs.day = ${starts.day} AND theirs.completed = 1)`,
        ),
      ),
    db.select({ timeZone: p.timeZone }).from(p).where(eq(p.userId, me)),
    // A username search: names starting with the term (the lower(username) index's range),
    // never the member, never a member either of them blocks.
    db
      .select({
        ...publicFigures,
        following: sql<number>`EXISTS (SELECT 1 FROM ${f} WHERE ${f.followerId} = ${me} AND ${f.followeeId} = ${p.userId})`,
      })
      .from(p)
      .where(
        and(
          sql`${term} <> ''`,
          sql`lower(${p.username}) >= ${term} AND lower(${p.username}) < ${term + "\uffff"}`,
          sql`${p.userId} <> ${me}`,
          sql`NOT EXISTS (SELECT 1 FROM ${blocks} WHERE (${blocks.blockerId} = ${me} AND ${blocks.blockedId} = ${p.userId})
            OR (${blocks.blockerId} = ${p.userId} AND ${blocks.blockedId} = ${me}))`,
        ),
      )
      .orderBy(asc(sql`lower(${p.username})`))
      .limit(SEARCH_LIMIT),
  ] as const;
};

/** The board from friendsReads' rows: each friend's figures and friend streak, the search's hits. */
export function friendsBoard(
  [following, shared, mine, found]: BatchResponse<ReturnType<typeof friendsReads>>,
  now: Date,
) {
  const today = calendarDay(now, mine[0]?.timeZone);
  const days = new Map<string, string[]>();
  for (const row of shared) days.set(row.username, [...(days.get(row.username) ?? []), row.day]);
  return {
    friends: following.map(({ followsBack, ...friend }) => ({
      ...friend,
      mutual: Boolean(followsBack),
      friendStreak: followsBack ? friendStreak(days.get(friend.username) ?? [], today) : 0,
    })),
    full: following.length >= FOLLOW_CAP,
    found: found.map(({ following, ...hit }) => ({ ...hit, following: Boolean(following) })),
  };
}
