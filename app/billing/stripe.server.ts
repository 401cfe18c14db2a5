// Stripe behind the PaymentProvider interface. The SDK runs on fetch (Workers have no
// Node http); outside production STRIPE_API_BASE points it at another host (tests use a
// local fake). Production ignores it: the secret key only ever goes to Stripe.
import Stripe from "stripe";
import { isProduction, type Env } from "~/env";
import { SYNC_EVENT_PREFIX, type BillingEvent, type ScheduleObject, type SubscriptionObject } from "./events";
import type { CheckoutRequest, PaymentProvider, SubscriptionRef } from "./provider";
import { TRIAL_DAYS } from "./plans";

/** What a subscription read expands: the card (one trial per card) and a pending downgrade's schedule. */
const EXPAND = ["default_payment_method", "schedule"];

export function stripeClient(env: Env) {
  const base = env.STRIPE_API_BASE && !isProduction(env) ? new URL(env.STRIPE_API_BASE) : null;
  return new Stripe(env.STRIPE_SECRET_KEY!, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 1,
    timeout: 15_000,
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === "https:" ? 443 : 80)),
          protocol: base.protocol.replace(":", "") as "http" | "https",
        }
      : {}),
  });
}

export function stripeProvider(env: Env): PaymentProvider {
  const stripe = stripeClient(env);
  return {
    name: "stripe",

    async createCheckout(req: CheckoutRequest) {
      const session = await stripe.checkout.sessions.create({
        mode: "subscription",
        line_items: [{ price: req.priceId, quantity: 1 }],
        ...(req.customerId ? { customer: req.customerId } : { customer_email: req.email }),
        client_reference_id: req.userId,
        metadata: { userId: req.userId, tier: req.tier, trial: String(req.trial) },
        subscription_data: {
          metadata: { userId: req.userId, tier: req.tier },
          ...(req.trial ? { trial_period_days: TRIAL_DAYS } : {}),
        },
        success_url: req.successUrl,
        cancel_url: req.cancelUrl,
      });
      if (!session.url) throw new Error("No checkout URL received");
      return { url: session.url, id: session.id };
    },

    async expireCheckout(id: string) {
      await stripe.checkout.sessions.expire(id);
    },

    async cancelSubscription(id: string) {
      await stripe.subscriptions.cancel(id);
    },

    async trialCard(subscriptionId: string) {
      const sub = await stripe.subscriptions.retrieve(subscriptionId, { expand: ["default_payment_method"] });
      const method = sub.default_payment_method;
      return typeof method === "object" && method ? (method.card?.fingerprint ?? null) : null;
    },

    async createPortal(ref: SubscriptionRef, returnUrl: string, switchTo?: string) {
      if (!ref.customerId) throw new Error("No billing account found for this member");
      // A downgrade is confirmed in the portal, whose configuration schedules it at the period's end.
      const item = switchTo && ref.subscriptionId ? await firstItem(ref.subscriptionId) : null;
      const portal = await stripe.billingPortal.sessions.create({
        customer: ref.customerId,
        return_url: returnUrl,
        ...(item && switchTo
          ? {
              flow_data: {
                type: "subscription_update_confirm",
                subscription_update_confirm: {
                  subscription: ref.subscriptionId!,
                  items: [{ id: item, price: switchTo, quantity: 1 }],
                },
                after_completion: { type: "redirect", redirect: { return_url: returnUrl } },
              },
            }
          : {}),
      });
      return { url: portal.url };
    },

    async upgrade(ref: SubscriptionRef, priceId: string) {
      if (!ref.subscriptionId) throw new Error("No subscription to change");
      const readFrom = Math.floor(Date.now() / 1000);
      const item = await firstItem(ref.subscriptionId);
      // The difference for the rest of the period is invoiced now.
      const sub = await stripe.subscriptions.update(ref.subscriptionId, {
        items: [{ id: item, price: priceId }],
        proration_behavior: "always_invoice",
        expand: EXPAND,
      });
      return syncEvent(sub, ref.userId, readFrom);
    },

    async keep(ref: SubscriptionRef) {
      if (!ref.subscriptionId) throw new Error("No subscription to keep");
      const readFrom = Math.floor(Date.now() / 1000);
      const before = await stripe.subscriptions.retrieve(ref.subscriptionId);
      // A downgrade waits in a schedule: releasing it leaves the subscription on its price.
      const schedule = typeof before.schedule === "string" ? before.schedule : before.schedule?.id;
      if (schedule) await stripe.subscriptionSchedules.release(schedule);
      const sub = before.cancel_at_period_end
        ? await stripe.subscriptions.update(ref.subscriptionId, { cancel_at_period_end: false, expand: EXPAND })
        : await stripe.subscriptions.retrieve(ref.subscriptionId, { expand: EXPAND });
      return syncEvent(sub, ref.userId, readFrom);
    },

    async cancelAtPeriodEnd(ref: SubscriptionRef) {
      if (!ref.subscriptionId) throw new Error("No subscription to cancel");
      const readFrom = Math.floor(Date.now() / 1000);
      const sub = await stripe.subscriptions.update(ref.subscriptionId, { cancel_at_period_end: true, expand: EXPAND });
      return syncEvent(sub, ref.userId, readFrom);
    },

    async complete(event: BillingEvent) {
      const obj = event.data.object;
      if (obj.object !== "subscription" || typeof obj.schedule !== "string") return event;
      const schedule = (await stripe.subscriptionSchedules.retrieve(obj.schedule)) as unknown as ScheduleObject;
      return { ...event, data: { object: { ...obj, schedule } } } as BillingEvent;
    },

    async currentState(ref: SubscriptionRef): Promise<BillingEvent | null> {
      // Callers bound how often this runs (claimProviderSync), so its event rows are bounded too.
      // Stamped with when the read began: anything the provider sent since is newer.
      const readFrom = Math.floor(Date.now() / 1000);
      let sub: Stripe.Subscription | undefined;
      if (ref.subscriptionId) {
        sub = await stripe.subscriptions.retrieve(ref.subscriptionId, { expand: EXPAND });
      } else if (ref.customerId) {
        const list = await stripe.subscriptions.list({
          customer: ref.customerId,
          status: "all",
          limit: 1,
          expand: ["data.default_payment_method", "data.schedule"],
        });
        sub = list.data[0];
      }
      return sub ? syncEvent(sub, ref.userId, readFrom) : null;
    },
  };

  async function firstItem(subscriptionId: string) {
    const sub = await stripe.subscriptions.retrieve(subscriptionId);
    const item = sub.items.data[0]?.id;
    if (!item) throw new Error("The subscription has no item");
    return item;
  }
}

/** A fresh read from Stripe as an event, stamped with when the read began (see handler). */
function syncEvent(sub: Stripe.Subscription, userId: string, readFrom: number): BillingEvent {
  const object = sub as unknown as SubscriptionObject;
  return {
    id: `${SYNC_EVENT_PREFIX}${sub.id}_${Date.now()}`,
    created: readFrom,
    type: sub.status === "canceled" ? "customer.subscription.deleted" : "customer.subscription.updated",
    data: { object: { ...object, metadata: { ...object.metadata, userId: object.metadata?.userId ?? userId } } },
  };
}

/** Verify a webhook's signature on the raw body; null when it does not verify. */
export async function verifyWebhook(env: Env, rawBody: string, signature: string | null) {
  if (!signature || !env.STRIPE_WEBHOOK_SECRET) return null;
  try {
    const event = await Stripe.webhooks.constructEventAsync(
      rawBody,
      signature,
      env.STRIPE_WEBHOOK_SECRET,
      undefined,
      Stripe.createSubtleCryptoProvider(),
    );
    return event as unknown as BillingEvent;
  } catch {
    return null;
  }
}
