// Billing as the routes see it: checkout, portal and refresh for a member, with the
// provider chosen by configuration (Stripe when STRIPE_SECRET_KEY is set; the local
// provider only outside production; in production without a key, none).
import { config } from "~/config.server";
import type { Env } from "~/env";
import { addressAllowsTrial, type Member } from "~/auth";
import { openCheckoutSession } from "./checkout-sessions.server";
import { applyBillingEvent, claimProviderSync, subscriptionOf } from "./handler.server";
import { changeLocalPlan, localProvider } from "./local.server";
import type { PaymentProvider, SubscriptionRef } from "./provider";
import { stripeProvider } from "./stripe.server";
import { mayStartTrial } from "./used-trials.server";
import { readCancelTrialToken } from "./money-mails.server";
import type { BillingEvent } from "./events";
import {
  getSubscription,
  priceIds,
  subscriptionRow,
  subscriptionState,
  type SubscriptionRow,
} from "./subscription.server";
import { checkoutHref, tierName, TRIAL_TIER, type Tier } from "./plans";
import { pendingChange, planChange, portalMessage, RESUME_FIRST_MESSAGE, type KeepRefusal } from "./plan-changes";
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

export type CheckoutStart =
  { ok: true; url: string } | { ok: false; message: string; alreadySubscribed?: true; paymentsOff?: true };

/**
 * Starts a checkout for `tier`. `read`: the member's subscription row and trial eligibility as
 * the action read them in its one read batch (viewerSubscriptionRow, viewerMayStartTrial);
 * without it they are read here.
 */
export async function startCheckout(
  env: Env,
  member: Member,
  tier: Tier,
  wantsTrial: boolean,
  read?: { row: SubscriptionRow | null; mayTrial: boolean },
): Promise<CheckoutStart> {
  const provider = paymentProvider(env);
  if (!provider) return { ok: false, paymentsOff: true, message: PAYMENTS_OFF_MESSAGE };
  const priceId = priceIds(env)[tier];
  if (!priceId) return { ok: false, message: "This plan is not available right now." };
  const row = read ? read.row : await subscriptionRow(env, member.id);
  // One subscription per member: plan changes go through the billing portal.
  if (subscriptionState(env, row).subscribed) {
    return {
      ok: false,
      alreadySubscribed: true,
      message: "You already have an active plan. Change or cancel it from Settings.",
    };
  }
  // The trial is for TRIAL_TIER only, and once per member.
  const trial =
    wantsTrial &&
    tier === TRIAL_TIER &&
    addressAllowsTrial(member) &&
    (read ? read.mayTrial : await mayStartTrial(env, member, row));
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

export type PlanChangeResult =
  | { ok: true; kind: "changed"; message: string }
  | { ok: true; kind: "portal"; url: string }
  | { ok: false; message: string; status: number };

/**
 * Moves a paying member to another paid plan: an upgrade at once (prorated, charged now),
 * a downgrade confirmed in the provider's portal and effective at the period's end. The
 * subscription stays one; its new state reaches user_subscriptions through the handler.
 */
export async function changePlan(env: Env, member: Member, tier: Tier, zone: string): Promise<PlanChangeResult> {
  const provider = paymentProvider(env);
  if (!provider) return { ok: false, message: PAYMENTS_OFF_MESSAGE, status: 503 };
  const row = await subscriptionRow(env, member.id);
  const state = subscriptionState(env, row);
  const priceId = priceIds(env)[tier];
  if (!state.subscribed || !state.tier) return { ok: false, message: "You have no plan to change yet.", status: 409 };
  if (state.isTrial)
    return {
      ok: false,
      message: "Plans can be changed once your trial has ended. You can cancel the trial from Settings.",
      status: 409,
    };
  // A cancelled plan ends on its date; switching it would quietly undo the cancellation.
  if (state.cancelAtPeriodEnd) return { ok: false, message: RESUME_FIRST_MESSAGE, status: 409 };
  const direction = planChange(state.tier, tier);
  if (direction === "same" || !priceId) return { ok: false, message: "You're already on this plan.", status: 409 };
  try {
    if (provider.name === "local") {
      const outcome = await changeLocalPlan(env, member.id, { intent: "switch", tier });
      if (!outcome.ok) return { ok: false, message: "You're already on this plan.", status: 409 };
      return {
        ok: true,
        kind: "changed",
        message: portalMessage(outcome.change, outcome.accessUntil, false, outcome.held, zone),
      };
    }
    const ref = refOf(member.id, row);
    if (direction === "downgrade") {
      const { url } = await provider.createPortal(ref, `${config(env).origin}/settings`, priceId);
      return { ok: true, kind: "portal", url };
    }
    const event = await provider.upgrade(ref, priceId);
    if (event) await receiveBillingEvent(env, event);
    return {
      ok: true,
      kind: "changed",
      message: `You're now on the ${tierName(tier)} plan. The difference for this month has been charged.`,
    };
  } catch (error) {
    logError("plan-change", error);
    return { ok: false, message: "We couldn't change your plan just now. Please try again in a moment.", status: 502 };
  }
}

export type KeepResult = { ok: true; message: string } | { ok: false; reason: KeepRefusal };

/**
 * "Keep Elite": undoes the member's own scheduled downgrade or cancellation, through the
 * provider (Stripe: release the schedule, cancel_at_period_end off; local: one event), and
 * the new state reaches user_subscriptions through the one writer. The form names the
 * subscription and the plan it saw, so a stale or forged form changes nothing.
 */
export async function keepPlan(
  env: Env,
  member: Member,
  asked: { subscription: string; tier: Tier },
  zone: string,
): Promise<KeepResult> {
  const provider = paymentProvider(env);
  if (!provider) return { ok: false, reason: "failed" };
  const row = await subscriptionRow(env, member.id);
  const state = subscriptionState(env, row);
  if (!row || !state.subscribed || !state.tier) return { ok: false, reason: "no-plan" };
  if (!row.subscriptionId || asked.subscription !== row.subscriptionId) return { ok: false, reason: "not-yours" };
  const pending = pendingChange(state);
  if (!pending) return { ok: false, reason: "nothing-scheduled" };
  if (asked.tier !== pending.held) return { ok: false, reason: "other-plan" };
  try {
    if (provider.name === "local") {
      const outcome = await changeLocalPlan(env, member.id, { intent: "keep" });
      if (!outcome.ok) return { ok: false, reason: "failed" };
    } else {
      const event = await provider.keep(refOf(member.id, row));
      if (event) await receiveBillingEvent(env, event);
    }
  } catch (error) {
    logError("plan-keep", error);
    return { ok: false, reason: "failed" };
  }
  return {
    ok: true,
    message: portalMessage({ kind: "keep" }, new Date(pending.on), state.isTrial, pending.held, zone),
  };
}

export type TrialCancel = "cancelled" | "already" | "not-trial" | "invalid" | "expired" | "failed";

/**
 * The trial-ending mail's link: cancels that member's trial (the subscription the link
 * names, still a trial) at its end, no sign-in needed (the signed token is the proof).
 */
export async function cancelTrialByLink(env: Env, token: string): Promise<TrialCancel> {
  const read = await readCancelTrialToken(env, token);
  if (!read.ok) return read.reason;
  const provider = paymentProvider(env);
  if (!provider) return "failed";
  const row = await subscriptionRow(env, read.userId);
  const state = subscriptionState(env, row);
  if (!row || row.subscriptionId !== read.subscriptionId || !state.subscribed || !state.isTrial) return "not-trial";
  if (state.cancelAtPeriodEnd) return "already";
  try {
    if (provider.name === "local") {
      const outcome = await changeLocalPlan(env, read.userId, { intent: "cancel" });
      if (!outcome.ok) return "failed";
    } else {
      const event = await provider.cancelAtPeriodEnd(refOf(read.userId, row));
      if (event) await receiveBillingEvent(env, event);
    }
    return "cancelled";
  } catch (error) {
    logError("trial-cancel", error);
    return "failed";
  }
}

/** Whether a cancel link is still good (the page's first look; it changes nothing). */
export async function cancelTrialLinkState(env: Env, token: string) {
  const read = await readCancelTrialToken(env, token);
  return read.ok ? ("ok" as const) : read.reason;
}

function refOf(userId: string, row: SubscriptionRow | null): SubscriptionRef {
  return { userId, customerId: row?.customerId ?? null, subscriptionId: row?.subscriptionId ?? null };
}

/** The billing portal, for members with a plan or a trial (a trial is cancelled there too). */
export async function openPortal(env: Env, member: Member, returnPath: string) {
  const row = await subscriptionRow(env, member.id);
  const state = subscriptionState(env, row);
  if (!state.subscribed) return { ok: false as const, message: "There is no subscription to manage." };
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
