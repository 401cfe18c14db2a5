// Counting attempts in the app's one rate-limit table (the one better-auth keeps its
// counters in): one upsert per attempt, so racing requests cannot slip past the count.
import { sql } from "drizzle-orm";
import { schema, type Database } from "~/db.server";

const r = schema.rateLimit;

/**
 * Counts one attempt under `key` in a window of `windowMs` (a window starts with the first
 * attempt after the last one ended); returns the count so far, this attempt included.
 */
export function countAttempt(db: Database, key: string, windowMs: number, now = Date.now()) {
  const fresh = sql`${r.lastRequest} <= ${now - windowMs}`;
  return db
    .insert(r)
    .values({ id: key, key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: r.key,
      set: {
        count: sql`case when ${fresh} then 1 else ${r.count} + 1 end`,
        lastRequest: sql`case when ${fresh} then ${now} else ${r.lastRequest} end`,
      },
    })
    .returning({ count: r.count });
}

/** The attempts counted under `key` (as SQL), for a later statement of the same batch to check. */
export const attemptsUnder = (key: string) =>
  sql<number>`coalesce((SELECT ${r.count} FROM ${r} WHERE ${r.key} = ${key}), 0)`;
