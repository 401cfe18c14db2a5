// 1v1 invitations: one member invites another to one of today's challenges that neither has
// completed yet (decision 072); the recipient accepts (which starts the battle, within the
// pair's limit and while neither has completed it) or declines. Each is one read batch (in
// the action's read round trip) and one write batch.
import { and, eq, gte, sql, type SQL } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import { alias } from "drizzle-orm/sqlite-core";
import { DELETED_MEMBER } from "../../db/constants";
import { dayOf, memberDay, type ZoneHints } from "~/calendar/days";
import { Batch, database, insertSelect, schema, type Database, type MemberId } from "~/db.server";
import type { Env } from "~/env";
import { BATTLE_LIMIT_WINDOW_MS, BATTLES_PER_PAIR, battleRefusal, type BattleRefusal } from "./battle";
import { dailyFive } from "./daily";
import { activeChallengesQuery, earliestToday, gameDay } from "./day.server";
import { profileQuery } from "./profile.server";

const profiles = schema.userProfiles;
const invitations = schema.challengeInvitations;
const battles = schema.battleMatches;
const challenges = schema.challenges;

const starts = schema.userChallenges;

/** The named member (any case) as a battle reads them: their id, their day and where to mail them. */
const namedMember = (db: Database, toUsername: string) =>
  db
    .select({
      id: profiles.userId,
      username: profiles.username,
      timeZone: profiles.timeZone,
      lastActivityDate: profiles.lastActivityDate,
      battleMails: profiles.battleMails,
      email: schema.user.email,
    })
    .from(profiles)
    .innerJoin(schema.user, eq(schema.user.id, profiles.userId))
    .where(sql`lower(${profiles.username}) = lower(${toUsername.trim()})`);

/** Who of `members` completed `challengeId` on a day that can still be today somewhere (each side's own day is picked after). */
const completedBy = (db: Database, challengeId: string | SQL, members: SQL, now: Date) =>
  db
    .select({ userId: starts.userId, day: starts.day })
    .from(starts)
    .where(
      and(
        sql`${starts.userId} IN ${members}`,
        eq(starts.challengeId, challengeId),
        eq(starts.completed, true),
        gte(starts.day, earliestToday(now)),
      ),
    );

/** What an invitation reads first: the member named, the inviter's day and today's pool, and who already completed the challenge. */
export const inviteReads = (db: Database, me: MemberId, toUsername: string, challengeId: string, now = new Date()) =>
  [
    namedMember(db, toUsername),
    profileQuery(db, me),
    activeChallengesQuery(db),
    completedBy(
      db,
      challengeId,
      sql`(${me}, (SELECT ${profiles.userId} FROM ${profiles} WHERE lower(${profiles.username}) = lower(${toUsername.trim()})))`,
      now,
    ),
    db.select({ username: profiles.username }).from(profiles).where(eq(profiles.userId, me)),
  ] as const;

/** A member's day from what their profile stores (their own zone, never before the last day they played). */
const storedDay = (p: { timeZone: string | null; lastActivityDate: string | null }, now: Date) =>
  memberDay(now, p.timeZone, p.lastActivityDate);

/** Who to mail about a new invitation, and what to tell them. */
export type InvitationMail = { to: string; name: string; from: string; challenge: string };

export type InviteOutcome =
  | { kind: "sent"; mail: InvitationMail | null }
  | { kind: "duplicate" | "no-member" | "self" | "no-challenge" }
  | { kind: "refused"; why: BattleRefusal; title: string; member: string };

/**
 * Sends an invitation to one of today's challenges that neither member has completed yet
 * (decision 072). Answers who to mail (the invitee, unless they turned battle mails off).
 */
export async function sendInvitation(
  env: Env,
  hints: ZoneHints,
  userId: string,
  challengeId: string,
  [members, me, active, done, mine]: BatchResponse<ReturnType<typeof inviteReads>>,
  now = new Date(),
): Promise<InviteOutcome> {
  const to = members[0];
  if (!to) return { kind: "no-member" };
  if (to.id === userId) return { kind: "self" };
  const challenge = active.find((c) => c.id === challengeId);
  if (!challenge) return { kind: "no-challenge" };
  const { today, five } = gameDay(userId, hints, me[0], active, now);
  const theirDay = storedDay(to, now);
  const why = battleRefusal({
    inFive: five.some((c) => c.id === challengeId),
    mineDone: done.some((d) => d.userId === userId && d.day === today),
    theirsDone: done.some((d) => d.userId === to.id && d.day === theirDay),
  });
  if (why) return { kind: "refused", why, title: challenge.title, member: to.username };
  const inserted = await database(env)
    .insert(invitations)
    .values({ fromUserId: userId, toUserId: to.id, challengeId, status: "pending", createdAt: now })
    .onConflictDoNothing()
    .returning({ id: invitations.id });
  if (inserted.length === 0) return { kind: "duplicate" };
  const from = mine[0]?.username ?? "A member";
  return {
    kind: "sent",
    mail: to.battleMails ? { to: to.email, name: to.username, from, challenge: challenge.title } : null,
  };
}

export type AnswerOutcome =
  | "accepted"
  | "declined"
  | "not-pending"
  | "not-found"
  | "pair-limit"
  | { refused: BattleRefusal; title: string; member: string };

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

const sides = (invitationId: number) =>
  sql`(SELECT ${invitations.fromUserId} FROM ${invitations} WHERE ${invitations.id} = ${invitationId}
    UNION ALL SELECT ${invitations.toUserId} FROM ${invitations} WHERE ${invitations.id} = ${invitationId})`;

/** What answering reads first: the invitation, both members' days, today's pool and who already completed its challenge. */
export const answerReads = (db: Database, me: MemberId, invitationId: number, now = new Date()) =>
  [
    db
      .select({
        fromUserId: invitations.fromUserId,
        challengeId: invitations.challengeId,
        title: challenges.title,
        from: profiles.username,
      })
      .from(invitations)
      .innerJoin(challenges, eq(challenges.id, invitations.challengeId))
      .leftJoin(profiles, eq(profiles.userId, invitations.fromUserId))
      .where(and(eq(invitations.id, invitationId), eq(invitations.toUserId, me))),
    db
      .select({ userId: profiles.userId, timeZone: profiles.timeZone, lastActivityDate: profiles.lastActivityDate })
      .from(profiles)
      .where(sql`${profiles.userId} IN ${sides(invitationId)}`),
    activeChallengesQuery(db),
    completedBy(
      db,
      sql`(SELECT ${invitations.challengeId} FROM ${invitations} WHERE ${invitations.id} = ${invitationId})`,
      sides(invitationId),
      now,
    ),
  ] as const;

/**
 * The recipient accepts (creating the battle: sender user1, recipient user2) or declines: one
 * batch. A battle starts only on one of the recipient's today's five that neither member has
 * completed on their day: checked from the read, and again inside the accepting statement so a
 * completion racing the accept cannot slip in between.
 */
export async function answerInvitation(
  env: Env,
  hints: ZoneHints,
  userId: string,
  invitationId: number,
  accept: boolean,
  [found, days, active, done]: BatchResponse<ReturnType<typeof answerReads>>,
  now = new Date(),
): Promise<AnswerOutcome> {
  const db = database(env);
  const invitation = found[0];
  if (!invitation) return "not-found";
  const dayOfMember = (id: string) => {
    const p = days.find((d) => d.userId === id);
    return id === userId ? dayOf(hints, p, now).today : storedDay(p ?? { timeZone: null, lastActivityDate: null }, now);
  };
  const myDay = dayOfMember(userId);
  const theirDay = dayOfMember(invitation.fromUserId);
  if (accept) {
    const why = battleRefusal({
      inFive: dailyFive(active, myDay).some((c) => c.id === invitation.challengeId),
      mineDone: done.some((d) => d.userId === userId && d.day === myDay),
      theirsDone: done.some((d) => d.userId === invitation.fromUserId && d.day === theirDay),
    });
    if (why) return { refused: why, title: invitation.title, member: invitation.from ?? DELETED_MEMBER };
  }
  const mine = and(eq(invitations.id, invitationId), eq(invitations.toUserId, userId));
  const notDone = sql`NOT EXISTS (SELECT 1 FROM ${starts} WHERE ${starts.challengeId} = ${invitations.challengeId}
    AND ${starts.completed} = 1
    AND ((${starts.userId} = ${invitations.toUserId} AND ${starts.day} = ${myDay})
      OR (${starts.userId} = ${invitations.fromUserId} AND ${starts.day} = ${theirDay})))`;
  const batch = new Batch();
  const changed = batch.add(
    db
      .update(invitations)
      .set({ status: accept ? "accepted" : "rejected" })
      .where(
        and(mine, eq(invitations.status, "pending"), accept ? and(pairUnderLimit(now.getTime()), notDone) : undefined),
      )
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
  const state = batch.add(
    db
      .select({ status: invitations.status, notDone: sql<number>`${notDone}` })
      .from(invitations)
      .where(mine),
  );
  await batch.run(db);
  const [row] = state();
  if (!row) return "not-found";
  if (changed().length === 1) return accept ? "accepted" : "declined";
  if (accept && row.status === "pending") {
    // Still pending: a completion that landed since the read, or the pair's limit.
    return row.notDone
      ? "pair-limit"
      : { refused: "they-did-it", title: invitation.title, member: invitation.from ?? DELETED_MEMBER };
  }
  return "not-pending";
}
