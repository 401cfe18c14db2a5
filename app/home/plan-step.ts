// The member home's plan card: where the member stands and the one next step.
import {
  checkoutHref,
  getPlan,
  pendingChange,
  tierContentPath,
  TIERS,
  TRIAL_DAYS,
  TRIAL_TIER,
  type PendingChange,
  type SubscriptionState,
  type Tier,
} from "~/billing";
import { PRICING_PATH } from "~/content";

const DAY_MS = 86_400_000;
/** Where billing lives (cancel, payment method, invoices): the subscription card on /settings. */
export const BILLING_HREF = "/settings";

/** A scheduled downgrade or cancellation, and the subscription its Keep button names. */
type Pending = { pending: PendingChange | null; subscriptionId: string | null };

export type PlanStep =
  | { kind: "free"; trialDays: number; plansHref: string; trialHref: string }
  | ({
      kind: "trial";
      tier: Tier;
      daysLeft: number;
      endsOn: string | null;
      keepHref: string;
      library: string;
    } & Pending)
  | ({
      kind: "paid";
      tier: Tier;
      library: string;
      /** The period's end: the next renewal, or the last day of access once cancelled. */
      periodEnd: string | null;
      cancelling: boolean;
      next: { tier: Tier; name: string; unlocks: string[]; href: string } | null;
    } & Pending);

const isoOrNull = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** The tier above `tier`, or null at the top. */
export function tierAbove(tier: Tier): Tier | null {
  return TIERS[TIERS.indexOf(tier) + 1] ?? null;
}

/** Whole days left until `end`, counting a started day as a day (0 once it has passed). */
export function daysLeft(end: Date | string | null, now: Date): number {
  if (!end) return 0;
  return Math.max(0, Math.ceil((new Date(end).getTime() - now.getTime()) / DAY_MS));
}

export function planStep(subscription: SubscriptionState, now: Date): PlanStep {
  const { subscribed, tier, isTrial } = subscription;
  if (!subscribed || !tier)
    return { kind: "free", trialDays: TRIAL_DAYS, plansHref: PRICING_PATH, trialHref: checkoutHref(TRIAL_TIER, true) };
  const pending = { pending: pendingChange(subscription), subscriptionId: subscription.subscriptionId ?? null };
  if (isTrial)
    return {
      ...pending,
      kind: "trial",
      tier,
      daysLeft: daysLeft(subscription.subscriptionEnd, now),
      endsOn: isoOrNull(subscription.subscriptionEnd),
      keepHref: checkoutHref(tier),
      library: tierContentPath(tier),
    };
  const above = tierAbove(tier);
  const next = above
    ? {
        tier: above,
        name: getPlan(above).name,
        // What the next plan adds: its features minus the "Everything in ..." line.
        unlocks: getPlan(above)
          .features.filter((f) => !f.label.startsWith("Everything in"))
          .slice(0, 3)
          .map((f) => f.label),
        href: checkoutHref(above),
      }
    : null;
  return {
    ...pending,
    kind: "paid",
    tier,
    library: tierContentPath(tier),
    periodEnd: isoOrNull(subscription.subscriptionEnd),
    cancelling: subscription.cancelAtPeriodEnd,
    next,
  };
}
