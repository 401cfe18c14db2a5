// Billing as the routes see it: checkout, portal and refresh for a member, with the
// provider chosen by configuration (Stripe when STRIPE_SECRET_KEY is set, else local).
import { eq } from "drizzle-orm";
import { database, schema } from "~/db.server";
import type { Env } from "~/env";
import type { Viewer } from "~/ui/nav-links";
import { applyBillingEvent } from "./handler.server";
import { localProvider } from "./local.server";
import type { PaymentProvider, SubscriptionRef } from "./provider";
import { stripeProvider } from "./stripe.server";
import { getSubscription, priceIds } from "./subscription.server";
import { effectiveSubscription, type Tier } from "./tiers";

export function paymentProvider(env: Env, request: Request): PaymentProvider {
  return env.STRIPE_SECRET_KEY ? stripeProvider(env) : localProvider(env, new URL(request.url).origin);
}

export const usesLocalPayments = (env: Env) => !env.STRIPE_SECRET_KEY;

async function billingRow(env: Env, userId: string) {
  const [row] = await database(env)
    .select()
    .from(schema.userSubscriptions)
    .where(eq(schema.userSubscriptions.userId, userId))
    .limit(1);
  return row ?? null;
}

/** A trial is granted once per member, ever: never after any trial or subscription. */
const mayStartTrial = (row: Awaited<ReturnType<typeof billingRow>>) => !row?.trialUsed && !row?.subscriptionId;

/** The member's subscription and whether a trial is still open to them (one read). */
export async function checkoutState(env: Env, userId: string, now = new Date()) {
  const row = await billingRow(env, userId);
  return { subscription: effectiveSubscription(row, priceIds(env), now), trialAvailable: mayStartTrial(row) };
}

export type CheckoutStart = { ok: true; url: string } | { ok: false; message: string; alreadySubscribed?: true };

export async function startCheckout(
  env: Env,
  request: Request,
  member: Viewer,
  tier: Tier,
  wantsTrial: boolean,
): Promise<CheckoutStart> {
  const priceId = priceIds(env)[tier];
  if (!priceId) return { ok: false, message: "This plan is not available right now." };
  const row = await billingRow(env, member.id);
  // One subscription per member: plan changes go through the billing portal.
  if (effectiveSubscription(row, priceIds(env), new Date()).subscribed) {
    return { ok: false, alreadySubscribed: true, message: "You already have an active plan. Change or cancel it from Settings." };
  }
  const trial = wantsTrial && mayStartTrial(row);
  const origin = new URL(request.url).origin;
  try {
    const { url } = await paymentProvider(env, request).createCheckout({
      userId: member.id,
      email: member.email,
      tier,
      priceId,
      trial,
      customerId: row?.customerId ?? null,
      successUrl: `${origin}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${origin}/checkout?plan=${tier}${wantsTrial ? "&trial=true" : ""}`,
    });
    return { ok: true, url };
  } catch (error) {
    console.error("checkout failed", error);
    return { ok: false, message: error instanceof Error && error.message ? error.message : "Failed to create checkout session" };
  }
}

function refOf(userId: string, row: Awaited<ReturnType<typeof billingRow>>): SubscriptionRef {
  return { userId, customerId: row?.customerId ?? null, subscriptionId: row?.subscriptionId ?? null };
}

/** The billing portal, for paying members who are not on a trial. */
export async function openPortal(env: Env, request: Request, member: Viewer, returnPath: string) {
  const state = await getSubscription(env, member.id);
  if (!state.subscribed || state.isTrial) return { ok: false as const, message: "Only paid subscriptions can be managed." };
  const row = await billingRow(env, member.id);
  try {
    const { url } = await paymentProvider(env, request).createPortal(refOf(member.id, row), `${new URL(request.url).origin}${returnPath}`);
    return { ok: true as const, url };
  } catch (error) {
    console.error("portal failed", error);
    return { ok: false as const, message: "Failed to open subscription management. Please try again." };
  }
}

/** Ask the provider for the member's current state and apply it; then read it back. */
export async function refreshSubscription(env: Env, request: Request, userId: string) {
  try {
    const row = await billingRow(env, userId);
    if (row?.customerId || row?.subscriptionId) {
      const event = await paymentProvider(env, request).currentState(refOf(userId, row));
      if (event) await applyBillingEvent(env, event);
    }
  } catch (error) {
    // A failed check leaves the stored state as it is (logged, not shown).
    console.error("subscription check failed", error);
  }
  return getSubscription(env, userId);
}
