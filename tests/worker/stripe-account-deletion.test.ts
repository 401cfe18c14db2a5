// Deleting an account with a live Stripe subscription: the subscription is cancelled
// through Stripe (the fake API records the call) before anything is deleted; when Stripe
// refuses, nothing is deleted and the member is told. Runs in the "stripe" project.
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import type { RecordedRequest } from "./fake-stripe";
import { member } from "./factories";
import { sessionsOf, subscriptionOf } from "./readers";

declare global {
  namespace Cloudflare {
    interface Env {
      STRIPE_API_BASE: string;
      STRIPE_PRICE_PRO: string;
    }
  }
}

const fake = (path: string, body?: unknown) =>
  fetch(`${env.STRIPE_API_BASE}${path}`, body === undefined ? {} : { method: "POST", body: JSON.stringify(body) });
const stripeRequests = async () => await (await fake("/__requests")).json<RecordedRequest[]>();

beforeEach(async () => {
  await fake("/__reset", {});
});

let seq = 0;
/** A member whose stored subscription is a live Stripe one (as the webhooks leave it). */
async function subscriber(status = "active") {
  const n = ++seq;
  const subscriptionId = `sub_delete_${n}`;
  const customerId = `cus_delete_${n}`;
  const m = await member({
    prefix: "stripedel",
    domain: "x.test",
    subscription: { tier: "pro", status, customerId, subscriptionId, endsAt: Date.now() + 20 * 86_400_000 },
  });
  await fake("/__subscriptions", {
    id: subscriptionId,
    object: "subscription",
    customer: customerId,
    status,
    metadata: { userId: m.id },
  });
  return { browser: m.b, id: m.id, subscriptionId };
}

const cancels = async (subscriptionId: string) =>
  (await stripeRequests()).filter((r) => r.method === "DELETE" && r.path === `/v1/subscriptions/${subscriptionId}`);
const rows = async (userId: string) => ((await subscriptionOf(userId)) ? 1 : 0);

describe("account deletion with a Stripe subscription", () => {
  it("cancels the subscription with Stripe at once, then deletes the account", async () => {
    const m = await subscriber();
    const res = await m.browser.post("/settings", { password: "secret123" });
    expect(res.status).toBe(303);
    expect(await cancels(m.subscriptionId)).toHaveLength(1);
    expect(await rows(m.id)).toBe(0);
    expect((await m.browser.get("/settings")).status).toBe(302);
  });

  it("when Stripe refuses the cancellation, nothing is deleted and the member is told", async () => {
    const m = await subscriber("trialing");
    const sessions = () => sessionsOf(m.id);
    const before = await sessions();
    await fake("/__fail", { path: `/v1/subscriptions/${m.subscriptionId}`, status: 500, message: "Stripe is down" });
    const res = await m.browser.post("/settings", { password: "secret123" });
    expect(res.status).toBe(502);
    const html = await res.text();
    expect(html).toContain("couldn&#x27;t cancel your subscription");
    expect(html).not.toContain("Stripe is down");
    expect(await rows(m.id)).toBe(1);
    expect((await m.browser.get("/settings")).status).toBe(200);
    // The password check's own session does not linger.
    expect(await sessions()).toBe(before);
  });

  it("a subscription that already ended is not cancelled again", async () => {
    const m = await subscriber("canceled");
    const res = await m.browser.post("/settings", { password: "secret123" });
    expect(res.status).toBe(303);
    expect(await cancels(m.subscriptionId)).toHaveLength(0);
    expect(await rows(m.id)).toBe(0);
  });
});
