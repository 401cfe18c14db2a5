// Starting a checkout for a member: one subscription per member, the trial once per member
// (and only for TRIAL_TIER), one open checkout at a time.
import { addressAllowsTrial, type Member } from "~/auth";
import { config } from "~/config.server";
import type { Env } from "~/env";
import { logError } from "~/ops/log.server";
import { openCheckoutSession } from "./checkout-sessions.server";
import { PAYMENTS_OFF_MESSAGE, paymentProvider } from "./payments.server";
import { checkoutHref, TRIAL_TIER, type Tier } from "./plans";
import { priceIds, subscriptionRow, subscriptionState, type SubscriptionRow } from "./subscription.server";
import { mayStartTrial } from "./used-trials.server";

const CHECKOUT_FAILED_MESSAGE = "We couldn't start the checkout. Please try again in a moment.";

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
