// Billing's part of deleting an account (app/account/deletion.server.ts): a subscription
// that could still charge the member is cancelled with the provider first, then the
// member's billing rows go in the deletion's one D1 batch. This module owns them.
import { eq } from "drizzle-orm";
import { database, schema } from "~/db.server";
import type { Env } from "~/env";
import { errorLine } from "~/ops/request-log";
import { paymentProvider } from "./billing.server";

/** Provider states in which a subscription can no longer charge anyone. */
const ENDED = new Set(["canceled", "incomplete_expired"]);

export type BillingClosed = { ok: true; cancelled: string | null } | { ok: false; message: string };

/** Cancels the member's live subscription (if any) with the payment provider at once. */
export async function cancelBillingForDeletion(env: Env, userId: string): Promise<BillingClosed> {
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
    console.error(JSON.stringify({ level: "error", event: "account-deletion-billing", message: "no payment provider to cancel with" }));
    return { ok: true, cancelled: null };
  }
  try {
    await provider.cancelSubscription(live);
    return { ok: true, cancelled: live };
  } catch (error) {
    // Already gone at the provider (404): nothing left to cancel.
    if ((error as { statusCode?: number }).statusCode === 404) return { ok: true, cancelled: null };
    const { name, message } = errorLine({ requestId: "", method: "", url: "", status: 502, error }).error;
    console.error(JSON.stringify({ level: "error", event: "account-deletion-billing", error: { name, message } }));
    return { ok: false, message: "We couldn't cancel your subscription with the payment provider, so nothing was deleted. Please try again in a moment." };
  }
}

/** The statements that remove the member's billing rows (run in the deletion's batch). */
export function billingRowsDeletion(env: Env, userId: string) {
  return [
    env.DB.prepare("DELETE FROM checkout_sessions WHERE user_id = ?").bind(userId),
    env.DB.prepare("DELETE FROM user_subscriptions WHERE user_id = ?").bind(userId),
  ];
}
