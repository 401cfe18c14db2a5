// Scheduled changes and money mails with the Stripe provider (decisions 066 and 067):
// signed webhooks delivered twice (one after the other and at once) mail once; a pending
// downgrade lives in a Stripe subscription schedule that the writer reads into the row;
// "Keep Elite" releases the schedule or turns cancel_at_period_end off through the fake
// Stripe API (tests/worker/fake-stripe.ts). Runs in the "stripe" project.
import { env } from "cloudflare:test";
import Stripe from "stripe";
import { beforeEach, describe, expect, it } from "vitest";
import type { BillingEvent, ScheduleObject, SubscriptionObject } from "~/billing/events";
import type { RecordedRequest } from "./fake-stripe";
import { appFetch, ORIGIN } from "./helpers";
import { member, type Member } from "./factories";
import { mailsTo, subscriptionOf } from "./readers";

declare global {
  namespace Cloudflare {
    interface Env {
      STRIPE_API_BASE: string;
      STRIPE_WEBHOOK_SECRET: string;
      STRIPE_PRICE_PRO: string;
      STRIPE_PRICE_ELITE: string;
    }
  }
}

const fake = (path: string, body?: unknown) =>
  fetch(`${env.STRIPE_API_BASE}${path}`, body === undefined ? {} : { method: "POST", body: JSON.stringify(body) });
const stripeRequests = async (path: string) =>
  (await (await fake("/__requests")).json<RecordedRequest[]>()).filter((r) => r.path === path);

beforeEach(async () => {
  await fake("/__reset", {});
});

const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);
let seq = 0;
const eventId = () => `evt_money_${Date.now().toString(36)}_${++seq}`;
const DATE = "[A-Z][a-z]+ \\d{1,2}, \\d{4}";

function subscription(m: Member, price: string, periodEnd: number, over: Partial<SubscriptionObject> = {}) {
  return {
    id: `sub_${m.id}`,
    object: "subscription",
    customer: `cus_${m.id}`,
    status: "active",
    cancel_at_period_end: false,
    trial_end: null,
    metadata: { userId: m.id },
    items: { data: [{ id: `si_${m.id}`, price: { id: price, product: "prod_test" }, current_period_end: periodEnd }] },
    ...over,
  } satisfies SubscriptionObject;
}

const subEvent = (
  type: "customer.subscription.created" | "customer.subscription.updated",
  object: SubscriptionObject,
  created = now(),
): BillingEvent => ({ id: eventId(), created, type, data: { object } });

const cryptoProvider = Stripe.createSubtleCryptoProvider();

/** Delivers a signed event as Stripe does (no cookie, no Origin); the handler's outcome. */
async function deliver(event: BillingEvent) {
  const body = JSON.stringify({ object: "event", api_version: "2025-09-30.clover", livemode: false, ...event });
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
    payload: body,
    secret: env.STRIPE_WEBHOOK_SECRET,
    cryptoProvider,
  });
  const res = await appFetch(`${ORIGIN}/api/stripe/webhook`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
  });
  expect(res.status).toBe(200);
  return (await res.json<{ outcome: string }>()).outcome;
}

/** The same event twice at once, then once more: applied exactly once. */
async function deliverThrice(event: BillingEvent) {
  const outcomes = [...(await Promise.all([deliver(event), deliver(event)])), await deliver(event)];
  expect(outcomes.sort()).toEqual(["applied", "duplicate", "duplicate"]);
}

/** A member whose Stripe subscription (on `price`) the webhooks have already stored. */
async function stripeMember(prefix: string, price: string, periodEnd: number, over: Partial<SubscriptionObject> = {}) {
  const m = await member({ prefix, domain: "stripe.test" });
  const sub = subscription(m, price, periodEnd, over);
  await fake("/__subscriptions", sub);
  expect(await deliver(subEvent("customer.subscription.created", sub, now() - 120))).toBe("applied");
  return m;
}

function keepFields(html: string) {
  const form = html.match(/<form[^>]*action="\/billing\/keep"[^>]*>([\s\S]*?)<\/form>/)?.[1] ?? "";
  const field = (name: string) => form.match(new RegExp(`name="${name}" value="([^"]*)"`))?.[1] ?? "";
  return { subscription: field("subscription"), tier: field("tier"), return: field("return") };
}

describe("money mails are sent once when Stripe delivers a webhook twice", () => {
  it("trial started: one mail with the first charge's date", async () => {
    const m = await member({ prefix: "strial", domain: "stripe.test" });
    const end = now() + 7 * DAY;
    const trial = subscription(m, env.STRIPE_PRICE_PRO, end, { status: "trialing", trial_end: end });
    await deliverThrice(subEvent("customer.subscription.created", trial));
    const mails = await mailsTo(m.email, "trial has started");
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toMatch(new RegExp(`first charge of \\$19 USD a month is on ${DATE}`));
  });

  it("a plan changed (Pro to Elite): one mail, even when a fresh read reports the same change again", async () => {
    const end = now() + 20 * DAY;
    const m = await stripeMember("schange", env.STRIPE_PRICE_PRO, end);
    const elite = subscription(m, env.STRIPE_PRICE_ELITE, end);
    await fake("/__subscriptions", elite);
    await deliverThrice(subEvent("customer.subscription.updated", elite));
    // The refresh reads the same state from Stripe: another event id, the same change.
    await m.b.post("/billing/refresh", { return: "/settings" });
    const mails = await mailsTo(m.email, "Your plan is now Elite");
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain("Your plan changed from Pro to Elite.");
  });

  it("payment failed: one mail with a link to update the card", async () => {
    const m = await stripeMember("sfail", env.STRIPE_PRICE_PRO, now() + 10 * DAY);
    await deliverThrice({
      id: eventId(),
      created: now(),
      type: "invoice.payment_failed",
      data: { object: { id: `in_${m.id}`, object: "invoice", customer: `cus_${m.id}`, subscription: `sub_${m.id}` } },
    });
    const mails = await mailsTo(m.email, "payment failed");
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(`Update my card: ${ORIGIN}/settings`);
  });
});

describe("a downgrade waiting in a Stripe schedule, and Keep", () => {
  it("the schedule's next phase is kept in the row and shown; Keep Elite releases the schedule", async () => {
    const end = now() + 25 * DAY;
    const m = await stripeMember("ssched", env.STRIPE_PRICE_ELITE, end);
    const schedule: ScheduleObject = {
      id: `sub_sched_${m.id}`,
      object: "subscription_schedule",
      phases: [
        { start_date: now() - 5 * DAY, end_date: end, items: [{ price: env.STRIPE_PRICE_ELITE }] },
        { start_date: end, end_date: null, items: [{ price: env.STRIPE_PRICE_PRO }] },
      ],
    };
    await fake("/__schedules", { ...schedule, subscription: `sub_${m.id}` });
    // Stripe's portal attached the schedule: the webhook names it by id.
    const scheduled = subscription(m, env.STRIPE_PRICE_ELITE, end, { schedule: schedule.id });
    await fake("/__subscriptions", scheduled);
    // (A few seconds ago: Keep's own read of Stripe must be newer than it, decision 034.)
    await deliverThrice(subEvent("customer.subscription.updated", scheduled, now() - 5));
    expect(await subscriptionOf(m.id)).toMatchObject({
      priceId: env.STRIPE_PRICE_ELITE,
      scheduledPriceId: env.STRIPE_PRICE_PRO,
    });
    const line = new RegExp(`Elite until ${DATE}, then Pro`);
    const settings = await (await m.b.get("/settings")).text();
    expect(settings).toMatch(line);
    expect(await (await m.b.get("/")).text()).toMatch(line);
    expect(await mailsTo(m.email, "then Pro")).toHaveLength(1);

    const kept = await m.b.post("/billing/keep", keepFields(settings));
    expect(kept.headers.get("Location")).toBe("/settings");
    expect(await stripeRequests(`/v1/subscription_schedules/${schedule.id}/release`)).toHaveLength(1);
    expect(await subscriptionOf(m.id)).toMatchObject({ priceId: env.STRIPE_PRICE_ELITE, scheduledPriceId: null });
    expect(await (await m.b.follow(kept)).text()).not.toMatch(line);
    // Stripe's own event for the release, later: the row stays as kept, and no new mail.
    await deliver(subEvent("customer.subscription.updated", { ...scheduled, schedule: null }, now() + 2));
    expect(await subscriptionOf(m.id)).toMatchObject({ scheduledPriceId: null });
    expect(await mailsTo(m.email, "then Pro")).toHaveLength(1);
  });

  it("a cancellation mails once; Keep Elite turns cancel_at_period_end off at Stripe", async () => {
    const end = now() + 12 * DAY;
    const m = await stripeMember("scancel", env.STRIPE_PRICE_ELITE, end);
    const cancelled = subscription(m, env.STRIPE_PRICE_ELITE, end, { cancel_at_period_end: true });
    await fake("/__subscriptions", cancelled);
    await deliverThrice(subEvent("customer.subscription.updated", cancelled, now() - 5));
    const mails = await mailsTo(m.email, "Elite plan is cancelled");
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toMatch(new RegExp(`You keep access until ${DATE}`));
    const settings = await (await m.b.get("/settings")).text();
    expect(settings).toMatch(new RegExp(`Elite until ${DATE}, then it ends`));

    await m.b.post("/billing/keep", keepFields(settings));
    const updates = await stripeRequests(`/v1/subscriptions/sub_${m.id}`);
    expect(updates.filter((r) => r.method === "POST").map((r) => r.form.cancel_at_period_end)).toEqual(["false"]);
    expect(await subscriptionOf(m.id)).toMatchObject({ cancelAtPeriodEnd: false, subscribed: true });
  });

  it("when Stripe fails, Keep answers with our message and the row stays as it was", async () => {
    const end = now() + 12 * DAY;
    const m = await stripeMember("skeepfail", env.STRIPE_PRICE_ELITE, end, { cancel_at_period_end: true });
    await fake("/__fail", { path: `/v1/subscriptions/sub_${m.id}`, status: 500, message: "Stripe is down" });
    const settings = await (await m.b.get("/settings")).text();
    const res = await m.b.post("/billing/keep", keepFields(settings));
    const page = await (await m.b.follow(res)).text();
    expect(page).toContain("We couldn&#x27;t keep your plan just now.");
    expect(page).not.toContain("Stripe is down");
    expect(await subscriptionOf(m.id)).toMatchObject({ cancelAtPeriodEnd: true });
  });
});
