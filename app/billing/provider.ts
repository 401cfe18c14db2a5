// One interface, two payment providers: Stripe (when STRIPE_SECRET_KEY is set) and the
// local provider used offline. Both end by delivering BillingEvents to the one handler.
import type { BillingEvent } from "./events";
import type { Tier } from "./tiers";

export type CheckoutRequest = {
  userId: string;
  email: string;
  tier: Tier;
  priceId: string;
  trial: boolean;
  customerId: string | null;
  successUrl: string;
  cancelUrl: string;
};

export type SubscriptionRef = { customerId: string | null; subscriptionId: string | null; userId: string };

export interface PaymentProvider {
  readonly name: "stripe" | "local";
  /** The hosted checkout page to send the member to, and the checkout's id. */
  createCheckout(req: CheckoutRequest): Promise<{ url: string; id: string }>;
  /** Makes an open checkout unpayable (a newer one replaced it). */
  expireCheckout(id: string): Promise<void>;
  /** Ends a subscription at once (a second, superseded subscription). */
  cancelSubscription(id: string): Promise<void>;
  /** The fingerprint of the card a trial subscription is paid with (null when none is known). */
  trialCard(subscriptionId: string): Promise<string | null>;
  /** The billing portal for a member; with `switchTo`, opened on confirming that plan switch. */
  createPortal(ref: SubscriptionRef, returnUrl: string, switchTo?: string): Promise<{ url: string }>;
  /** Moves the subscription to another price now, prorated; the updated state as an event. */
  upgrade(ref: SubscriptionRef, priceId: string): Promise<BillingEvent | null>;
  /** Undoes a scheduled downgrade or cancellation (the plan held renews as it is); the state as an event. */
  keep(ref: SubscriptionRef): Promise<BillingEvent | null>;
  /** Cancels at the period's end (a trial: it ends on its date, no charge); the state as an event. */
  cancelAtPeriodEnd(ref: SubscriptionRef): Promise<BillingEvent | null>;
  /** The event with what it names but does not carry (Stripe's schedule) filled in. */
  complete(event: BillingEvent): Promise<BillingEvent>;
  /** The provider's current view of the member's subscription as an event, or null. */
  currentState(ref: SubscriptionRef): Promise<BillingEvent | null>;
}
