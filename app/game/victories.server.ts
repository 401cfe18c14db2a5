// The winner's 'Victory!' when they were away: the first finisher wins, so the battle is
// decided by the other side's later finish, and the winner hears of it when they next open
// the app (the member home or /progress). Each victory is shown once: the battle's
// winner_seen_at, set by a single guarded UPDATE, so two racing page loads show it once
// between them (docs/decisions/044-toast-lists-and-victory-once.md). A finish that decides a
// win for its own member claims it in its write batch (battles.server.ts).
import { and, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import { database, schema, type Database, type MemberId } from "~/db.server";
import type { Env } from "~/env";
import type { Toast } from "~/toast/toast";
import { awardKey } from "./award-keys";
import { victoryToast } from "./messages";

const battles = schema.battleMatches;
const log = schema.activityLog;

/** Victories older than this are not announced any more (nor those from before this existed, once a week has passed). */
export const VICTORY_NEWS_DAYS = 7;
/** At most this many at once; the rest wait for the next page. */
const VICTORY_NEWS_MAX = 3;
const DAY_MS = 86_400_000;

/** The member's recent wins nobody has shown them yet, with the bonus the award writer paid
 * (`userId` may be SQL naming the viewer: the root loader reads it in the viewer's batch, decision 045). */
export const unseenQuery = (db: Database, userId: MemberId, now: Date) =>
  db
    .select({ id: battles.id, xp: log.xpEarned })
    .from(battles)
    .leftJoin(log, and(eq(log.userId, userId), eq(log.awardKey, sql`${awardKey.battle("")} || ${battles.id}`)))
    .where(
      and(
        or(
          and(eq(battles.user1Id, userId), eq(battles.winnerId, userId)),
          and(eq(battles.user2Id, userId), eq(battles.winnerId, userId)),
        ),
        gt(battles.completedAt, new Date(now.getTime() - VICTORY_NEWS_DAYS * DAY_MS)),
        isNull(battles.winnerSeenAt),
      ),
    )
    .orderBy(battles.completedAt)
    .limit(VICTORY_NEWS_MAX);

/**
 * Marks the member's wins as shown (`decidedAt`: only a win this very batch decided); its
 * rows are the battles this statement marked (a racing call gets none of them).
 */
export const claimStatement = (
  db: Database,
  userId: string,
  battleIds: readonly number[],
  now: Date,
  decidedAt?: Date,
) =>
  db
    .update(battles)
    .set({ winnerSeenAt: now })
    .where(
      and(
        inArray(battles.id, [...battleIds]),
        eq(battles.winnerId, userId),
        isNull(battles.winnerSeenAt),
        decidedAt ? eq(battles.completedAt, decidedAt) : undefined,
      ),
    )
    .returning({ id: battles.id });

/** The bonus the award writer paid the member for one battle (no row when none was). */
export const bonusQuery = (db: Database, userId: string, battleId: number) =>
  db
    .select({ xp: log.xpEarned })
    .from(log)
    .where(and(eq(log.userId, userId), eq(log.awardKey, awardKey.battle(battleId))));

/**
 * 'Victory!' toasts for the member's recent wins they have not seen, each once. A read
 * first (nothing to write on almost every page load), then the claim only when there is news.
 */
export async function victoriesToShow(
  env: Env,
  userId: string,
  unseen: Awaited<ReturnType<typeof unseenQuery>>,
  now = new Date(),
): Promise<Toast[]> {
  if (unseen.length === 0) return [];
  const rows = await claimStatement(
    database(env),
    userId,
    unseen.map((b) => b.id),
    now,
  );
  const claimed = new Set(rows.map((r) => r.id));
  return unseen.filter((b) => claimed.has(b.id)).map((b) => victoryToast(b.xp ?? 0));
}
