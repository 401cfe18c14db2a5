// Deleting an account with a live Stripe subscription: the subscription is cancelled
// through Stripe (the fake API records the call) before anything is deleted; when Stripe
// refuses, nothing is deleted and the member is told. Runs in the "stripe" project.
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import type { RecordedRequest } from "./fake-stripe";
import { newMember } from "./helpers";

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
  const email = `stripe-delete-${++seq}@x.test`;
  const browser = await newMember(email, `stripedel${seq}`);
  const { id } = (await env.DB.prepare("SELECT id FROM user WHERE email = ?").bind(email).first<{ id: string }>())!;
  const subscriptionId = `sub_delete_${seq}`;
  await env.DB.prepare(
    `INSERT INTO user_subscriptions (user_id, subscribed, price_id, subscription_end, is_trial, status, customer_id, subscription_id, trial_used)
     VALUES (?, 1, ?, ?, 0, ?, ?, ?, 0)`,
  )
    .bind(id, env.STRIPE_PRICE_PRO, Date.now() + 20 * 86_400_000, status, `cus_delete_${seq}`, subscriptionId)
    .run();
  await fake("/__subscriptions", {
    id: subscriptionId,
    object: "subscription",
    customer: `cus_delete_${seq}`,
    status,
    metadata: { userId: id },
  });
  return { browser, id, subscriptionId };
}

const cancels = async (subscriptionId: string) =>
  (await stripeRequests()).filter((r) => r.method === "DELETE" && r.path === `/v1/subscriptions/${subscriptionId}`);
const rows = async (userId: string) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM user_subscriptions WHERE user_id = ?")
    .bind(userId)
    .first<{ n: number }>())!.n;

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
    const sessions = () =>
      env.DB.prepare("SELECT count(*) AS n FROM session WHERE user_id = ?").bind(m.id).first<{ n: number }>();
    const before = (await sessions())!.n;
    await fake("/__fail", { path: `/v1/subscriptions/${m.subscriptionId}`, status: 500, message: "Stripe is down" });
    const res = await m.browser.post("/settings", { password: "secret123" });
    expect(res.status).toBe(502);
    const html = await res.text();
    expect(html).toContain("couldn&#x27;t cancel your subscription");
    expect(html).not.toContain("Stripe is down");
    expect(await rows(m.id)).toBe(1);
    expect((await m.browser.get("/settings")).status).toBe(200);
    // The password check's own session does not linger.
    expect((await sessions())!.n).toBe(before);
  });

  it("a subscription that already ended is not cancelled again", async () => {
    const m = await subscriber("canceled");
    const res = await m.browser.post("/settings", { password: "secret123" });
    expect(res.status).toBe(303);
    expect(await cancels(m.subscriptionId)).toHaveLength(0);
    expect(await rows(m.id)).toBe(0);
  });
});
