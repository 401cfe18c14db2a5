// Battles decided by the ordinary Complete action (decision 072). A completion's read batch
// holds the member's open battles (openBattlesQuery); its write batch decides, in ONE guarded
// UPDATE, every open battle on that challenge the member is in and nobody has won yet, so of
// two racing completions only the one whose batch runs first wins (the same order as their
// rows in activity_log). The winner's XP goes through the one award writer, capped per 24
// hours (decision 042), and the win's 'Victory!' is claimed in the same batch (decision 044).
import { and, eq, gt, isNull, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { schema, type Batch, type Database, type MemberId } from "~/db.server";
import { awardKey } from "./award-keys";
import { addAward, addUnlocks, awardRounds } from "./awards.server";
import type { AchievementRule, UnlockInputs } from "./requirements.server";
import { BATTLE_LIMIT_WINDOW_MS, BATTLE_OPEN_MS, BATTLE_WIN_XP, BATTLE_XP_PER_WINDOW } from "./battle";
import { bonusQuery, claimStatement } from "./victories.server";

const battles = schema.battleMatches;
const challenges = schema.challenges;

/** The member's battles nobody has won yet that are still open: a completion's read. */
export const openBattlesQuery = (db: Database, userId: MemberId, now: Date) =>
  db
    .select({ id: battles.id, challengeId: battles.challengeId, title: challenges.title })
    .from(battles)
    .innerJoin(challenges, eq(challenges.id, battles.challengeId))
    .where(
      and(
        or(eq(battles.user1Id, userId), eq(battles.user2Id, userId)),
        isNull(battles.winnerId),
        gt(battles.createdAt, new Date(now.getTime() - BATTLE_OPEN_MS)),
      ),
    );

export type OpenBattle = Awaited<ReturnType<typeof openBattlesQuery>>[number];

/**
 * The one statement that decides: every open battle on `challengeId` with the member on a
 * side and no winner yet gets this member as its winner, while `claimed` holds (the
 * completion's own award row landed in this batch). `winner_id IS NULL` in the same UPDATE
 * makes the win exactly once, whatever races it.
 */
export function decideStatement(db: Database, userId: string, challengeId: string, claimed: SQL, now: Date) {
  const t = now.getTime();
  const mine = (side: AnyColumn) => sql`${side} = ${userId}`;
  return db
    .update(battles)
    .set({
      winnerId: userId,
      completedAt: now,
      user1Completed: sql`CASE WHEN ${mine(battles.user1Id)} THEN 1 ELSE ${battles.user1Completed} END`,
      user1CompletedAt: sql`CASE WHEN ${mine(battles.user1Id)} THEN ${t} ELSE ${battles.user1CompletedAt} END`,
      user2Completed: sql`CASE WHEN ${mine(battles.user2Id)} THEN 1 ELSE ${battles.user2Completed} END`,
      user2CompletedAt: sql`CASE WHEN ${mine(battles.user2Id)} THEN ${t} ELSE ${battles.user2CompletedAt} END`,
    })
    .where(
      and(
        eq(battles.challengeId, challengeId),
        or(eq(battles.user1Id, userId), eq(battles.user2Id, userId)),
        isNull(battles.winnerId),
        gt(battles.createdAt, new Date(t - BATTLE_OPEN_MS)),
        claimed,
      ),
    );
}

/**
 * Adds to a completion's batch what each battle it may win pays: the winner's XP (under the
 * 24-hour cap), the win's unlocks and its 'Victory!' claim. The reader gives the bonus of each
 * win this batch decided (0 past the cap), for the toasts.
 */
export function addBattleWins(
  db: Database,
  batch: Batch,
  input: {
    userId: string;
    open: readonly OpenBattle[];
    rules: readonly AchievementRule[];
    inputs: UnlockInputs;
    xp: number;
    now: Date;
  },
) {
  const { userId, open, now } = input;
  if (open.length === 0) return () => [] as number[];
  const t = now.getTime();
  const rounds = awardRounds(input.rules, input.inputs, {
    xp: input.xp + BATTLE_WIN_XP * open.length,
    challengeCount: 1,
    battlesWon: open.length,
    battleWinRun: open.length,
  });
  for (const b of open) {
    const wonNow = sql`EXISTS (SELECT 1 FROM ${battles} WHERE ${battles.id} = ${b.id} AND ${battles.winnerId} = ${userId} AND ${battles.completedAt} = ${t})`;
    addAward(
      db,
      batch,
      {
        userId,
        key: awardKey.battle(b.id),
        type: "battle_won",
        xp: BATTLE_WIN_XP,
        description: `Won a battle: ${b.title}`,
      },
      { when: sql`${wonNow} AND ${battleXpUnderLimit(userId, t)}`, rounds, now: t },
    );
  }
  // A win counts toward the battle achievements even past the XP limit (no award row then).
  addUnlocks(db, batch, { userId, claim: crypto.randomUUID(), rounds, now: t });
  const claimed = batch.add(
    claimStatement(
      db,
      userId,
      open.map((b) => b.id),
      now,
      now,
    ),
  );
  const bonuses = open.map((b) => ({ id: b.id, bonus: batch.add(bonusQuery(db, userId, b.id)) }));
  return () => {
    const won = new Set(claimed().map((r) => r.id));
    return bonuses.filter((b) => won.has(b.id)).map((b) => b.bonus()[0]?.xp ?? 0);
  };
}

/** The member has earned less than BATTLE_XP_PER_WINDOW battle XP in the last 24 hours, this win included. */
function battleXpUnderLimit(userId: string, now: number) {
  const log = schema.activityLog;
  const earned = sql`(SELECT coalesce(sum(${log.xpEarned}), 0) FROM ${log}
    WHERE ${log.userId} = ${userId} AND ${log.createdAt} > ${now - BATTLE_LIMIT_WINDOW_MS} AND ${log.activityType} = ${"battle_won"})`;
  return sql`${earned} + ${BATTLE_WIN_XP} <= ${BATTLE_XP_PER_WINDOW}`;
}
