// The local provider's billing portal (development and tests without a Stripe key): cancel,
// resume, keep and switch plans, each delivered as the customer.subscription.updated event
// Stripe's portal would send, to the one writer. Like Stripe's portal as the README configures
// it: up at once, down at the period's end.
import type { Env } from "~/env";
import type { BillingEvent } from "./events";
import { applyBillingEvent } from "./handler.server";
import { localSubscription, nowSeconds } from "./local-events";
import { planChange } from "./plan-changes";
import type { Tier } from "./plans";
import { priceIds, subscriptionRow, subscriptionState } from "./subscription.server";

/** `switch` moves up at once; `schedule` moves down when the period ends (or, to the
 * plan held, calls a waiting downgrade off). */
export type PortalChange =
  | { kind: "cancel" }
  | { kind: "keep" }
  | { kind: "resume" }
  | { kind: "switch"; tier: Tier; priceId: string }
  | { kind: "schedule"; tier: Tier; priceId: string | null };

/** A change made in the local portal, delivered as customer.subscription.updated. */
async function changeLocalSubscription(
  env: Env,
  current: {
    userId: string;
    customerId: string | null;
    subscriptionId: string | null;
    tier: Tier;
    priceId: string;
    isTrial: boolean;
    subscriptionEnd: Date;
    cancelAtPeriodEnd: boolean;
    scheduledPriceId: string | null;
  },
  change: PortalChange,
) {
  const periodEnd = Math.floor(current.subscriptionEnd.getTime() / 1000);
  const tier = change.kind === "switch" ? change.tier : current.tier;

  const event: BillingEvent = {
    id: `evt_local_${crypto.randomUUID()}`,
    created: nowSeconds(),
    type: "customer.subscription.updated",
    data: {
      object: localSubscription({
        id: current.subscriptionId ?? `sub_local_${current.userId}`,
        customer: current.customerId ?? `cus_local_${current.userId}`,
        userId: current.userId,
        tier,
        priceId: change.kind === "switch" ? change.priceId : current.priceId,
        status: current.isTrial ? "trialing" : "active",
        periodEnd,
        trialEnd: current.isTrial ? periodEnd : null,
        cancelAtPeriodEnd:
          change.kind === "cancel"
            ? true
            : change.kind === "resume" || change.kind === "keep"
              ? false
              : current.cancelAtPeriodEnd,
        // An upgrade replaces a waiting downgrade and Keep calls it off; cancelling or resuming keeps it.
        scheduledPriceId:
          change.kind === "schedule"
            ? change.priceId
            : change.kind === "switch" || change.kind === "keep"
              ? null
              : current.scheduledPriceId,
      }),
    },
  };
  return applyBillingEvent(env, event);
}

export type PortalRequest = { intent?: "cancel" | "resume" | "switch" | "keep"; tier?: Tier };
export type PortalOutcome =
  | { ok: false; reason: "nothing-to-manage" | "unclear" | "resume-first" }
  | { ok: true; change: PortalChange; held: Tier; accessUntil: Date; isTrial: boolean };

/**
 * Apply a local-portal request: one read of the row, one event. A trial can be cancelled
 * and resumed (it then ends on its date, no charge); plans are switched on paid plans only.
 */
export async function changeLocalPlan(env: Env, userId: string, request: PortalRequest): Promise<PortalOutcome> {
  const row = await subscriptionRow(env, userId);
  const state = subscriptionState(env, row);
  if (!row || !state.subscribed || !state.tier || !state.subscriptionEnd) {
    return { ok: false, reason: "nothing-to-manage" };
  }
  const prices = priceIds(env);
  let change: PortalChange;
  if (request.intent === "cancel") change = { kind: "cancel" };
  else if (request.intent === "resume") change = { kind: "resume" };
  else if (request.intent === "keep") change = { kind: "keep" };
  else if (request.intent === "switch" && state.cancelAtPeriodEnd) return { ok: false, reason: "resume-first" };
  else if (request.intent === "switch" && !state.isTrial && request.tier && prices[request.tier]) {
    // Like Stripe's portal as the README configures it: up at once, down at the period's end.
    const direction = planChange(state.tier, request.tier);
    if (direction === "upgrade") change = { kind: "switch", tier: request.tier, priceId: prices[request.tier]! };
    else if (direction === "downgrade")
      change = { kind: "schedule", tier: request.tier, priceId: prices[request.tier]! };
    else if (state.scheduledTier) change = { kind: "schedule", tier: state.tier, priceId: null };
    else return { ok: false, reason: "unclear" };
  } else return { ok: false, reason: "unclear" };
  await changeLocalSubscription(
    env,
    {
      userId,
      customerId: row.customerId,
      subscriptionId: row.subscriptionId,
      tier: state.tier,
      priceId: row.priceId ?? prices[state.tier]!,
      isTrial: state.isTrial,
      subscriptionEnd: state.subscriptionEnd,
      cancelAtPeriodEnd: state.cancelAtPeriodEnd,
      scheduledPriceId: row.scheduledPriceId,
    },
    change,
  );
  return { ok: true, change, held: state.tier, accessUntil: state.subscriptionEnd, isTrial: state.isTrial };
}
