// The Stripe-shaped subscription object the local provider's events carry (its checkout and
// its portal), so the one writer reads local and Stripe events alike.
import type { SubscriptionObject } from "./events";
import type { Tier } from "./plans";

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export function localSubscription(input: {
  id: string;
  customer: string;
  userId: string;
  tier: Tier;
  priceId: string;
  status: SubscriptionObject["status"];
  periodEnd: number;
  trialEnd: number | null;
  cancelAtPeriodEnd: boolean;
  scheduledPriceId?: string | null;
  paymentMethod?: { id: string; card: { fingerprint: string } };
}): SubscriptionObject {
  return {
    id: input.id,
    object: "subscription",
    customer: input.customer,
    status: input.status,
    cancel_at_period_end: input.cancelAtPeriodEnd,
    current_period_end: input.periodEnd,
    trial_end: input.trialEnd,
    ...(input.paymentMethod ? { default_payment_method: input.paymentMethod } : {}),
    metadata: {
      userId: input.userId,
      tier: input.tier,
      ...(input.scheduledPriceId ? { scheduledPriceId: input.scheduledPriceId } : {}),
    },
    items: {
      data: [
        { price: { id: input.priceId, product: `prod_local_${input.tier}` }, current_period_end: input.periodEnd },
      ],
    },
  };
}
