// Truly concurrent requests for what must happen once, beyond those already raced in
// game.test.ts (completions, unlocks, accepts, both battle sides), chat.test.ts (double
// chat post) and stripe.test.ts (replays and out-of-order webhooks, one at a time):
// double checkout submit, double payment, webhook replays and out-of-order events at
// once, a contested username and a double sign-up.
import { describe, expect, it } from "vitest";
import type { BillingEvent } from "~/billing/events";
import { applyBillingEvent } from "~/billing/handler.server";
import { Browser, signUp } from "../helpers";
import { newMember, userIdOf } from "../factories";
import { accountsWithEmail, billingEvents, openCheckouts, profilesNamed, subscriptionOf } from "../readers";
import { appEnv } from "../app-env";

const eventCount = async (id?: string) => (await billingEvents({ id })).length;
const PAY = { cardNumber: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123" };

describe("racing requests change things once", () => {
  it("a double checkout submit leaves one open checkout, and paying both links buys one plan", async () => {
    const b = await newMember("race-checkout@race.test", "RaceCheckout");
    const id = await userIdOf("race-checkout@race.test");
    const starts = await Promise.all([1, 2, 3].map(() => b.post("/checkout?plan=pro", { plan: "pro" })));
    for (const s of starts) expect(s.status).toBe(303);
    expect(await openCheckouts(id)).toBe(1);
    const paths = starts.map((s) => new URL(s.headers.get("Location")!).pathname);
    const paid = await Promise.all(paths.map((p) => b.post(p, PAY)));
    expect(paid.filter((r) => r.status === 303)).toHaveLength(1);
    for (const r of paid) expect(r.status).toBeLessThan(500);
    const sub = await subscriptionOf(id);
    expect(sub).toMatchObject({ subscribed: true, priceId: "price_local_pro" });
  });

  it("paying one checkout link twice at once applies its events once", async () => {
    const b = await newMember("race-pay@race.test", "RacePay");
    const start = await b.post("/checkout?plan=elite", { plan: "elite" });
    const path = new URL(start.headers.get("Location")!).pathname;
    const before = await eventCount();
    const paid = await Promise.all([b.post(path, PAY), b.post(path, PAY), b.post(path, PAY)]);
    expect(paid.filter((r) => r.status === 303).length).toBeGreaterThanOrEqual(1);
    for (const r of paid) expect(r.status).toBeLessThan(500);
    const once = (await eventCount()) - before;
    // Paying again later adds nothing either: the racing payments already applied everything once.
    await b.post(path, PAY);
    expect((await eventCount()) - before).toBe(once);
    expect(await subscriptionOf(await userIdOf("race-pay@race.test"))).toMatchObject({
      subscribed: true,
      priceId: "price_local_elite",
    });
  });

  it("one webhook event delivered five times at once is recorded and applied once", async () => {
    await newMember("race-hook@race.test", "RaceHook");
    const id = await userIdOf("race-hook@race.test");
    const event = subscriptionEvent(id, "evt_race_replay", "sub_race_1", "pro", "active", 100);
    const outcomes = await Promise.all([1, 2, 3, 4, 5].map(() => applyBillingEvent(appEnv, structuredClone(event))));
    expect(outcomes.filter((o) => o === "applied")).toHaveLength(1);
    expect(await eventCount("evt_race_replay")).toBe(1);
    expect(await subscriptionOf(id)).toMatchObject({ subscribed: true, priceId: "price_local_pro" });
  });

  it("an older and a newer update arriving at once: the newer one wins, whichever runs first", async () => {
    for (let round = 0; round < 3; round++) {
      const email = `race-order${round}@race.test`;
      await newMember(email, `RaceOrder${round}`);
      const id = await userIdOf(email);
      await applyBillingEvent(
        appEnv,
        subscriptionEvent(id, `evt_order_${round}_0`, `sub_order_${round}`, "starter", "active", 100),
      );
      const older = subscriptionEvent(
        id,
        `evt_order_${round}_1`,
        `sub_order_${round}`,
        "pro",
        "active",
        200,
        "customer.subscription.updated",
      );
      const newer = subscriptionEvent(
        id,
        `evt_order_${round}_2`,
        `sub_order_${round}`,
        "elite",
        "active",
        300,
        "customer.subscription.updated",
      );
      await Promise.all(
        round % 2
          ? [applyBillingEvent(appEnv, newer), applyBillingEvent(appEnv, older)]
          : [applyBillingEvent(appEnv, older), applyBillingEvent(appEnv, newer)],
      );
      expect(await subscriptionOf(id)).toMatchObject({ priceId: "price_local_elite" });
    }
  });

  it("two members claiming one username at once: one gets it, the other a message", async () => {
    const [a, b] = [
      await newMember("race-name-a@race.test", "RaceNameA"),
      await newMember("race-name-b@race.test", "RaceNameB"),
    ];
    const [ra, rb] = await Promise.all([
      a.post("/account", { username: "Contested" }),
      b.post("/account", { username: "Contested" }),
    ]);
    expect([ra.status, rb.status].sort()).toEqual([303, 400]);
    expect(await (ra.status === 400 ? ra : rb).text()).toContain("That username is already taken");
    expect(await profilesNamed("contested")).toBe(1);
  });

  it("a double sign-up with one email makes one account", async () => {
    const results = await Promise.all(
      [1, 2, 3].map((i) => signUp(new Browser(), "race-signup@race.test", `RaceSignup${i}`)),
    );
    for (const r of results) expect(r.status).toBeLessThan(500);
    expect(await accountsWithEmail("race-signup@race.test")).toBe(1);
  });
});

function subscriptionEvent(
  userId: string,
  eventId: string,
  subscriptionId: string,
  tier: "starter" | "pro" | "elite",
  status: "active" | "trialing",
  created: number,
  type: "customer.subscription.created" | "customer.subscription.updated" = "customer.subscription.created",
): BillingEvent {
  const end = Math.floor(Date.now() / 1000) + 30 * 86_400;
  return {
    id: eventId,
    created: Math.floor(Date.now() / 1000) - 1000 + created,
    type,
    data: {
      object: {
        id: subscriptionId,
        object: "subscription",
        customer: `cus_local_${userId}`,
        status,
        cancel_at_period_end: false,
        current_period_end: end,
        trial_end: null,
        metadata: { userId, tier },
        items: {
          data: [{ price: { id: `price_local_${tier}`, product: `prod_local_${tier}` }, current_period_end: end }],
        },
      },
    },
  };
}
