// The battles' lists on /progress: the inbox, the invitations sent, the member's battles
// (each naming the other side as the viewer sees them), and the member search to invite from.
import { and, desc, eq, inArray, or, sql, type AnyColumn } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { DELETED_MEMBER } from "../../db/constants";
import { database, schema, type Database, type MemberId } from "~/db.server";
import type { Env } from "~/env";
import { AWARD_KEY_PREFIX } from "./award-keys";
import { battleState } from "./battle";

const profiles = schema.userProfiles;
const invitations = schema.challengeInvitations;
const battles = schema.battleMatches;
const challenges = schema.challenges;

export const SEARCH_LIMIT = 10;
const LIST_LIMIT = 20;
const INBOX_LIMIT = 50;

const other = alias(profiles, "other");

/**
 * The other member of a pair (a battle's sides, an invitation's ends) as `me` sees them:
 * by username, or as 'Deleted member' once their profile is gone. `join` goes in a
 * leftJoin; `name` in the select.
 */
export function otherMember(me: MemberId, one: AnyColumn, two: AnyColumn) {
  return {
    join: [other, eq(other.userId, sql`CASE WHEN ${one} = ${me} THEN ${two} ELSE ${one} END`)] as const,
    name: sql<string>`coalesce(${other.username}, ${DELETED_MEMBER})`.as("other_member"),
  };
}

// ------------------------------------------------------------------ the /progress lists

/** Invitations waiting for the member's answer, newest first. */
export const inboxQuery = (db: Database, userId: MemberId) =>
  db
    .select({ id: invitations.id, challenge: challenges.title, member: profiles.username, status: invitations.status })
    .from(invitations)
    .innerJoin(challenges, eq(challenges.id, invitations.challengeId))
    .innerJoin(profiles, eq(profiles.userId, invitations.fromUserId))
    .where(and(eq(invitations.toUserId, userId), eq(invitations.status, "pending")))
    .orderBy(desc(invitations.id))
    .limit(INBOX_LIMIT);

/** Invitations the member sent that are still open or became a battle, newest first. */
export const sentQuery = (db: Database, userId: MemberId) =>
  db
    .select({ id: invitations.id, challenge: challenges.title, member: profiles.username, status: invitations.status })
    .from(invitations)
    .innerJoin(challenges, eq(challenges.id, invitations.challengeId))
    .innerJoin(profiles, eq(profiles.userId, invitations.toUserId))
    .where(and(eq(invitations.fromUserId, userId), inArray(invitations.status, ["pending", "accepted"])))
    .orderBy(desc(invitations.id))
    .limit(LIST_LIMIT);

export type BoardInvitation = Awaited<ReturnType<typeof inboxQuery>>[number];

/** The member's battles, unfinished first, newest first. */
export const battlesQuery = (db: Database, userId: MemberId) => {
  const opponent = otherMember(userId, battles.user1Id, battles.user2Id);
  return db
    .select({
      id: battles.id,
      challenge: challenges.title,
      challengeId: battles.challengeId,
      opponent: opponent.name,
      challenger: battles.user1Id,
      winnerId: battles.winnerId,
      createdAt: battles.createdAt,
      // The win's XP was paid (not past the daily battle XP limit).
      bonus: sql<number>`EXISTS (SELECT 1 FROM ${schema.activityLog} WHERE ${schema.activityLog.userId} = ${userId}
        AND ${schema.activityLog.awardKey} = ${AWARD_KEY_PREFIX.battle} || ${battles.id})`,
    })
    .from(battles)
    .innerJoin(challenges, eq(challenges.id, battles.challengeId))
    .leftJoin(...opponent.join)
    .where(or(eq(battles.user1Id, userId), eq(battles.user2Id, userId)))
    .orderBy(sql`${battles.winnerId} IS NOT NULL`, desc(battles.id))
    .limit(LIST_LIMIT);
};

/** A battle as the member's list shows it: who challenged whom, on what, and who won. */
export function boardBattle(row: Awaited<ReturnType<typeof battlesQuery>>[number], userId: string, now: Date) {
  return {
    id: row.id,
    challenge: row.challenge,
    challengeId: row.challengeId,
    opponent: row.opponent,
    challengedByMe: row.challenger === userId,
    state: battleState(row, userId, now),
    bonus: Boolean(row.bonus),
  };
}

export type BoardBattle = ReturnType<typeof boardBattle>;

// ------------------------------------------------------------------ the member search

/**
 * Members whose username contains `query` (any case), never the searcher, at most 10.
 * The match reads only the lowercase-name index (instr, no pattern to escape); the searcher
 * is left out here rather than in SQL, which would look up every member's row (decision 028).
 */
export async function searchMembers(env: Env, userId: string, query: string) {
  return query.trim() ? searchResults(await searchQuery(database(env), query), userId) : [];
}

/** The search's read, for a page's batch (run it only for a query with something in it). */
export const searchQuery = (db: Database, query: string) =>
  db
    .select({ userId: profiles.userId, username: profiles.username, level: profiles.level })
    .from(profiles)
    .where(sql`instr(lower(${profiles.username}), ${query.trim().toLowerCase()}) > 0`)
    .orderBy(sql`lower(${profiles.username})`)
    .limit(SEARCH_LIMIT + 1);

export function searchResults(rows: { userId: string; username: string; level: number }[], userId: string) {
  return rows
    .filter((r) => r.userId !== userId)
    .slice(0, SEARCH_LIMIT)
    .map(({ username, level }) => ({ username, level }));
}
