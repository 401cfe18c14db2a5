// Tier rules: a tier opens its own content and every lower tier's (order in TIERS),
// decided on the server from the price id.
import { TIERS, type Tier } from "./plans";

export { TIERS, type Tier };
const TIER_RANK = Object.fromEntries(TIERS.map((tier, i) => [tier, i])) as Record<Tier, number>;

export type PriceIds = Partial<Record<Tier, string>>;

/** The tier a Stripe price id buys, or null for an unknown price. */
export function tierForPrice(prices: PriceIds, priceId: string | null | undefined): Tier | null {
  if (!priceId) return null;
  for (const tier of TIERS) {
    if (prices[tier] && prices[tier] === priceId) return tier;
  }
  return null;
}

/** Whether holding `held` opens content that needs `needed`. */
export function tierAllows(held: Tier | null, needed: Tier) {
  return held !== null && TIER_RANK[held] >= TIER_RANK[needed];
}

export type SubscriptionState = {
  subscribed: boolean;
  tier: Tier | null;
  isTrial: boolean;
  subscriptionEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** The plan a downgrade moves to when the period ends, while it waits. */
  scheduledTier: Tier | null;
  status: string | null;
  /** The provider's subscription the row follows (a Keep form names it, so a stale page is refused). */
  subscriptionId?: string | null;
};

export const NO_SUBSCRIPTION: SubscriptionState = {
  subscribed: false,
  tier: null,
  isTrial: false,
  subscriptionEnd: null,
  cancelAtPeriodEnd: false,
  scheduledTier: null,
  status: null,
};

/** A stored row as members see it: only a subscription whose period has not ended counts. */
export function effectiveSubscription(
  row:
    | {
        subscribed: boolean;
        priceId: string | null;
        isTrial: boolean;
        subscriptionEnd: Date | null;
        cancelAtPeriodEnd: boolean;
        scheduledPriceId?: string | null;
        status: string | null;
        subscriptionId?: string | null;
      }
    | null
    | undefined,
  prices: PriceIds,
  now: Date,
): SubscriptionState {
  if (!row || !row.subscribed) return NO_SUBSCRIPTION;
  if (!row.subscriptionEnd || row.subscriptionEnd.getTime() <= now.getTime()) return NO_SUBSCRIPTION;
  const tier = tierForPrice(prices, row.priceId);
  if (!tier) return NO_SUBSCRIPTION;
  return {
    subscribed: true,
    tier,
    isTrial: row.isTrial,
    subscriptionEnd: row.subscriptionEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    scheduledTier: tierForPrice(prices, row.scheduledPriceId),
    status: row.status,
    subscriptionId: row.subscriptionId ?? null,
  };
}

export type Gate =
  | { kind: "open" }
  | { kind: "signin" }
  | { kind: "plans"; needed: Tier }
  | { kind: "upgrade"; needed: Tier; held: Tier };

/** The access-gate state for content that needs `needed` (spec: Access gate). */
export function gateFor(signedIn: boolean, state: SubscriptionState, needed: Tier): Gate {
  if (!signedIn) return { kind: "signin" };
  if (!state.subscribed || !state.tier) return { kind: "plans", needed };
  if (!tierAllows(state.tier, needed)) return { kind: "upgrade", needed, held: state.tier };
  return { kind: "open" };
}

/** The tiers whose content a subscription opens (elite opens all three). */
export function heldTiers(state: SubscriptionState): Tier[] {
  if (!state.subscribed || !state.tier) return [];
  return TIERS.filter((t) => tierAllows(state.tier, t));
}
