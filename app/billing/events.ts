// The billing events the app understands: the subset of Stripe's event objects we read.
// Stripe's webhook and the local provider both deliver exactly these shapes.

/** Stripe's subscription schedule, as far as we read it: the phases a pending downgrade lives in. */
export type ScheduleObject = {
  id: string;
  object: "subscription_schedule";
  phases: { start_date: number; end_date?: number | null; items: { price: string | { id: string } }[] }[];
};

export type SubscriptionObject = {
  id: string;
  object: "subscription";
  customer: string;
  status: "trialing" | "active" | "past_due" | "canceled" | "unpaid" | "incomplete" | "incomplete_expired" | "paused";
  cancel_at_period_end: boolean;
  /** Seconds. Newer Stripe API versions carry it on the item instead. */
  current_period_end?: number | null;
  trial_end: number | null;
  ended_at?: number | null;
  /** `scheduledPriceId`: a downgrade waiting for the period's end (the local provider's;
   * Stripe keeps it in a subscription schedule and changes the price when it takes effect). */
  metadata: { userId?: string; tier?: string; scheduledPriceId?: string };
  /** Stripe's schedule when a downgrade waits for the period's end: an id in webhooks, the
   * object once expanded (the Stripe provider expands it before the event is applied). */
  schedule?: string | ScheduleObject | null;
  /** The card's payment method (an id, or the object when expanded). */
  default_payment_method?: string | { id: string; card?: { fingerprint?: string | null } | null } | null;
  items: {
    data: {
      /** The subscription item (si_...); a plan change names it. */
      id?: string;
      price: { id: string; product: string | { id: string } };
      current_period_end?: number | null;
    }[];
  };
};

export type CheckoutSessionObject = {
  id: string;
  object: "checkout.session";
  mode: "subscription";
  client_reference_id: string | null;
  customer: string | null;
  subscription: string | null;
  metadata: { userId?: string; tier?: string; trial?: string } | null;
};

export type InvoiceObject = {
  id: string;
  object: "invoice";
  customer: string;
  /** The subscription billed (older API versions; newer ones nest it under `parent`). */
  subscription?: string | null;
};

export type BillingEvent =
  | { id: string; created: number; type: "checkout.session.completed"; data: { object: CheckoutSessionObject } }
  | {
      id: string;
      created: number;
      type: "customer.subscription.created" | "customer.subscription.updated" | "customer.subscription.deleted";
      data: { object: SubscriptionObject };
    }
  | { id: string; created: number; type: "invoice.payment_failed"; data: { object: InvoiceObject } };

export const HANDLED_EVENTS = new Set<BillingEvent["type"]>([
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.payment_failed",
]);

/** The access a subscription snapshot gives, as stored in user_subscriptions. */
export function snapshotOf(sub: SubscriptionObject, deleted: boolean) {
  const item = sub.items.data[0];
  const periodEnd = sub.current_period_end ?? item?.current_period_end ?? null;
  const trialing = sub.status === "trialing";
  const endSeconds = trialing ? (sub.trial_end ?? periodEnd) : deleted ? (sub.ended_at ?? periodEnd) : periodEnd;
  const product = item?.price.product;
  return {
    subscribed: !deleted && ["trialing", "active", "past_due"].includes(sub.status),
    priceId: item?.price.id ?? null,
    productId: typeof product === "string" ? product : (product?.id ?? null),
    subscriptionEnd: endSeconds ? new Date(endSeconds * 1000) : null,
    isTrial: !deleted && trialing,
    status: deleted ? "canceled" : sub.status,
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    scheduledPriceId: deleted ? null : (sub.metadata.scheduledPriceId ?? nextPhasePrice(sub.schedule, periodEnd)),
    customerId: sub.customer,
    subscriptionId: sub.id,
    trialUsedNow: trialing || sub.trial_end !== null,
  };
}

/** The price a Stripe schedule moves to once the current period ends (null: none, or not expanded). */
export function nextPhasePrice(schedule: SubscriptionObject["schedule"], periodEnd: number | null): string | null {
  if (!schedule || typeof schedule === "string" || !periodEnd) return null;
  const next = schedule.phases.find((phase) => phase.start_date >= periodEnd);
  const price = next?.items[0]?.price;
  return typeof price === "string" ? price : (price?.id ?? null);
}

/** Ids of the events a refresh makes from a fresh read of the provider's state. */
export const SYNC_EVENT_PREFIX = "sync_";

/** A provider read turned into an event: stamped with when its read began (not an event of the provider). */
export const isSyncEvent = (event: BillingEvent) => event.id.startsWith(SYNC_EVENT_PREFIX);
