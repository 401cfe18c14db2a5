// Billing as the routes see it: checkout, portal and refresh for a member, with the
// provider chosen by configuration (Stripe when STRIPE_SECRET_KEY is set; the local
// provider only outside production; in production without a key, none).
import { config } from "~/config.server";
import type { Env } from "~/env";
import type { Viewer } from "~/auth";
import { openCheckoutSession } from "./checkout-sessions.server";
import { applyBillingEvent, claimProviderSync, subscriptionOf } from "./handler.server";
import { localProvider } from "./local.server";
import type { PaymentProvider, SubscriptionRef } from "./provider";
import { stripeProvider } from "./stripe.server";
import type { BillingEvent } from "./events";
import {
  getSubscription,
  priceIds,
  subscriptionRow,
  subscriptionState,
  type SubscriptionRow,
} from "./subscription.server";
import { checkoutHref, TRIAL_TIER, type Tier } from "./plans";
import { logError } from "~/ops/log.server";

/** The configured provider, or null when payments are not configured (production, no key). */
export function paymentProvider(env: Env): PaymentProvider | null {
  const cfg = config(env);
  if (cfg.payments === "stripe") return stripeProvider(env);
  if (cfg.payments === "local") return localProvider(env, cfg.origin);
  return null;
}

/** The local payment provider's pages exist (development and tests without a Stripe key). */
export const usesLocalPayments = (env: Env) => config(env).payments === "local";
export const paymentsConfigured = (env: Env) => config(env).payments !== "none";
export const PAYMENTS_OFF_MESSAGE =
  "Payments are not configured on this site yet, so plans cannot be bought right now.";
const CHECKOUT_FAILED_MESSAGE = "We couldn't start the checkout. Please try again in a moment.";

/** At most one provider check per member in this interval, however often /success loads. */
export const PROVIDER_SYNC_INTERVAL_MS = 5_000;

/** A trial is granted once per member, ever: never after any trial or subscription. */
const mayStartTrial = (row: SubscriptionRow | null) => !row?.trialUsed && !row?.subscriptionId;

/** The member's subscription and whether a trial is still open to them (one read). */
export async function checkoutState(env: Env, userId: string, now = new Date()) {
  const row = await subscriptionRow(env, userId);
  return { subscription: subscriptionState(env, row, now), trialAvailable: mayStartTrial(row) };
}

export type CheckoutStart =
  { ok: true; url: string } | { ok: false; message: string; alreadySubscribed?: true; paymentsOff?: true };

export async function startCheckout(env: Env, member: Viewer, tier: Tier, wantsTrial: boolean): Promise<CheckoutStart> {
  const provider = paymentProvider(env);
  if (!provider) return { ok: false, paymentsOff: true, message: PAYMENTS_OFF_MESSAGE };
  const priceId = priceIds(env)[tier];
  if (!priceId) return { ok: false, message: "This plan is not available right now." };
  const row = await subscriptionRow(env, member.id);
  // One subscription per member: plan changes go through the billing portal.
  if (subscriptionState(env, row).subscribed) {
    return {
      ok: false,
      alreadySubscribed: true,
      message: "You already have an active plan. Change or cancel it from Settings.",
    };
  }
  // The trial is for TRIAL_TIER only, and once per member.
  const trial = wantsTrial && tier === TRIAL_TIER && mayStartTrial(row);
  const origin = config(env).origin;
  try {
    const { url, id } = await provider.createCheckout({
      userId: member.id,
      email: member.email,
      tier,
      priceId,
      trial,
      customerId: row?.customerId ?? null,
      successUrl: `${origin}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${origin}${checkoutHref(tier, wantsTrial)}`,
    });
    // One open checkout per member: the older ones can no longer be paid.
    const older = await openCheckoutSession(env, member.id, provider.name, id);
    await Promise.all(
      older.map((old) => provider.expireCheckout(old).catch((error) => logError("checkout-expire", error))),
    );
    return { ok: true, url };
  } catch (error) {
    // The provider's own words stay in the log; the member gets ours.
    logError("checkout", error);
    return { ok: false, message: CHECKOUT_FAILED_MESSAGE };
  }
}

/**
 * Applies a provider event through the one handler. A live second subscription it
 * refuses ("superseded") is cancelled with the provider, so nobody pays twice; so is a
 * subscription that arrives for a deleted account (a checkout paid just before the
 * deletion), so nobody is charged after leaving.
 */
export async function receiveBillingEvent(env: Env, event: BillingEvent) {
  const outcome = await applyBillingEvent(env, event);
  const unwanted =
    outcome === "superseded" || (outcome === "deleted-member" && event.type !== "customer.subscription.deleted")
      ? subscriptionOf(event)
      : null;
  if (unwanted) {
    await paymentProvider(env)
      ?.cancelSubscription(unwanted)
      .catch((error) =>
        logError(outcome === "superseded" ? "second-subscription-cancel" : "deleted-member-subscription-cancel", error),
      );
  }
  return outcome;
}

function refOf(userId: string, row: SubscriptionRow | null): SubscriptionRef {
  return { userId, customerId: row?.customerId ?? null, subscriptionId: row?.subscriptionId ?? null };
}

/** The billing portal, for paying members who are not on a trial. */
export async function openPortal(env: Env, member: Viewer, returnPath: string) {
  const row = await subscriptionRow(env, member.id);
  const state = subscriptionState(env, row);
  if (!state.subscribed || state.isTrial)
    return { ok: false as const, message: "Only paid subscriptions can be managed." };
  const provider = paymentProvider(env);
  if (!provider) return { ok: false as const, message: PAYMENTS_OFF_MESSAGE };
  try {
    const { url } = await provider.createPortal(refOf(member.id, row), `${config(env).origin}${returnPath}`);
    return { ok: true as const, url };
  } catch (error) {
    logError("billing-portal", error);
    return { ok: false as const, message: "Failed to open subscription management. Please try again." };
  }
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
