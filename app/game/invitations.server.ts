// 1v1 invitations: one member invites another to one of the challenges; the recipient
// accepts (which starts the battle, within the pair's limit) or declines. Each is one read
// batch at most (inviteReads, in the action's read round trip) and one write batch.
import { and, eq, sql } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import { alias } from "drizzle-orm/sqlite-core";
import { Batch, database, insertSelect, schema, type Database } from "~/db.server";
import type { Env } from "~/env";
import { BATTLE_LIMIT_WINDOW_MS, BATTLES_PER_PAIR } from "./battle";

const profiles = schema.userProfiles;
const invitations = schema.challengeInvitations;
const battles = schema.battleMatches;
const challenges = schema.challenges;

/** What an invitation reads first: the member named (any case) and the challenge, if it is active. */
export const inviteReads = (db: Database, toUsername: string, challengeId: string) =>
  [
    db
      .select({ id: profiles.userId })
      .from(profiles)
      .where(sql`lower(${profiles.username}) = lower(${toUsername.trim()})`),
    db
      .select({ id: challenges.id })
      .from(challenges)
      .where(and(eq(challenges.id, challengeId), eq(challenges.isActive, true))),
  ] as const;

export type InviteOutcome = "sent" | "duplicate" | "no-member" | "self" | "no-challenge";

export async function sendInvitation(
  env: Env,
  userId: string,
  challengeId: string,
  [members, found]: BatchResponse<ReturnType<typeof inviteReads>>,
  now = new Date(),
): Promise<InviteOutcome> {
  const to = members[0]?.id;
  if (!to) return "no-member";
  if (to === userId) return "self";
  if (found.length === 0) return "no-challenge";
  const inserted = await database(env)
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

/** The recipient accepts (creating the battle: sender user1, recipient user2) or declines: one batch. */
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
