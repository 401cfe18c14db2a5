// The Stripe provider end to end: the app's adapter against a fake Stripe API on loopback
// (tests/worker/fake-stripe.ts, recording what the SDK sends), and Stripe's signed webhooks
// delivered to /api/stripe/webhook. Runs in the "stripe" project of vitest.worker.config.ts,
// whose Worker has STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_API_BASE set.
import { env } from "cloudflare:test";
import Stripe from "stripe";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { BillingEvent, SubscriptionObject } from "~/billing/events";
import { CHECKOUT_URL, PORTAL_URL, type RecordedRequest } from "./fake-stripe";
import { appFetch, Browser, ORIGIN } from "./helpers";
import { eq, or } from "drizzle-orm";
import { schema } from "~/db.server";
import { member } from "./factories";
import { billingEvents, openCheckouts, rowCount, subscriptionOf } from "./readers";

declare global {
  namespace Cloudflare {
    interface Env {
      STRIPE_API_BASE: string;
      STRIPE_WEBHOOK_SECRET: string;
      STRIPE_PRICE_STARTER: string;
      STRIPE_PRICE_PRO: string;
      STRIPE_PRICE_ELITE: string;
    }
  }
}

// ---- the fake Stripe API ----------------------------------------------------------------
const fake = (path: string, body?: unknown) =>
  fetch(`${env.STRIPE_API_BASE}${path}`, body === undefined ? {} : { method: "POST", body: JSON.stringify(body) });
const stripeRequests = async (path?: string) =>
  (await (await fake("/__requests")).json<RecordedRequest[]>()).filter((r) => !path || r.path === path);
const failNext = (path: string, status: number, message: string) => fake("/__fail", { path, status, message });
const scriptSubscription = (sub: SubscriptionObject) => fake("/__subscriptions", sub);

beforeEach(async () => {
  expect(env.STRIPE_API_BASE).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  await fake("/__reset", {});
});

// ---- members and their stored subscription -----------------------------------------------
const row = subscriptionOf;
const eventsFor = (userId: string) => billingEvents({ userId });
const countEvents = async (id: string) => (await billingEvents({ id })).length;

// ---- Stripe-shaped events, signed like Stripe signs them ---------------------------------
const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);
let eventSeq = 0;
const eventId = () => `evt_test_${Date.now().toString(36)}_${++eventSeq}`;

function subscription(
  userId: string | undefined,
  over: Partial<SubscriptionObject> & { price?: string } = {},
): SubscriptionObject {
  const { price = env.STRIPE_PRICE_PRO, ...rest } = over;
  const periodEnd = now() + 30 * DAY;
  return {
    id: `sub_${userId ?? "nobody"}`,
    object: "subscription",
    customer: `cus_${userId ?? "nobody"}`,
    status: "active",
    cancel_at_period_end: false,
    trial_end: null,
    metadata: userId ? { userId, tier: "pro" } : {},
    // Current Stripe API versions carry the period end on the item.
    items: {
      data: [
        {
          id: `si_${userId ?? "nobody"}`,
          price: { id: price, product: "prod_test_pro" },
          current_period_end: periodEnd,
        },
      ],
    },
    ...rest,
  };
}

const subEvent = (
  type: "customer.subscription.created" | "customer.subscription.updated" | "customer.subscription.deleted",
  object: SubscriptionObject,
  created = now(),
): BillingEvent => ({ id: eventId(), created, type, data: { object } });

const checkoutCompleted = (
  userId: string,
  trial: boolean,
  over: { customer?: string; subscription?: string | null } = {},
): BillingEvent => ({
  id: eventId(),
  created: now(),
  type: "checkout.session.completed",
  data: {
    object: {
      id: `cs_test_${userId}`,
      object: "checkout.session",
      mode: "subscription",
      client_reference_id: userId,
      customer: over.customer ?? `cus_${userId}`,
      subscription: over.subscription === undefined ? `sub_${userId}` : over.subscription,
      metadata: { userId, tier: "pro", trial: String(trial) },
    },
  },
});

const crypto = Stripe.createSubtleCryptoProvider();
const sign = (payload: string, secret = env.STRIPE_WEBHOOK_SECRET) =>
  Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret, cryptoProvider: crypto });

function postWebhook(body: string, signature: string | null) {
  return fetchSelf("/api/stripe/webhook", {
    method: "POST",
    body,
    headers: { "Content-Type": "application/json", ...(signature === null ? {} : { "Stripe-Signature": signature }) },
  });
}
// Like Stripe: no cookies, no Origin.
const fetchSelf = (path: string, init: RequestInit) => appFetch(`${ORIGIN}${path}`, { redirect: "manual", ...init });

/** Deliver a signed event; the handler's outcome. */
async function deliver(event: BillingEvent) {
  const body = JSON.stringify({ object: "event", api_version: "2025-09-30.clover", livemode: false, ...event });
  const res = await postWebhook(body, await sign(body));
  expect(res.status).toBe(200);
  return (await res.json<{ received: boolean; outcome: string }>()).outcome;
}

/** A member with an active (or trialing) Stripe subscription, as the webhooks leave it. */
async function subscribedMember(label: string, over: Partial<SubscriptionObject> & { price?: string } = {}) {
  const m = await member({ prefix: label, domain: "stripe.test" });
  const trial = over.status === "trialing";
  expect(await deliver(checkoutCompleted(m.id, trial))).toBe("applied");
  expect(await deliver(subEvent("customer.subscription.created", subscription(m.id, over), now() - 60))).toBe(
    "applied",
  );
  return m;
}

const checkoutForm = (b: Browser, query: string, fields: Record<string, string>) => b.post(`/checkout${query}`, fields);
const lastCheckout = async () => {
  const calls = await stripeRequests("/v1/checkout/sessions");
  expect(calls).toHaveLength(1);
  return calls[0];
};

describe("checkout through the Stripe adapter", () => {
  it("posts the tier's price, the member, the return URLs and 7 trial days to Stripe, then sends the member to Stripe's page", async () => {
    const m = await member({ prefix: "trial", domain: "stripe.test" });
    const page = await (await m.b.get("/checkout?plan=pro&trial=true")).text();
    expect(page).toContain("Start Free Trial");

    const res = await checkoutForm(m.b, "?plan=pro&trial=true", { plan: "pro", trial: "true" });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toMatch(new RegExp(`^${CHECKOUT_URL.replaceAll(".", "\\.")}cs_test_\\w+$`));

    const call = await lastCheckout();
    expect(call.method).toBe("POST");
    expect(call.authorization).toBe("Bearer sk_test_fake");
    expect(call.form).toMatchObject({
      mode: "subscription",
      "line_items[0][price]": "price_test_pro",
      "line_items[0][quantity]": "1",
      client_reference_id: m.id,
      customer_email: m.email,
      "metadata[userId]": m.id,
      "metadata[tier]": "pro",
      "metadata[trial]": "true",
      "subscription_data[metadata][userId]": m.id,
      "subscription_data[trial_period_days]": "7",
      success_url: `${ORIGIN}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${ORIGIN}/checkout?plan=pro&trial=true`,
    });
    expect(call.form).not.toHaveProperty("customer");
  });

  it("without a trial asked for, the checkout is paid from day one (no trial days)", async () => {
    const m = await member({ prefix: "paid", domain: "stripe.test" });
    const res = await checkoutForm(m.b, "?plan=elite", { plan: "elite" });
    expect(res.status).toBe(303);
    const call = await lastCheckout();
    expect(call.form).toMatchObject({ "line_items[0][price]": "price_test_elite", "metadata[trial]": "false" });
    expect(call.form.cancel_url).toBe(`${ORIGIN}/checkout?plan=elite`);
    expect(call.form).not.toHaveProperty("subscription_data[trial_period_days]");
  });

  it("an unknown plan falls back to the starter price", async () => {
    const m = await member({ prefix: "plan", domain: "stripe.test" });
    const res = await checkoutForm(m.b, "?plan=diamond", { plan: "diamond" });
    expect(res.status).toBe(303);
    expect((await lastCheckout()).form).toMatchObject({
      "line_items[0][price]": "price_test_starter",
      "metadata[tier]": "starter",
    });
  });

  it("a signed-out POST goes to sign-in and never reaches Stripe", async () => {
    const res = await new Browser().post("/checkout?plan=pro", { plan: "pro" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/auth?redirect=${encodeURIComponent("/checkout?plan=pro")}`);
    expect(await stripeRequests()).toEqual([]);
  });

  it("grants the trial at most once: asking again gets a paid checkout for the known Stripe customer", async () => {
    const m = await member({ prefix: "again", domain: "stripe.test" });
    expect((await checkoutForm(m.b, "?plan=pro&trial=true", { plan: "pro", trial: "true" })).status).toBe(303);
    expect((await lastCheckout()).form["subscription_data[trial_period_days]"]).toBe("7");

    // Stripe reports the trial, then the member cancels it.
    expect(await deliver(checkoutCompleted(m.id, true))).toBe("applied");
    const trialing = subscription(m.id, { status: "trialing", trial_end: now() + 7 * DAY });
    expect(await deliver(subEvent("customer.subscription.created", trialing, now() - 120))).toBe("applied");
    expect(await row(m.id)).toMatchObject({ subscribed: true, isTrial: true, trialUsed: true });
    const ended = { ...trialing, status: "canceled" as const, ended_at: now() - 30 };
    expect(await deliver(subEvent("customer.subscription.deleted", ended, now() - 30))).toBe("applied");
    expect(await row(m.id)).toMatchObject({ subscribed: false, trialUsed: true });

    const page = await (await m.b.get("/checkout?plan=pro&trial=true")).text();
    expect(page).toContain("You&#x27;ve already used your free trial");
    expect(page).not.toContain("Start Free Trial");
    expect(page).toContain("Subscribe for $");

    await fake("/__reset", {});
    // Even a hand-made form asking for the trial gets a paid checkout.
    expect((await checkoutForm(m.b, "?plan=pro&trial=true", { plan: "pro", trial: "true" })).status).toBe(303);
    const call = await lastCheckout();
    expect(call.form).not.toHaveProperty("subscription_data[trial_period_days]");
    expect(call.form).toMatchObject({
      customer: `cus_${m.id}`,
      "metadata[trial]": "false",
      "line_items[0][price]": "price_test_pro",
    });
    expect(call.form).not.toHaveProperty("customer_email");
  });

  it.each([
    [500, "Stripe is having a moment"],
    [400, "No such price: price_test_pro"],
  ])(
    "when Stripe answers %i, checkout re-renders with our message, never Stripe's raw text (never a 500 page)",
    async (status, message) => {
      const m = await member({ prefix: "fail", domain: "stripe.test" });
      await failNext("/v1/checkout/sessions", status, message);
      const res = await checkoutForm(m.b, "?plan=pro", { plan: "pro" });
      expect(res.status).toBe(502);
      const page = await res.text();
      expect(page).toContain("We couldn&#x27;t start the checkout. Please try again in a moment.");
      expect(page).not.toContain(message);
      expect(page).toContain("Order summary");
      expect(await row(m.id)).toBeNull();
    },
  );

  // tests/wrangler.stripe.toml's STRIPE_SECRET_KEY.
  const STRIPE_KEY = "sk_test_fake";
  it("a failed checkout is logged once, as a JSON line with the request's id, and without the Stripe key", async () => {
    const m = await member({ prefix: "faillog", domain: "stripe.test" });
    await failNext("/v1/checkout/sessions", 500, `Stripe is having a moment (key ${STRIPE_KEY})`);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const res = await checkoutForm(m.b, "?plan=pro", { plan: "pro" });
      expect(res.status).toBe(502);
      const id = res.headers.get("x-request-id");
      const ours = errors.mock.calls.map((args) => args.map(String).join(" ")).filter((l) => id && l.includes(id));
      expect(ours).toHaveLength(1);
      const line = JSON.parse(ours[0]);
      expect(line).toMatchObject({
        level: "error",
        event: "checkout",
        requestId: id,
        method: "POST",
        path: "/checkout",
      });
      expect(line.error.message).toContain("Stripe is having a moment");
      expect(ours[0]).not.toContain(STRIPE_KEY);
    } finally {
      errors.mockRestore();
    }
  });
});

describe("the Stripe webhook", () => {
  it("accepts a signed trial subscription and stores subscribed, price, end and trial", async () => {
    const m = await member({ prefix: "hook", domain: "stripe.test" });
    const trialEnd = now() + 7 * DAY;
    expect(await deliver(checkoutCompleted(m.id, true))).toBe("applied");
    expect(await row(m.id)).toMatchObject({
      customerId: `cus_${m.id}`,
      subscriptionId: `sub_${m.id}`,
      trialUsed: true,
      subscribed: false,
    });

    const sub = subscription(m.id, { status: "trialing", trial_end: trialEnd });
    expect(await deliver(subEvent("customer.subscription.created", sub))).toBe("applied");
    expect(await row(m.id)).toMatchObject({
      subscribed: true,
      priceId: "price_test_pro",
      subscriptionEnd: new Date(trialEnd * 1000),
      isTrial: true,
      status: "trialing",
      trialUsed: true,
    });

    // The trial converts: paid until the period's end.
    const periodEnd = now() + 30 * DAY;
    const active = subscription(m.id, {
      items: {
        data: [{ price: { id: "price_test_elite", product: "prod_test_elite" }, current_period_end: periodEnd }],
      },
    });
    expect(await deliver(subEvent("customer.subscription.updated", active, now() + 1))).toBe("applied");
    expect(await row(m.id)).toMatchObject({
      subscribed: true,
      priceId: "price_test_elite",
      subscriptionEnd: new Date(periodEnd * 1000),
      isTrial: false,
      status: "active",
    });
    expect(await eventsFor(m.id)).toHaveLength(3);
  });

  it("answers 405 to GET", async () => {
    expect((await fetchSelf("/api/stripe/webhook", {})).status).toBe(405);
  });

  it.each([
    [
      "a tampered body",
      async (body: string) => ({ body: body.replace("price_test_pro", "price_test_elite"), sig: await sign(body) }),
    ],
    ["a wrong secret", async (body: string) => ({ body, sig: await sign(body, "whsec_not_ours") })],
    ["no Stripe-Signature header", async (body: string) => ({ body, sig: null })],
    ["a malformed header", async (body: string) => ({ body, sig: "t=1,v1=deadbeef" })],
    [
      "a stale timestamp",
      async (body: string) => ({
        body,
        sig: await Stripe.webhooks.generateTestHeaderStringAsync({
          payload: body,
          secret: env.STRIPE_WEBHOOK_SECRET,
          timestamp: now() - 3600,
          cryptoProvider: crypto,
        }),
      }),
    ],
  ])("refuses %s with 400 and changes nothing", async (_, forge) => {
    const m = await member({ prefix: "forge", domain: "stripe.test" });
    const event = subEvent("customer.subscription.created", subscription(m.id));
    const { body, sig } = await forge(JSON.stringify({ object: "event", ...event }));
    const res = await postWebhook(body, sig);
    expect(res.status).toBe(400);
    expect(await row(m.id)).toBeNull();
    expect(await countEvents(event.id)).toBe(0);
  });

  it("applies a replayed event once: the second delivery is a no-op", async () => {
    const m = await member({ prefix: "replay", domain: "stripe.test" });
    const event = subEvent("customer.subscription.created", subscription(m.id));
    expect(await deliver(event)).toBe("applied");
    const before = await row(m.id);
    // Stripe retries with a fresh signature; the event id is what counts.
    expect(await deliver(event)).toBe("duplicate");
    expect(await row(m.id)).toEqual(before);
    expect(await countEvents(event.id)).toBe(1);
  });

  it("out of order: an older created/updated event never overwrites a newer update", async () => {
    const m = await member({ prefix: "order", domain: "stripe.test" });
    const t = now();
    const sub = subscription(m.id);
    // Newest first: the member set the subscription to cancel at the period's end.
    expect(await deliver(subEvent("customer.subscription.updated", { ...sub, cancel_at_period_end: true }, t))).toBe(
      "applied",
    );
    expect(await deliver(subEvent("customer.subscription.created", sub, t - 50))).toBe("applied");
    expect(
      await deliver(subEvent("customer.subscription.updated", { ...sub, status: "active" as const }, t - 10)),
    ).toBe("applied");
    expect(await row(m.id)).toMatchObject({ subscribed: true, cancelAtPeriodEnd: true, lastEventAt: t * 1000 });

    // A deletion, then a late update from before it: still ended.
    const ended = { ...sub, status: "canceled" as const, ended_at: t + 100 };
    expect(await deliver(subEvent("customer.subscription.deleted", ended, t + 100))).toBe("applied");
    expect(await deliver(subEvent("customer.subscription.updated", sub, t + 90))).toBe("applied");
    expect(await row(m.id)).toMatchObject({ subscribed: false, status: "canceled", lastEventAt: (t + 100) * 1000 });
    // Every delivery is recorded once, whether or not it changed the row.
    expect(await eventsFor(m.id)).toHaveLength(5);
  });

  it("customer.subscription.deleted ends access: the gated page shows the gate again", async () => {
    const m = await subscribedMember("gate");
    const open = await (await m.b.get("/pro-content")).text();
    expect(open).not.toContain('data-testid="access-gate"');

    const ended = { ...subscription(m.id), status: "canceled" as const, ended_at: now() };
    expect(await deliver(subEvent("customer.subscription.deleted", ended))).toBe("applied");
    expect(await row(m.id)).toMatchObject({ subscribed: false, status: "canceled", isTrial: false });
    const gated = await (await m.b.get("/pro-content")).text();
    expect(gated).toContain('data-testid="access-gate"');
    expect(gated).toContain("Premium Content");
  });

  it("invoice.payment_failed marks the subscription past_due (found by the stored customer id)", async () => {
    const m = await subscribedMember("dunning");
    const event: BillingEvent = {
      id: eventId(),
      created: now(),
      type: "invoice.payment_failed",
      data: { object: { id: "in_test_1", object: "invoice", customer: `cus_${m.id}` } },
    };
    expect(await deliver(event)).toBe("applied");
    expect(await row(m.id)).toMatchObject({ status: "past_due", subscribed: true });
  });

  it("an event for an unknown user answers 200 and writes nothing", async () => {
    const before = await rowCount(schema.billingEvents);
    const stranger = subscription(undefined, { customer: "cus_stranger", id: "sub_stranger" });
    expect(await deliver(subEvent("customer.subscription.updated", stranger))).toBe("unknown-user");
    // Metadata naming a user who does not exist.
    const ghost = subscription("no-such-user");
    expect(await deliver(subEvent("customer.subscription.created", ghost))).toBe("unknown-user");
    const invoice: BillingEvent = {
      id: eventId(),
      created: now(),
      type: "invoice.payment_failed",
      data: { object: { id: "in_test_2", object: "invoice", customer: "cus_stranger" } },
    };
    expect(await deliver(invoice)).toBe("unknown-user");
    expect(await rowCount(schema.billingEvents)).toBe(before);
    const subs = schema.userSubscriptions;
    expect(await rowCount(subs, or(eq(subs.userId, "no-such-user"), eq(subs.customerId, "cus_stranger")))).toBe(0);
  });

  it("an event type we do not handle answers 200 as ignored", async () => {
    const body = JSON.stringify({
      id: eventId(),
      object: "event",
      created: now(),
      type: "charge.succeeded",
      data: { object: { id: "ch_1", object: "charge" } },
    });
    const res = await postWebhook(body, await sign(body));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, outcome: "ignored" });
  });
});

describe("the Stripe billing portal", () => {
  it("sends a paid member to Stripe's portal for their customer, returning to settings", async () => {
    const m = await subscribedMember("portal");
    const res = await m.b.post("/billing/portal", { return: "/settings" });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toMatch(new RegExp(`^${PORTAL_URL.replaceAll(".", "\\.")}bps_\\w+$`));
    const calls = await stripeRequests("/v1/billing_portal/sessions");
    expect(calls).toHaveLength(1);
    expect(calls[0].form).toEqual({ customer: `cus_${m.id}`, return_url: `${ORIGIN}/settings` });
  });

  const failureToast = "Failed to open subscription management. Please try again.";

  it("a trial member is sent to Stripe's portal; the cancelled trial then says it ends with no charge", async () => {
    const m = await subscribedMember("trialportal", { status: "trialing", trial_end: now() + 7 * DAY });
    const res = await m.b.post("/billing/portal", { return: "/settings" });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toMatch(new RegExp(`^${PORTAL_URL}`));
    expect(await stripeRequests("/v1/billing_portal/sessions")).toHaveLength(1);
    // The member cancels in Stripe's portal; Stripe tells us.
    const cancelled = subscription(m.id, {
      status: "trialing",
      trial_end: now() + 7 * DAY,
      cancel_at_period_end: true,
    });
    expect(await deliver(subEvent("customer.subscription.updated", cancelled, now() + 1))).toBe("applied");
    const page = await (await m.b.get("/settings")).text();
    expect(page).toMatch(/Trial cancelled: it ends on [A-Z][a-z]+ \d+, \d{4} with no charge\./);
  });

  it("when Stripe fails, back to settings with the failure toast", async () => {
    const m = await subscribedMember("portalfail");
    await failNext("/v1/billing_portal/sessions", 500, "Portal is down");
    const res = await m.b.post("/billing/portal", { return: "/settings" });
    expect(res.status).toBe(303);
    const page = await (await m.b.follow(res)).text();
    expect(page).toContain("Error");
    expect(page).toContain(failureToast);
  });
});

describe("refreshing the subscription from Stripe", () => {
  it("a subscription canceled at Stripe shows as not subscribed after a refresh", async () => {
    const m = await subscribedMember("refresh");
    await scriptSubscription({ ...subscription(m.id), status: "canceled", ended_at: now() - 5 });
    const res = await m.b.post("/billing/refresh", { return: "/settings" });
    expect(res.status).toBe(303);
    const page = await (await m.b.follow(res)).text();
    expect(page).toContain("Refreshed");
    expect(page).toContain("Subscription status updated.");
    expect((await stripeRequests()).map((r) => `${r.method} ${r.path}`)).toEqual([`GET /v1/subscriptions/sub_${m.id}`]);
    expect(await row(m.id)).toMatchObject({ subscribed: false, status: "canceled" });
  });

  it("with only a customer id stored, finds the subscription by customer", async () => {
    const m = await member({ prefix: "bycustomer", domain: "stripe.test" });
    expect(await deliver(checkoutCompleted(m.id, false, { subscription: null }))).toBe("applied");
    await scriptSubscription(subscription(undefined, { id: "sub_found", customer: `cus_${m.id}` }));
    await m.b.post("/billing/refresh", { return: "/settings" });
    const [call] = await stripeRequests();
    expect(call).toMatchObject({
      method: "GET",
      path: "/v1/subscriptions",
      query: { customer: `cus_${m.id}`, status: "all", limit: "1" },
    });
    expect(await row(m.id)).toMatchObject({
      subscribed: true,
      subscriptionId: "sub_found",
      priceId: "price_test_pro",
      status: "active",
    });
  });

  it("when Stripe cannot be reached, the stored state stays as it was", async () => {
    const m = await subscribedMember("refreshfail");
    const before = await row(m.id);
    await failNext(`/v1/subscriptions/sub_${m.id}`, 500, "down");
    const res = await m.b.post("/billing/refresh", { return: "/settings" });
    expect(res.status).toBe(303);
    const { syncedAt: _checked, ...after } = await row(m.id);
    const { syncedAt: _before, ...unchanged } = before;
    expect(after).toEqual(unchanged);
  });

  it("loading /success again and again asks Stripe at most once in a while and adds no event row per load", async () => {
    const m = await member({ prefix: "poll", domain: "stripe.test" });
    // The checkout completed, the subscription event has not arrived yet.
    expect(await deliver(checkoutCompleted(m.id, false))).toBe("applied");
    await scriptSubscription({ ...subscription(m.id), status: "incomplete" });
    const rowsBefore = (await eventsFor(m.id)).length;
    for (let i = 0; i < 5; i++) expect((await m.b.get(`/success?attempt=${i}`)).status).toBe(200);
    expect(await stripeRequests(`/v1/subscriptions/sub_${m.id}`)).toHaveLength(1);
    expect((await eventsFor(m.id)).length).toBeLessThanOrEqual(rowsBefore + 1);
  });
});

describe("one subscription and one trial with Stripe", () => {
  it("starting a new checkout expires the member's older open Checkout Session at Stripe", async () => {
    const m = await member({ prefix: "expire", domain: "stripe.test" });
    const first = await checkoutForm(m.b, "?plan=pro&trial=true", { plan: "pro", trial: "true" });
    const firstId = first.headers.get("Location")!.slice(CHECKOUT_URL.length);
    expect(await stripeRequests(`/v1/checkout/sessions/${firstId}/expire`)).toEqual([]);
    expect((await checkoutForm(m.b, "?plan=elite&trial=true", { plan: "elite", trial: "true" })).status).toBe(303);
    expect(await stripeRequests(`/v1/checkout/sessions/${firstId}/expire`)).toHaveLength(1);
    expect(await openCheckouts(m.id)).toBe(1);
  });

  it("a second live subscription is cancelled at Stripe and never replaces the current one; its later delete changes nothing", async () => {
    const m = await subscribedMember("double", { status: "trialing", trial_end: now() + 7 * DAY });
    const second = subscription(m.id, {
      id: `sub_second_${m.id}`,
      price: env.STRIPE_PRICE_ELITE,
      status: "trialing",
      trial_end: now() + 7 * DAY,
    });
    expect(await deliver(checkoutCompleted(m.id, true, { subscription: second.id }))).toBe("superseded");
    expect(await deliver(subEvent("customer.subscription.created", second))).toBe("superseded");
    expect((await stripeRequests(`/v1/subscriptions/${second.id}`)).map((r) => r.method)).toContain("DELETE");
    expect(await row(m.id)).toMatchObject({
      subscribed: true,
      isTrial: true,
      priceId: "price_test_pro",
      subscriptionId: `sub_${m.id}`,
    });
    const ended = { ...second, status: "canceled" as const, ended_at: now() };
    expect(await deliver(subEvent("customer.subscription.deleted", ended))).toBe("ignored");
    expect(await row(m.id)).toMatchObject({ subscribed: true, subscriptionId: `sub_${m.id}` });
  });

  it("an older trial checkout completed after a paid Elite plan does not downgrade it", async () => {
    const m = await subscribedMember("downgrade", { price: env.STRIPE_PRICE_ELITE });
    const older = subscription(m.id, {
      id: `sub_older_${m.id}`,
      price: env.STRIPE_PRICE_STARTER,
      status: "trialing",
      trial_end: now() + 7 * DAY,
    });
    expect(await deliver(subEvent("customer.subscription.created", older))).toBe("superseded");
    expect(await row(m.id)).toMatchObject({ subscribed: true, isTrial: false, priceId: "price_test_elite" });
  });

  it("a second trial is refused even after the first one ended; a paid plan is then adopted", async () => {
    const m = await subscribedMember("trial2", { status: "trialing", trial_end: now() + 7 * DAY });
    const first = subscription(m.id, { status: "canceled", ended_at: now() - 10, trial_end: now() - 10 });
    expect(await deliver(subEvent("customer.subscription.deleted", first, now() - 10))).toBe("applied");
    const trial = subscription(m.id, { id: `sub_trial2_${m.id}`, status: "trialing", trial_end: now() + 7 * DAY });
    expect(await deliver(subEvent("customer.subscription.created", trial))).toBe("superseded");
    expect(await row(m.id)).toMatchObject({ subscribed: false, trialUsed: true });
    const paid = subscription(m.id, { id: `sub_paid_${m.id}`, price: env.STRIPE_PRICE_ELITE });
    expect(await deliver(subEvent("customer.subscription.created", paid))).toBe("applied");
    expect(await row(m.id)).toMatchObject({ subscribed: true, isTrial: false, subscriptionId: `sub_paid_${m.id}` });
  });
});

describe("one trial per card and fresh reads that never beat newer events", () => {
  it("the same card cannot start a second trial from another account: refused and cancelled at Stripe", async () => {
    const card = { id: "pm_same", card: { fingerprint: "fp_same_card" } };
    const a = await member({ prefix: "carda", domain: "stripe.test" });
    const trialA = subscription(a.id, { status: "trialing", trial_end: now() + 7 * DAY, default_payment_method: card });
    expect(await deliver(subEvent("customer.subscription.created", trialA))).toBe("applied");

    const b = await member({ prefix: "cardb", domain: "stripe.test" });
    // Stripe's event names the payment method by id; the app asks Stripe for its card.
    const trialB = subscription(b.id, { status: "trialing", trial_end: now() + 7 * DAY, default_payment_method: card });
    await scriptSubscription(trialB);
    const event = subEvent("customer.subscription.created", { ...trialB, default_payment_method: "pm_same" });
    expect(await deliver(event)).toBe("trial-refused");
    expect(await stripeRequests(`/v1/subscriptions/${trialB.id}`)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ method: "GET", query: { "expand[0]": "default_payment_method" } }),
        expect.objectContaining({ method: "DELETE" }),
      ]),
    );
    expect(await row(b.id)).toBeNull();
    // A paid plan with the same card is fine.
    const paid = subscription(b.id, { id: `sub_paid_${b.id}`, default_payment_method: card });
    expect(await deliver(subEvent("customer.subscription.created", paid))).toBe("applied");
    expect(await row(b.id)).toMatchObject({ subscribed: true, isTrial: false });
  });

  it("a refresh whose read began before a newer webhook landed does not overwrite it", async () => {
    const m = await subscribedMember("stale");
    // Stripe still answers the old state, slowly; meanwhile the member cancels and its webhook lands.
    await scriptSubscription(subscription(m.id));
    await fake("/__delay", { path: `/v1/subscriptions/sub_${m.id}`, ms: 1500 });
    const refresh = m.b.post("/billing/refresh", { return: "/settings" });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      await deliver(subEvent("customer.subscription.updated", subscription(m.id, { cancel_at_period_end: true }))),
    ).toBe("applied");
    expect((await refresh).status).toBe(303);
    expect(await stripeRequests(`/v1/subscriptions/sub_${m.id}`)).toHaveLength(1);
    expect(await row(m.id)).toMatchObject({ subscribed: true, cancelAtPeriodEnd: true });
  });
});

describe("changing plans with Stripe", () => {
  it("a Pro member upgrades to Elite: the one subscription is updated with proration, and access follows", async () => {
    const m = await subscribedMember("upgrade");
    await scriptSubscription(subscription(m.id));
    const page = await (await m.b.get("/checkout?plan=elite")).text();
    expect(page).toContain("Upgrade from Pro to Elite");
    expect(page).not.toContain("You already have an active plan");
    const res = await m.b.post("/checkout?plan=elite", { plan: "elite", intent: "change" });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/settings");
    const [update] = await stripeRequests(`/v1/subscriptions/sub_${m.id}`).then((r) =>
      r.filter((x) => x.method === "POST"),
    );
    expect(update.form).toMatchObject({
      "items[0][id]": `si_${m.id}`,
      "items[0][price]": env.STRIPE_PRICE_ELITE,
      proration_behavior: "always_invoice",
    });
    expect(await stripeRequests("/v1/checkout/sessions")).toEqual([]);
    expect(await row(m.id)).toMatchObject({
      subscribed: true,
      priceId: env.STRIPE_PRICE_ELITE,
      subscriptionId: `sub_${m.id}`,
    });
    expect(await (await m.b.get("/elite-content")).text()).not.toContain('data-testid="access-gate"');
  });

  it("an Elite member downgrading to Starter confirms it in Stripe's portal; nothing changes until Stripe says so", async () => {
    const m = await subscribedMember("downgrade2", { price: env.STRIPE_PRICE_ELITE });
    await scriptSubscription(subscription(m.id, { price: env.STRIPE_PRICE_ELITE }));
    expect(await (await m.b.get("/checkout?plan=starter")).text()).toContain("Switch from Elite to Starter");
    const res = await m.b.post("/checkout?plan=starter", { plan: "starter", intent: "change" });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toMatch(new RegExp(`^${PORTAL_URL}`));
    const [portal] = await stripeRequests("/v1/billing_portal/sessions");
    expect(portal.form).toMatchObject({
      customer: `cus_${m.id}`,
      "flow_data[type]": "subscription_update_confirm",
      "flow_data[subscription_update_confirm][subscription]": `sub_${m.id}`,
      "flow_data[subscription_update_confirm][items][0][id]": `si_${m.id}`,
      "flow_data[subscription_update_confirm][items][0][price]": env.STRIPE_PRICE_STARTER,
    });
    expect(await row(m.id)).toMatchObject({ priceId: env.STRIPE_PRICE_ELITE });
  });
});

describe("a deleted account is never charged", () => {
  it("deleting the account expires the member's open Stripe checkout", async () => {
    const m = await member({ prefix: "delopen", domain: "stripe.test" });
    expect((await checkoutForm(m.b, "?plan=pro", { plan: "pro" })).status).toBe(303);
    const [created] = await stripeRequests("/v1/checkout/sessions");
    expect(created).toBeTruthy();
    const deleted = await m.b.post("/settings", { password: "secret123" });
    expect(deleted.status).toBe(303);
    const expired = (await stripeRequests()).filter(
      (r) => r.method === "POST" && /^\/v1\/checkout\/sessions\/[^/]+\/expire$/.test(r.path),
    );
    expect(expired).toHaveLength(1);
  });

  it("a checkout paid just before the deletion: its events write nothing and the subscription is cancelled at Stripe", async () => {
    const m = await member({ prefix: "dellate", domain: "stripe.test" });
    expect((await m.b.post("/settings", { password: "secret123" })).status).toBe(303);
    expect(await deliver(checkoutCompleted(m.id, false))).toBe("deleted-member");
    expect(await deliver(subEvent("customer.subscription.created", subscription(m.id)))).toBe("deleted-member");
    expect(await row(m.id)).toBeNull();
    const cancels = (await stripeRequests(`/v1/subscriptions/sub_${m.id}`)).filter((r) => r.method === "DELETE");
    expect(cancels.length).toBeGreaterThanOrEqual(1);
    // The member's page stays gone: no session, no subscription.
    expect((await m.b.get("/settings")).status).toBe(302);
  });
});
