// Which payment provider this site uses, chosen by configuration: Stripe when
// STRIPE_SECRET_KEY is set; the local provider only outside production; in production
// without a key, none.
import { config } from "~/config.server";
import type { Env } from "~/env";
import { localProvider } from "./local.server";
import type { PaymentProvider, SubscriptionRef } from "./provider";
import { stripeProvider } from "./stripe.server";
import type { SubscriptionRow } from "./subscription.server";

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

/** What the provider needs to find the member's subscription. */
export function refOf(userId: string, row: SubscriptionRow | null): SubscriptionRef {
  return { userId, customerId: row?.customerId ?? null, subscriptionId: row?.subscriptionId ?? null };
}
