// The free trial is once per person, not once per account: deleting the account or
// signing up with another spelling of the same mailbox does not open a second trial.
// The record survives deletion, and the billing writer checks it where it grants a trial.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applyBillingEvent } from "~/billing/handler.server";
import { getPlan } from "~/billing/plans";
import { database, schema } from "~/db.server";
import { Browser } from "./helpers";
import { freshCard, member, userIdOf } from "./factories";
import { appEnv } from "./app-env";

/** Start a checkout as a member would; the local checkout page it leads to. */
async function startCheckout(b: Browser, plan: string, trial: boolean) {
  const start = await b.post(`/checkout?plan=${plan}${trial ? "&trial=true" : ""}`, {
    plan,
    ...(trial ? { trial: "true" } : {}),
  });
  expect(start.status).toBe(303);
  return new URL(start.headers.get("Location")!).pathname;
}

async function buyTrial(b: Browser) {
  const path = await startCheckout(b, "pro", true);
  expect(await (await b.get(path)).text()).toContain("7 days free");
  const paid = await b.post(path, { cardNumber: freshCard(), expiry: "12 / 34", cvc: "123" });
  expect(paid.status).toBe(303);
}

const subscriptionOf = async (userId: string) =>
  (
    await database(appEnv).select().from(schema.userSubscriptions).where(eq(schema.userSubscriptions.userId, userId))
  )[0] ?? null;

/** A trial subscription event for this member, as a provider would send it. */
const trialCreated = (userId: string, sid: string) => ({
  id: `evt_trial_${sid}`,
  created: Math.floor(Date.now() / 1000),
  type: "customer.subscription.created" as const,
  data: {
    object: {
      id: `sub_${sid}`,
      object: "subscription" as const,
      customer: `cus_${sid}`,
      status: "trialing" as const,
      cancel_at_period_end: false,
      current_period_end: Math.floor(Date.now() / 1000) + 7 * 86_400,
      trial_end: Math.floor(Date.now() / 1000) + 7 * 86_400,
      metadata: { userId, tier: "pro" },
      items: { data: [{ price: { id: "price_local_pro", product: "prod_local_pro" } }] },
    },
  },
});

describe("the page after starting a $0 trial", () => {
  it("says the trial started, when the first charge comes and how to cancel, with the plan's real features and no empty session_id", async () => {
    const m = await member({ prefix: "aftertrial", domain: "trials.test" });
    const path = await startCheckout(m.b, "pro", true);
    const paid = await m.b.post(path, { cardNumber: freshCard(), expiry: "12 / 34", cvc: "123" });
    const location = paid.headers.get("Location")!;
    expect(new URL(location).pathname).toBe("/success");
    expect(location).not.toContain("session_id");
    const html = await (await m.b.follow(paid)).text();
    const trialEnd = new Date((await subscriptionOf(m.id)).subscriptionEnd!).toLocaleDateString("en-US", {
      year: "numeric",
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    });
    expect(html).toContain("Your free trial has started!");
    expect(html).not.toContain("Payment Successful!");
    expect(html).not.toContain("subscription is active");
    expect(html).toContain(`Your first charge of $${getPlan("pro").priceUsd} USD is on ${trialEnd}.`);
    expect(html).toContain('href="/settings"');
    for (const feature of getPlan("pro").features) expect(html).toContain(feature.label.replaceAll("'", "&#x27;"));
    expect(html).not.toContain("Weekly expert tips");
  });

  it("a paid plan's page lists that plan's features", async () => {
    const m = await member({ prefix: "afterpaid", domain: "trials.test" });
    const path = await startCheckout(m.b, "elite", false);
    const paid = await m.b.post(path, { cardNumber: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123" });
    const html = await (await m.b.follow(paid)).text();
    expect(html).toContain("Payment Successful!");
    for (const feature of getPlan("elite").features) expect(html).toContain(feature.label.replaceAll("'", "&#x27;"));
    expect(html).not.toContain("Weekly expert tips");
  });
});

describe("one free trial per person", () => {
  it("deleting the account and signing up again with the same email offers no second trial", async () => {
    const first = await member({ email: "again@trials.test", username: "againone" });
    await buyTrial(first.b);
    expect(await subscriptionOf(first.id)).toMatchObject({ subscribed: true, isTrial: true });
    const gone = await first.b.post("/settings", { password: "secret123" });
    expect(gone.headers.get("Location")).toBe("/#main");

    const second = await member({ email: "again@trials.test", username: "againtwo" });
    const page = await (await second.b.get("/checkout?plan=pro&trial=true")).text();
    expect(page).toContain("already used your free trial");
    // Posting for the trial anyway gets a paid checkout.
    const path = await startCheckout(second.b, "pro", true);
    expect(await (await second.b.get(path)).text()).not.toContain("7 days free");
    // And a trial event that reaches the writer anyway is refused there.
    expect(await applyBillingEvent(appEnv, trialCreated(second.id, "again2"))).toBe("trial-refused");
    expect(await subscriptionOf(second.id)).toBeNull();
  });

  it.each([
    ["a +tag and capitals", "Name+promo@Tags.test", "name@tags.test"],
    ["Gmail's dots and googlemail.com", "first.last@gmail.com", "firstlast+x@googlemail.com"],
  ])("%s: the same mailbox spelt two ways gets one trial", async (_case, a, b) => {
    const one = await member({ email: a.toLowerCase(), prefix: "spell" });
    await buyTrial(one.b);
    const two = await member({ email: b, prefix: "spell" });
    expect(await (await two.b.get("/checkout?plan=pro&trial=true")).text()).toContain("already used your free trial");
    expect(await applyBillingEvent(appEnv, trialCreated(two.id, `spell${two.id}`))).toBe("trial-refused");
  });

  it("another mailbox still gets its trial", async () => {
    const m = await member({ email: "someone.else@trials.test", prefix: "other" });
    expect(await (await m.b.get("/checkout?plan=pro&trial=true")).text()).not.toContain("already used your free trial");
    await buyTrial(m.b);
    expect(await subscriptionOf(await userIdOf("someone.else@trials.test"))).toMatchObject({ isTrial: true });
  });

  it("two accounts of one mailbox racing for the trial: exactly one gets it", async () => {
    const a = await member({ email: "racer@trials.test", prefix: "race" });
    const b = await member({ email: "racer+2@trials.test", prefix: "race" });
    const outcomes = await Promise.all([
      applyBillingEvent(appEnv, trialCreated(a.id, "racea")),
      applyBillingEvent(appEnv, trialCreated(b.id, "raceb")),
    ]);
    expect(outcomes.sort()).toEqual(["applied", "trial-refused"]);
    const trials = [await subscriptionOf(a.id), await subscriptionOf(b.id)].filter((s) => s?.isTrial);
    expect(trials).toHaveLength(1);
  });
});

describe("one free trial per card, with the local provider's card fingerprint (decision 050)", () => {
  /** Starts the trial checkout and pays it with `card`; the member's subscription after. */
  async function trialWith(m: { b: Browser; id: string }, cardNumber: string) {
    const path = await startCheckout(m.b, "pro", true);
    expect(await (await m.b.get(path)).text()).toContain("7 days free");
    const paid = await m.b.post(path, { cardNumber, expiry: "12 / 34", cvc: "123" });
    expect(paid.status).toBe(303);
    return subscriptionOf(m.id);
  }

  it("a second mailbox (a catch-all domain's other address) with the same card is refused its trial", async () => {
    const card = freshCard();
    const a = await member({ email: "alice@catchall.test", prefix: "catchall" });
    expect(await trialWith(a, card)).toMatchObject({ subscribed: true, isTrial: true });
    // Another address at the same domain: the email check cannot tell it is the same person.
    const b = await member({ email: "alice.shop@catchall.test", prefix: "catchall" });
    expect(await (await b.b.get("/checkout?plan=pro&trial=true")).text()).not.toContain("already used your free trial");
    // The same card number with another expiry and code is still the same card.
    const path = await startCheckout(b.b, "pro", true);
    const paid = await b.b.post(path, { cardNumber: card.replaceAll(" ", ""), expiry: "11 / 33", cvc: "999" });
    expect(paid.status).toBe(303);
    expect(await subscriptionOf(b.id)).toBeNull();
    // A paid plan with that card is fine.
    const paidPath = await startCheckout(b.b, "pro", false);
    await b.b.post(paidPath, { cardNumber: card, expiry: "12 / 34", cvc: "123" });
    expect(await subscriptionOf(b.id)).toMatchObject({ subscribed: true, isTrial: false });
  });

  it("what it cannot catch: the same person with another card on another mailbox gets a second trial", async () => {
    const a = await member({ email: "bob@catchall.test", prefix: "catchall" });
    expect(await trialWith(a, freshCard())).toMatchObject({ isTrial: true });
    const b = await member({ email: "bob.alias@catchall.test", prefix: "catchall" });
    expect(await trialWith(b, freshCard())).toMatchObject({ isTrial: true });
  });
});
