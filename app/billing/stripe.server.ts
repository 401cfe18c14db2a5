// Stripe behind the PaymentProvider interface. The SDK runs on fetch (Workers have no
// Node http); STRIPE_API_BASE points it at another host (tests use a local fake).
import Stripe from "stripe";
import type { Env } from "~/env";
import type { BillingEvent, SubscriptionObject } from "./events";
import type { CheckoutRequest, PaymentProvider, SubscriptionRef } from "./provider";
import { TRIAL_DAYS } from "./plans";

export function stripeClient(env: Env) {
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null;
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

    async createPortal(ref: SubscriptionRef, returnUrl: string) {
      if (!ref.customerId) throw new Error("No billing account found for this member");
      const portal = await stripe.billingPortal.sessions.create({ customer: ref.customerId, return_url: returnUrl });
      return { url: portal.url };
    },

    async currentState(ref: SubscriptionRef): Promise<BillingEvent | null> {
      // Callers bound how often this runs (claimProviderSync), so its event rows are bounded too.
      let sub: Stripe.Subscription | undefined;
      if (ref.subscriptionId) {
        sub = await stripe.subscriptions.retrieve(ref.subscriptionId);
      } else if (ref.customerId) {
        const list = await stripe.subscriptions.list({ customer: ref.customerId, status: "all", limit: 1 });
        sub = list.data[0];
      }
      if (!sub) return null;
      const object = sub as unknown as SubscriptionObject;
      // A fresh read from Stripe, applied like any event (newer than what we hold).
      return {
        id: `sync_${sub.id}_${Date.now()}`,
        created: Math.floor(Date.now() / 1000),
        type: sub.status === "canceled" ? "customer.subscription.deleted" : "customer.subscription.updated",
        data: {
          object: { ...object, metadata: { ...object.metadata, userId: object.metadata?.userId ?? ref.userId } },
        },
      };
    },
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
