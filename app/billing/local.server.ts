// The local payment provider for offline development: a hosted-checkout page and a
// portal inside the app that accept Stripe's test cards and deliver the same event
// shapes to the same handler the Stripe webhook uses.
import { authSecret } from "~/auth/index.server";
import type { Env } from "~/env";
import type { BillingEvent, SubscriptionObject } from "./events";
import { checkoutSessionIsOpen, completeCheckoutSession, type CheckoutClaim } from "./checkout-sessions.server";
import { applyBillingEvent } from "./handler.server";
import type { CheckoutRequest, PaymentProvider } from "./provider";
import { mac, sign, verify } from "~/security/signing.server";
import { priceIds, subscriptionRow, subscriptionState } from "./subscription.server";
import { TRIAL_DAYS, type Tier } from "./plans";
import { planChange } from "./plan-changes";

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

const nowSeconds = () => Math.floor(Date.now() / 1000);

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

function subscriptionObject(input: {
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
        object: subscriptionObject({
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
      object: subscriptionObject({
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
