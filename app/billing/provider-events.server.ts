// What the payment provider tells us, applied through the one writer (handler.server.ts): its
// events (the Stripe webhook, the local checkout's), and its current state when /success asks
// (at most once per PROVIDER_SYNC_INTERVAL_MS per member). A subscription the writer refuses
// is cancelled with the provider, so nobody pays twice.
import { sql } from "drizzle-orm";
import { database, schema } from "~/db.server";
import type { Env } from "~/env";
import { logError } from "~/ops/log.server";
import type { BillingEvent } from "./events";
import { applyBillingEvent } from "./handler.server";
import { subscriptionOf } from "./event-member.server";
import { paymentProvider, refOf } from "./payments.server";
import type { PaymentProvider } from "./provider";
import { getSubscription, subscriptionRow } from "./subscription.server";

const subs = schema.userSubscriptions;

/** At most one provider check per member in this interval, however often /success loads. */
export const PROVIDER_SYNC_INTERVAL_MS = 5_000;

/**
 * Applies a provider event through the one handler. A live second subscription it
 * refuses ("superseded") is cancelled with the provider, so nobody pays twice; so is a
 * subscription that arrives for a deleted account (a checkout paid just before the
 * deletion), so nobody is charged after leaving.
 */
export async function receiveBillingEvent(env: Env, received: BillingEvent) {
  const provider = paymentProvider(env);
  // A Stripe event names a pending downgrade's schedule; the row keeps what it says (decision 066).
  const event = provider ? await provider.complete(received) : received;
  // A trial subscription is also checked by its card: the same card never gets two trials.
  const trialing =
    event.type.startsWith("customer.subscription.") &&
    event.type !== "customer.subscription.deleted" &&
    event.data.object.object === "subscription" &&
    event.data.object.status === "trialing";
  const sub = subscriptionOf(event);
  const cardFingerprint = trialing && sub && provider ? await trialCardOf(provider, event, sub) : null;
  const outcome = await applyBillingEvent(env, event, { cardFingerprint });
  const unwanted =
    outcome === "superseded" ||
    outcome === "trial-refused" ||
    (outcome === "deleted-member" && event.type !== "customer.subscription.deleted")
      ? sub
      : null;
  if (unwanted) {
    await provider
      ?.cancelSubscription(unwanted)
      .catch((error) =>
        logError(outcome === "superseded" ? "second-subscription-cancel" : "deleted-member-subscription-cancel", error),
      );
  }
  return outcome;
}

/** The trial's card: from the event when it carries it expanded, else asked of the provider. */
async function trialCardOf(provider: PaymentProvider, event: BillingEvent, sub: string) {
  const method = event.data.object.object === "subscription" ? event.data.object.default_payment_method : null;
  if (method && typeof method === "object") return method.card?.fingerprint ?? null;
  // Without the card the email check still applies; the failure is logged.
  return provider.trialCard(sub).catch((error: unknown) => {
    if ((error as { statusCode?: number }).statusCode !== 404) logError("trial-card", error);
    return null;
  });
}

/**
 * Claims the right to ask the provider for this member's state: at most once per
 * `intervalMs` per member, however often /success is loaded. False when claimed recently.
 */
export async function claimProviderSync(env: Env, userId: string, intervalMs: number, now = Date.now()) {
  const rows = await database(env)
    .update(subs)
    .set({ syncedAt: now })
    .where(sql`${subs.userId} = ${userId} and ${subs.syncedAt} <= ${now - intervalMs}`)
    .returning({ userId: subs.userId });
  return rows.length > 0;
}

/**
 * Ask the provider for the member's current state and apply it; then read it back. At
 * most once per PROVIDER_SYNC_INTERVAL_MS per member: polling /success cannot make a
 * provider call and a billing_events row per request.
 */
export async function refreshSubscription(env: Env, userId: string) {
  try {
    const row = await subscriptionRow(env, userId);
    const provider = paymentProvider(env);
    if (
      provider &&
      (row?.customerId || row?.subscriptionId) &&
      (await claimProviderSync(env, userId, PROVIDER_SYNC_INTERVAL_MS))
    ) {
      const event = await provider.currentState(refOf(userId, row));
      if (event) await receiveBillingEvent(env, event);
    }
  } catch (error) {
    // A failed check leaves the stored state as it is (logged, not shown).
    logError("subscription-refresh", error);
  }
  return getSubscription(env, userId);
}
