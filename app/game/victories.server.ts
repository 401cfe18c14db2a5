// The winner's 'Victory!' when they were away: the first finisher wins, so the battle is
// decided by the other side's later finish, and the winner hears of it when they next open
// the app (the member home or /progress). Each victory is shown once: a one-time marker,
// claimed by a single INSERT ... ON CONFLICT DO NOTHING, so two racing page loads show it
// once between them (docs/decisions/044-toast-lists-and-victory-once.md).
import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import { database, schema, type Database, type MemberId } from "~/db.server";
import type { Env } from "~/env";
import type { Toast } from "~/toast/toast";
import { awardKey } from "./award-keys";
import { victoryToast } from "./messages";

const battles = schema.battleMatches;
const log = schema.activityLog;
const marks = schema.verification;

/** Victories older than this are not announced any more (nor those from before this existed, once a week has passed). */
export const VICTORY_NEWS_DAYS = 7;
/** At most this many at once; the rest wait for the next page. */
const VICTORY_NEWS_MAX = 3;
const MARK_PREFIX = "victory-seen:";
const DAY_MS = 86_400_000;

/** The marker for one battle's victory (one winner per battle), in better-auth's one-time-token table. */
export const victoryMark = (battleId: number) => `${MARK_PREFIX}${battleId}`;

const markId = sql<string>`${MARK_PREFIX} || ${battles.id}`;

/** The member's recent wins nobody has shown them yet, with the bonus the award writer paid
 * (`userId` may be SQL naming the viewer: the root loader reads it in the viewer's batch, decision 045). */
export const unseenQuery = (db: Database, userId: MemberId, now: Date) =>
  db
    .select({ id: battles.id, xp: log.xpEarned })
    .from(battles)
    .leftJoin(marks, eq(marks.id, markId))
    .leftJoin(log, and(eq(log.userId, userId), eq(log.awardKey, sql`${awardKey.battle("")} || ${battles.id}`)))
    .where(
      and(
        or(
          and(eq(battles.user1Id, userId), eq(battles.winnerId, userId)),
          and(eq(battles.user2Id, userId), eq(battles.winnerId, userId)),
        ),
        gt(battles.completedAt, new Date(now.getTime() - VICTORY_NEWS_DAYS * DAY_MS)),
        isNull(marks.id),
      ),
    )
    .orderBy(battles.completedAt)
    .limit(VICTORY_NEWS_MAX);

/** Claims the markers; returns the battles this call claimed (a racing call gets none of them). */
async function claim(db: Database, userId: string, battleIds: readonly number[], now: Date) {
  if (battleIds.length === 0) return [];
  const expiresAt = new Date(now.getTime() + 2 * VICTORY_NEWS_DAYS * DAY_MS);
  const rows = await db
    .insert(marks)
    .values(
      battleIds.map((id) => ({
        id: victoryMark(id),
        identifier: victoryMark(id),
        value: userId,
        expiresAt,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing({ target: marks.id })
    .returning({ id: marks.id });
  const claimed = new Set(rows.map((r) => r.id));
  return battleIds.filter((id) => claimed.has(victoryMark(id)));
}

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
  const db = database(env);
  const claimed = new Set(
    await claim(
      db,
      userId,
      unseen.map((b) => b.id),
      now,
    ),
  );
  return unseen.filter((b) => claimed.has(b.id)).map((b) => victoryToast(b.xp ?? 0));
}

/**
 * The finish that decided a battle in the member's favour shows its own 'Victory!': it
 * claims the marker too, so the next page does not repeat it. False when it was shown already.
 */
export async function claimVictory(env: Env, userId: string, battleId: number, now = new Date()) {
  const [claimed] = await claim(database(env), userId, [battleId], now);
  return claimed !== undefined;
}

/** The bonus the award writer paid the member for one battle (0 when none was). */
export async function victoryBonus(env: Env, userId: string, battleId: number) {
  const [row] = await database(env)
    .select({ xp: log.xpEarned })
    .from(log)
    .where(and(eq(log.userId, userId), eq(log.awardKey, awardKey.battle(battleId))));
  return row?.xp ?? 0;
}
