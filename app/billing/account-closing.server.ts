// Billing's part of deleting an account (app/account/deletion.server.ts): a subscription
// that could still charge the member is cancelled with the provider first, then the
// member's billing rows go in the deletion's one D1 batch. This module owns them.
import { and, eq } from "drizzle-orm";
import { database, schema, type Database } from "~/db.server";
import type { Env } from "~/env";
import { paymentProvider } from "./payments.server";
import { logError } from "~/ops/log.server";

/** Provider states in which a subscription can no longer charge anyone. */
const ENDED = new Set(["canceled", "incomplete_expired"]);

export type BillingClosed = { ok: true; cancelled: string | null } | { ok: false; message: string };

/**
 * Cancels the member's live subscription (if any) with the payment provider at once, and
 * expires their open checkouts so none can be paid after the account is gone. (A checkout
 * paid in the meantime is cancelled when its event arrives: app/billing/provider-events.server.ts.)
 */
export async function cancelBillingForDeletion(env: Env, userId: string): Promise<BillingClosed> {
  await expireOpenCheckouts(env, userId);
  const [row] = await database(env)
    .select({ subscriptionId: schema.userSubscriptions.subscriptionId, status: schema.userSubscriptions.status })
    .from(schema.userSubscriptions)
    .where(eq(schema.userSubscriptions.userId, userId))
    .limit(1);
  const live = row?.subscriptionId && !ENDED.has(row.status ?? "") ? row.subscriptionId : null;
  if (!live) return { ok: true, cancelled: null };
  const provider = paymentProvider(env);
  if (!provider) {
    // No provider configured: nothing here can reach it, and nothing can be charged through it.
    logError("account-deletion-billing", "no payment provider to cancel with");
    return { ok: true, cancelled: null };
  }
  try {
    await provider.cancelSubscription(live);
    return { ok: true, cancelled: live };
  } catch (error) {
    // Already gone at the provider (404): nothing left to cancel.
    if ((error as { statusCode?: number }).statusCode === 404) return { ok: true, cancelled: null };
    logError("account-deletion-billing", error);
    return {
      ok: false,
      message:
        "We couldn't cancel your subscription with the payment provider, so nothing was deleted. Please try again in a moment.",
    };
  }
}

async function expireOpenCheckouts(env: Env, userId: string) {
  const provider = paymentProvider(env);
  if (!provider) return;
  const open = await database(env)
    .select({ id: schema.checkoutSessions.id })
    .from(schema.checkoutSessions)
    .where(and(eq(schema.checkoutSessions.userId, userId), eq(schema.checkoutSessions.status, "open")));
  await Promise.all(
    open.map(({ id }) =>
      provider.expireCheckout(id).catch((error) => logError("account-deletion-checkout-expire", error)),
    ),
  );
}

/** The statements that remove the member's billing rows (run in the deletion's batch). */
export function billingRowsDeletion(db: Database, userId: string) {
  return [
    db.delete(schema.checkoutSessions).where(eq(schema.checkoutSessions.userId, userId)),
    db.delete(schema.userSubscriptions).where(eq(schema.userSubscriptions.userId, userId)),
  ] as const;
}
