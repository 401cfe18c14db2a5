// The checkouts members open (checkout_sessions). One open checkout per member: opening
// a new one expires the older ones in the same D1 batch, so two racing starts leave
// exactly one open. A local checkout completes only from "open", exactly once.
import { and, eq, sql } from "drizzle-orm";
import { database, schema } from "~/db.server";
import type { Env } from "~/env";

const sessions = schema.checkoutSessions;

/** Records `id` as the member's open checkout; returns the ids of the ones it expired. */
export async function openCheckoutSession(env: Env, userId: string, provider: "stripe" | "local", id: string) {
  const db = database(env);
  const [expired] = await db.batch([
    db
      .update(sessions)
      .set({ status: "expired" })
      .where(and(eq(sessions.userId, userId), eq(sessions.status, "open")))
      .returning({ id: sessions.id }),
    db.insert(sessions).values({ id, userId, provider, status: "open" }),
  ]);
  return expired.map((row) => row.id);
}

export type CheckoutClaim = "claimed" | "already-completed" | "expired";

/** Marks an open checkout completed (once); says why not when it is not open. */
export async function completeCheckoutSession(env: Env, userId: string, id: string): Promise<CheckoutClaim> {
  const db = database(env);
  const claimed = await db
    .update(sessions)
    .set({ status: "completed" })
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId), eq(sessions.status, "open")))
    .returning({ id: sessions.id });
  if (claimed.length) return "claimed";
  const [row] = await db
    .select({ status: sessions.status })
    .from(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId)))
    .limit(1);
  return row?.status === "completed" ? "already-completed" : "expired";
}

/** Whether the checkout can still be paid. */
export async function checkoutSessionIsOpen(env: Env, userId: string, id: string) {
  const [row] = await database(env)
    .select({ open: sql<number>`${sessions.status} = 'open'` })
    .from(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId)))
    .limit(1);
  return Boolean(row?.open);
}
