// Finishing a 1v1: each side marks its own completion, and the second completion settles the
// winner once. The action reads the battle and both sides' unlock inputs in its read batch
// (finishReads), then writes one batch: the marks, the winner, the winner's XP through the one
// award writer (awards.server.ts), the win's unlocks, and the finisher's own 'Victory!' claim.
import { and, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import { Batch, database, schema, type Database } from "~/db.server";
import type { Env } from "~/env";
import { awardKey } from "./award-keys";
import {
  achievementRulesQuery,
  addAward,
  addUnlocks,
  awardRounds,
  readUnlockInputs,
  unlockInputQueries,
} from "./awards.server";
import { BATTLE_LIMIT_WINDOW_MS, BATTLE_WIN_XP, BATTLE_XP_PER_WINDOW, battleState, type BattleView } from "./battle";
import { SIDES } from "./battle-lists.server";
import { bonusQuery, claimStatement } from "./victories.server";

const battles = schema.battleMatches;
const challenges = schema.challenges;

/** The battle winner rule of battle.ts (battleWinner) as SQL. */
const WINNER = sql`CASE WHEN ${battles.user1CompletedAt} <= ${battles.user2CompletedAt} THEN ${battles.user1Id} ELSE ${battles.user2Id} END`;

/** A side of the battle as SQL: its member's id, for reads made before the battle is known. */
const sideOf = (battleId: number, side: typeof battles.user1Id | typeof battles.user2Id) =>
  sql<string>`(select ${side} from ${battles} where ${battles.id} = ${battleId})`;

/** What finishing reads first: the battle, the achievements' rules and each side's unlock inputs. */
export const finishReads = (db: Database, battleId: number) =>
  [
    db
      .select({ ...SIDES, title: challenges.title })
      .from(battles)
      .innerJoin(challenges, eq(challenges.id, battles.challengeId))
      .where(eq(battles.id, battleId)),
    achievementRulesQuery(db),
    ...unlockInputQueries(db, sideOf(battleId, battles.user1Id)),
    ...unlockInputQueries(db, sideOf(battleId, battles.user2Id)),
  ] as const;

export type BattleOutcome = "not-found" | "already-finished" | BattleView;

/** What finishing did, and (when it decided a win for the finisher) whether they see its Victory! now, with its bonus. */
export type Finish = { outcome: BattleOutcome; victory: { shown: boolean; bonus: number } | null };

/** One side marks its own completion; the second completion settles the winner once. */
export async function finishBattle(
  env: Env,
  userId: string,
  battleId: number,
  [found, rules, stats1, held1, stats2, held2]: BatchResponse<ReturnType<typeof finishReads>>,
  now = new Date(),
): Promise<Finish> {
  const battle = found[0];
  if (!battle || (battle.user1Id !== userId && battle.user2Id !== userId))
    return { outcome: "not-found", victory: null };
  const mineAt = battle.user1Id === userId ? battle.user1At : battle.user2At;
  if (mineAt !== null || battle.winnerId) return { outcome: "already-finished", victory: null };

  const db = database(env);
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
    const inputs = readUnlockInputs(stats, held);
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
        rounds: awardRounds(rules, inputs, { xp: BATTLE_WIN_XP }),
        now: t,
      },
    );
    // A win counts toward the battle achievements even past the XP limit (no award row then).
    addUnlocks(db, batch, {
      userId: winner,
      claim: crypto.randomUUID(),
      rounds: awardRounds(rules, inputs, { xp: BATTLE_WIN_XP, battlesWon: 1, battleWinRun: 1 }),
      now: t,
    });
  }
  const final = batch.add(db.select(SIDES).from(battles).where(eq(battles.id, battleId)));
  // Should this finish decide the battle for this member, its 'Victory!' is the one they see
  // (the mark keeps the next page from repeating it; a racing page load may show it instead).
  const claimed = batch.add(claimStatement(db, userId, [battleId], now, now));
  const bonus = batch.add(bonusQuery(db, userId, battleId));
  await batch.run(db);
  if (marked.every((m) => m().length === 0)) return { outcome: "already-finished", victory: null };
  const [after] = final();
  const outcome = after ? battleState(after, userId) : "not-found";
  if (outcome !== "won") return { outcome, victory: null };
  return { outcome, victory: { shown: claimed().length > 0, bonus: bonus()[0]?.xp ?? 0 } };
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
