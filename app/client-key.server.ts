// A key the offline queue sends with a member's action, accepted once (decision 081).
//
// The key's row is the FIRST statement of the action's write batch (one D1 transaction),
// inserted with ON CONFLICT DO NOTHING and tagged with a random claim; the action's own
// writes carry `guard`, which holds only when this request's row landed. So a queue that
// replays twice, or two racing sends of one action, write once; the loser learns it from
// `accepted()` and answers "already received". No key (every plain form) changes nothing.
import { and, eq, sql, type SQL } from "drizzle-orm";
import { schema, type Batch, type Database } from "~/db.server";

const keys = schema.clientKeys;

export type ClientKeyClaim = {
  /** Holds inside the batch only when this request stored the key (AND it into each write). */
  guard: SQL;
  /** After the batch ran: true when this request stored the key, false when it was already there. */
  accepted: () => boolean;
};

/**
 * Claims `key` for `userId` in `batch` (call it before adding the action's writes). With no
 * key it claims nothing: the guard is always true and the action counts as accepted.
 */
export function claimClientKey(
  db: Database,
  batch: Batch,
  userId: string,
  key: string | undefined,
  now = new Date(),
): ClientKeyClaim {
  if (!key) return { guard: sql`1`, accepted: () => true };
  const claim = crypto.randomUUID();
  const stored = batch.add(
    db
      .insert(keys)
      .values({ userId, key, claim, createdAt: now })
      .onConflictDoNothing()
      .returning({ claim: keys.claim }),
  );
  const mine = and(eq(keys.userId, userId), eq(keys.key, key), eq(keys.claim, claim));
  return {
    guard: sql`EXISTS (SELECT 1 FROM ${keys} WHERE ${mine})`,
    accepted: () => stored().length === 1,
  };
}

/** Keys older than this are forgotten: a queue holds an action for a day at most (stale after). */
export const CLIENT_KEY_DAYS = 7;

/** Deletes keys older than CLIENT_KEY_DAYS (the hourly Cron). */
export const forgetClientKeys = (db: Database, now = new Date()) =>
  db.delete(keys).where(sql`${keys.createdAt} < ${now.getTime() - CLIENT_KEY_DAYS * 86_400_000}`);
