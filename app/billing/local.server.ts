// The local payment provider for offline development: a hosted-checkout page inside the app
// that accepts Stripe's test cards and delivers the same event shapes to the same handler the
// Stripe webhook uses (its portal: local-portal.server.ts).
import { authSecret } from "~/auth/index.server";
import type { Env } from "~/env";
import type { BillingEvent } from "./events";
import { localSubscription, nowSeconds } from "./local-events";
import { checkoutSessionIsOpen, completeCheckoutSession, type CheckoutClaim } from "./checkout-sessions.server";
import { applyBillingEvent } from "./handler.server";
import type { CheckoutRequest, PaymentProvider } from "./provider";
import { mac, sign, verify } from "~/security/signing.server";
import { TRIAL_DAYS, type Tier } from "./plans";

const DAY = 86_400;
const LOCAL_PERIOD_DAYS = 30;
const SESSION_TTL_SECONDS = 60 * 60;

export type LocalSession = {
  sid: string;
  userId: string;
  email: string;
  tier: Tier;
  priceId: string;
  trial: boolean;
  successUrl: string;
  cancelUrl: string;
  exp: number;
};

export function localProvider(env: Env, origin: string): PaymentProvider {
  return {
    name: "local",
    async createCheckout(req: CheckoutRequest) {
      const session: LocalSession = {
        sid: crypto.randomUUID().replaceAll("-", "").slice(0, 24),
        userId: req.userId,
        email: req.email,
        tier: req.tier,
        priceId: req.priceId,
        trial: req.trial,
        // Stripe fills the session id in; the local checkout has none to give, so the parameter goes.
        successUrl: req.successUrl.replace(/[?&]session_id=\{CHECKOUT_SESSION_ID\}/, ""),
        cancelUrl: req.cancelUrl,
        exp: nowSeconds() + SESSION_TTL_SECONDS,
      };
      return { url: `${origin}/pay/checkout/${await sign(session, authSecret(env))}`, id: session.sid };
    },
    // The checkout_sessions row is the local checkout's state: expiring it is enough.
    async expireCheckout() {},
    // Local subscriptions exist only as the events the handler applied.
    async cancelSubscription() {},
    // The local checkout's events carry the card expanded (completeLocalCheckout).
    trialCard() {
      return Promise.resolve(null);
    },
    createPortal(_ref, returnUrl) {
      return Promise.resolve({ url: `${origin}/pay/portal?return=${encodeURIComponent(new URL(returnUrl).pathname)}` });
    },
    // Plan changes are applied by changeLocalPlan (the local portal's switch).
    upgrade() {
      return Promise.resolve(null);
    },
    // Kept by changeLocalPlan (the local portal's and the card's Keep).
    keep() {
      return Promise.resolve(null);
    },
    // Cancelled by changeLocalPlan (the local portal's and the trial mail's cancel).
    cancelAtPeriodEnd() {
      return Promise.resolve(null);
    },
    // Local events carry everything they mean.
    complete(event) {
      return Promise.resolve(event);
    },
    // The app's own record is the local provider's only state.
    currentState() {
      return Promise.resolve(null);
    },
  };
}

/** The checkout a link names, if its signature verifies, it has not timed out and (unless
 * `evenIfClosed`) no newer checkout replaced it and it was not paid yet. */
export async function readLocalSession(env: Env, token: string, { evenIfClosed = false } = {}) {
  const session = await verify<LocalSession>(token, authSecret(env));
  if (!session || session.exp < nowSeconds()) return null;
  if (!evenIfClosed && !(await checkoutSessionIsOpen(env, session.userId, session.sid))) return null;
  return session;
}

/**
 * A card's fingerprint, as Stripe gives one: the same for every use of one card number
 * (whatever the expiry or CVC), different for another, and telling nothing of the number
 * (a MAC under the app's secret). The one-trial rule keys trials by it (decision 050).
 */
async function localCardFingerprint(env: Env, cardNumber: string) {
  const digits = cardNumber.replace(/\D/g, "");
  return `fp_local_${(await mac(`card:${digits}`, authSecret(env))).slice(0, 16)}`;
}

/**
 * A paid local checkout: the same two events Stripe sends, with ids fixed by the session
 * and the card's payment method expanded with its fingerprint (as the app asks Stripe
 * to). Only an open checkout completes, once; a replaced (expired) one is refused.
 */
export async function completeLocalCheckout(
  env: Env,
  session: LocalSession,
  card: { number: string },
): Promise<CheckoutClaim> {
  const claim = await completeCheckoutSession(env, session.userId, session.sid);
  if (claim !== "claimed") return claim;
  const fingerprint = await localCardFingerprint(env, card.number);
  const created = nowSeconds();
  const customer = `cus_local_${session.userId}`;
  const subscription = `sub_local_${session.sid}`;
  const periodEnd = created + (session.trial ? TRIAL_DAYS : LOCAL_PERIOD_DAYS) * DAY;
  const events: BillingEvent[] = [
    {
      id: `evt_local_${session.sid}_checkout`,
      created,
      type: "checkout.session.completed",
      data: {
        object: {
          id: `cs_local_${session.sid}`,
          object: "checkout.session",
          mode: "subscription",
          client_reference_id: session.userId,
          customer,
          subscription,
          metadata: { userId: session.userId, tier: session.tier, trial: String(session.trial) },
        },
      },
    },
    {
      id: `evt_local_${session.sid}_created`,
      created,
      type: "customer.subscription.created",
      data: {
        object: localSubscription({
          id: subscription,
          customer,
          userId: session.userId,
          tier: session.tier,
          priceId: session.priceId,
          status: session.trial ? "trialing" : "active",
          periodEnd,
          trialEnd: session.trial ? periodEnd : null,
          cancelAtPeriodEnd: false,
          paymentMethod: { id: `pm_local_${session.sid}`, card: { fingerprint } },
        }),
      },
    },
  ];
  // A trial another account had with this card (or mailbox) is refused by the writer,
  // which writes nothing; Stripe's would be cancelled, a local one has nothing to cancel.
  for (const event of events) await applyBillingEvent(env, event, { cardFingerprint: fingerprint });
  return claim;
}
