// 1v1s: finding a member, invitations and battles. The winner's XP goes through the one
// award writer (awards.server.ts), in the same D1 batch as the completion that settles it.
import { and, desc, eq, inArray, isNull, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { DELETED_MEMBER } from "../../db/constants";
import { Batch, database, insertSelect, schema, type Database, type MemberId } from "~/db.server";
import type { Env } from "~/env";
import { AWARD_KEY_PREFIX, awardKey } from "./award-keys";
import {
  achievementRulesQuery,
  addAward,
  addUnlocks,
  awardRounds,
  readUnlockInputs,
  unlockInputQueries,
} from "./awards.server";
import {
  BATTLE_LIMIT_WINDOW_MS,
  BATTLE_WIN_XP,
  BATTLE_XP_PER_WINDOW,
  BATTLES_PER_PAIR,
  battleState,
  type BattleView,
} from "./battle";

const profiles = schema.userProfiles;
const invitations = schema.challengeInvitations;
const battles = schema.battleMatches;
const challenges = schema.challenges;

export const SEARCH_LIMIT = 10;
const LIST_LIMIT = 20;
const INBOX_LIMIT = 50;

// ------------------------------------------------------------------ who is on the other side

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

/** Both sides of a battle and how far each got: what battleState reads. */
const SIDES = {
  user1Id: battles.user1Id,
  user2Id: battles.user2Id,
  user1At: battles.user1CompletedAt,
  user2At: battles.user2CompletedAt,
  winnerId: battles.winnerId,
};

/** The battle winner rule of battle.ts (battleWinner) as SQL. */
const WINNER = sql`CASE WHEN ${battles.user1CompletedAt} <= ${battles.user2CompletedAt} THEN ${battles.user1Id} ELSE ${battles.user2Id} END`;

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
      opponent: opponent.name,
      ...SIDES,
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

/** A battle as the member's list shows it. */
export function boardBattle(row: Awaited<ReturnType<typeof battlesQuery>>[number], userId: string) {
  return {
    id: row.id,
    challenge: row.challenge,
    opponent: row.opponent,
    state: battleState(row, userId),
    bonus: Boolean(row.bonus),
  };
}

export type BoardBattle = ReturnType<typeof boardBattle>;

// ------------------------------------------------------------------ members and invitations

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

export type InviteOutcome = "sent" | "duplicate" | "no-member" | "self" | "no-challenge";

export async function sendInvitation(
  env: Env,
  userId: string,
  toUsername: string,
  challengeId: string,
  now = new Date(),
): Promise<InviteOutcome> {
  const db = database(env);
  const [members, found] = await db.batch([
    db
      .select({ id: profiles.userId })
      .from(profiles)
      .where(sql`lower(${profiles.username}) = lower(${toUsername.trim()})`),
    db
      .select({ id: challenges.id })
      .from(challenges)
      .where(and(eq(challenges.id, challengeId), eq(challenges.isActive, true))),
  ]);
  const to = members[0]?.id;
  if (!to) return "no-member";
  if (to === userId) return "self";
  if (found.length === 0) return "no-challenge";
  const inserted = await db
    .insert(invitations)
    .values({ fromUserId: userId, toUserId: to, challengeId, status: "pending", createdAt: now })
    .onConflictDoNothing()
    .returning({ id: invitations.id });
  return inserted.length === 1 ? "sent" : "duplicate";
}

export type AnswerOutcome = "accepted" | "declined" | "not-pending" | "not-found" | "pair-limit";

const pairBattles = alias(battles, "pb");

/**
 * The invitation's two members have started fewer than BATTLES_PER_PAIR battles with each
 * other (either way round) in the last 24 hours: checked inside the accepting statement, so
 * two racing accepts of two invitations cannot both pass it.
 */
function pairUnderLimit(now: number) {
  const pair = sql`((${pairBattles.user1Id} = ${invitations.fromUserId} AND ${pairBattles.user2Id} = ${invitations.toUserId})
    OR (${pairBattles.user1Id} = ${invitations.toUserId} AND ${pairBattles.user2Id} = ${invitations.fromUserId}))`;
  return sql`(SELECT COUNT(*) FROM ${battles} ${pairBattles} WHERE ${pair} AND ${pairBattles.createdAt} > ${now - BATTLE_LIMIT_WINDOW_MS}) < ${BATTLES_PER_PAIR}`;
}

/** The recipient accepts (creating the battle: sender user1, recipient user2) or declines. */
export async function answerInvitation(
  env: Env,
  userId: string,
  invitationId: number,
  accept: boolean,
  now = new Date(),
): Promise<AnswerOutcome> {
  const db = database(env);
  const mine = and(eq(invitations.id, invitationId), eq(invitations.toUserId, userId));
  const batch = new Batch();
  const changed = batch.add(
    db
      .update(invitations)
      .set({ status: accept ? "accepted" : "rejected" })
      .where(and(mine, eq(invitations.status, "pending"), accept ? pairUnderLimit(now.getTime()) : undefined))
      .returning({ id: invitations.id }),
  );
  if (accept) {
    batch.add(
      insertSelect(
        db,
        battles,
        {
          invitationId: invitations.id,
          challengeId: invitations.challengeId,
          user1Id: invitations.fromUserId,
          user2Id: invitations.toUserId,
          createdAt: now.getTime(),
        },
        sql`FROM ${invitations} WHERE ${and(mine, eq(invitations.status, "accepted"))}`,
      ).onConflictDoNothing({ target: battles.invitationId }),
    );
  }
  const found = batch.add(db.select({ status: invitations.status }).from(invitations).where(mine));
  await batch.run(db);
  const [row] = found();
  if (!row) return "not-found";
  if (changed().length === 1) return accept ? "accepted" : "declined";
  return accept && row.status === "pending" ? "pair-limit" : "not-pending";
}

// ------------------------------------------------------------------ battles

export type BattleOutcome = "not-found" | "already-finished" | BattleView;

/** One side marks its own completion; the second completion settles the winner once. */
export async function finishBattle(
  env: Env,
  userId: string,
  battleId: number,
  now = new Date(),
): Promise<BattleOutcome> {
  const db = database(env);
  const [battle] = await db
    .select({ ...SIDES, title: challenges.title })
    .from(battles)
    .innerJoin(challenges, eq(challenges.id, battles.challengeId))
    .where(eq(battles.id, battleId));
  if (!battle || (battle.user1Id !== userId && battle.user2Id !== userId)) return "not-found";
  const mineAt = battle.user1Id === userId ? battle.user1At : battle.user2At;
  if (mineAt !== null || battle.winnerId) return "already-finished";

  const [rules, stats1, held1, stats2, held2] = await db.batch([
    achievementRulesQuery(db),
    ...unlockInputQueries(db, battle.user1Id),
    ...unlockInputQueries(db, battle.user2Id),
  ]);
  const t = now.getTime();
  const batch = new Batch();
  // The second completion is stored strictly after the first, so "earlier" is never a tie.
  const marked = [
    [SIDE_1, SIDE_2],
    [SIDE_2, SIDE_1],
  ].map(([mine, theirs]) =>
    batch.add(
      db
        .update(battles)
        .set(mine.mark(sql`CASE WHEN ${theirs.at} >= ${t} THEN ${theirs.at} + 1 ELSE ${t} END`))
        .where(and(eq(battles.id, battleId), eq(mine.id, userId), eq(mine.done, false), isNull(battles.winnerId)))
        .returning({ id: battles.id }),
    ),
  );
  batch.add(
    db
      .update(battles)
      .set({ winnerId: WINNER, completedAt: now })
      .where(
        and(
          eq(battles.id, battleId),
          isNull(battles.winnerId),
          eq(battles.user1Completed, true),
          eq(battles.user2Completed, true),
        ),
      ),
  );
  for (const [winner, stats, held] of [
    [battle.user1Id, stats1, held1],
    [battle.user2Id, stats2, held2],
  ] as const) {
    addAward(
      db,
      batch,
      {
        userId: winner,
        key: awardKey.battle(battleId),
        type: "battle_won",
        xp: BATTLE_WIN_XP,
        description: `Won a battle: ${battle.title}`,
      },
      {
        when: sql`EXISTS (SELECT 1 FROM ${battles} WHERE ${battles.id} = ${battleId} AND ${battles.winnerId} = ${winner})
          AND ${battleXpUnderLimit(winner, t)}`,
        rounds: awardRounds(rules, readUnlockInputs(stats, held), { xp: BATTLE_WIN_XP }),
        now: t,
      },
    );
    // A win counts toward the battle achievements even past the XP limit (no award row then).
    addUnlocks(db, batch, {
      userId: winner,
      claim: crypto.randomUUID(),
      rounds: awardRounds(rules, readUnlockInputs(stats, held), { xp: BATTLE_WIN_XP, battlesWon: 1, battleWinRun: 1 }),
      now: t,
    });
  }
  const final = batch.add(db.select(SIDES).from(battles).where(eq(battles.id, battleId)));
  await batch.run(db);
  if (marked.every((m) => m().length === 0)) return "already-finished";
  const [after] = final();
  return after ? battleState(after, userId) : "not-found";
}

/** The member has earned less than BATTLE_XP_PER_WINDOW battle XP in the last 24 hours, this win included. */
function battleXpUnderLimit(userId: string, now: number) {
  const log = schema.activityLog;
  const earned = sql`(SELECT coalesce(sum(${log.xpEarned}), 0) FROM ${log}
    WHERE ${log.userId} = ${userId} AND ${log.createdAt} > ${now - BATTLE_LIMIT_WINDOW_MS} AND ${log.activityType} = ${"battle_won"})`;
  return sql`${earned} + ${BATTLE_WIN_XP} <= ${BATTLE_XP_PER_WINDOW}`;
}

/** Each side's columns, so one statement serves either side. */
const SIDE_1 = {
  id: battles.user1Id,
  done: battles.user1Completed,
  at: battles.user1CompletedAt,
  mark: (at: SQL) => ({ user1Completed: true, user1CompletedAt: at }),
};
const SIDE_2 = {
  id: battles.user2Id,
  done: battles.user2Completed,
  at: battles.user2CompletedAt,
  mark: (at: SQL) => ({ user2Completed: true, user2CompletedAt: at }),
};
