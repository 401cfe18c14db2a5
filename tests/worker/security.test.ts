// The holes of the security review (issue #11), each proven closed on the development
// configuration (local payment provider, http://localhost as the configured origin).
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../worker-entry";
import type { BillingEvent } from "~/billing/events";
import { applyBillingEvent } from "~/billing/handler.server";
import { appFetch, Browser, ORIGIN, signIn, signUp } from "./helpers";
import { freshCard, newMember, userIdOf } from "./factories";
import { appEnv } from "./app-env";
import { latestMail, subscriptionOf } from "./readers";

describe("the configured origin, never the request's Host", () => {
  it("a forgot-password request with a forged Host still mails a link to the configured origin", async () => {
    const evil = new Browser(undefined, "http://evil.example");
    await signUp(evil, "hosted@x.test", "Hosted");
    // Before the fix the auth instance (one per env) took its origin from its first request:
    // a copy of the env gets a new instance, and the forged request is its first.
    const ctx = createExecutionContext();
    const res = await worker.fetch(evil.postRequest("/auth/forgot", { email: "hosted@x.test" }), { ...appEnv }, ctx);
    await waitOnExecutionContext(ctx);
    expect(res.status).toBeLessThan(500);
    const mail = await latestMail("hosted@x.test");
    expect(mail.text).toContain(`${ORIGIN}/auth/reset?token=`);
    expect(mail.text).not.toContain("evil.example");
    // and members signing in on the real origin are unaffected
    expect((await signIn(new Browser(), "hosted@x.test")).status).toBe(303);
  });

  it("robots.txt and the sitemap name the configured origin", async () => {
    const robots = await (await appFetch("http://evil.example/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(await (await appFetch("http://evil.example/sitemap.xml")).text()).not.toContain("evil.example");
  });
});

describe("open redirects", () => {
  const sneaky = [
    "/.//evil.example",
    "/..//evil.example",
    "/a/..//evil.example",
    "/%2e//evil.example",
    "/\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
  ];
  const sameSite = (location: string | null) => {
    expect(location).toBeTruthy();
    expect(new URL(location!, ORIGIN).origin).toBe(ORIGIN);
    expect(location!.startsWith("//")).toBe(false);
  };

  it.each(sneaky)("sign-in with redirect %j lands on this site", async (to) => {
    await signUp(new Browser(), "redir@x.test", "Redir");
    const b = new Browser();
    const res = await signIn(b, "redir@x.test", "secret123", to);
    expect(res.status).toBe(303);
    sameSite(res.headers.get("Location"));
    // a signed-in visit to /auth with the same redirect, too
    const again = await b.get(`/auth?redirect=${encodeURIComponent(to)}`);
    sameSite(again.headers.get("Location"));
  });

  it("a 60 KB redirect value signs in normally (forms take up to 64 KB): small Location, session cookie delivered", async () => {
    await signUp(new Browser(), "longredir@x.test", "LongRedir");
    const b = new Browser();
    const res = await signIn(b, "longredir@x.test", "secret123", `/${"a".repeat(60 * 1024)}`);
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/");
    expect(b.signedIn()).toBe(true);
    const page = await b.get(`/auth?redirect=/${"b".repeat(150 * 1024)}`);
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe("/");
  });

  it("refresh, the billing portal and the local portal's Return link stay on this site", async () => {
    const b = await newMember("portal-redir@x.test", "PortalRedir");
    for (const to of sneaky) {
      sameSite((await b.post("/billing/refresh", { return: to })).headers.get("Location"));
    }
    await buyLocal(b, "starter");
    for (const to of sneaky) {
      const open = await b.post("/billing/portal", { return: to });
      expect(open.status).toBe(303);
      const portal = new URL(open.headers.get("Location")!);
      expect(portal.origin).toBe(ORIGIN);
      const page = await (await b.get(portal.pathname + portal.search)).text();
      expect(page).toMatch(/href="\/[^/"][^"]*">← Return to Glowup/);
      const direct = await (await b.get(`/pay/portal?return=${encodeURIComponent(to)}`)).text();
      expect(direct).toContain('href="/settings">← Return to Glowup');
    }
  });
});

describe("security headers on http://localhost", () => {
  it("pages, redirects and refusals carry them; no HSTS on localhost", async () => {
    for (const res of [
      await new Browser().get("/"),
      await new Browser().get("/account"),
      await new Browser().post("/auth", { mode: "signin" }, { Origin: "https://evil.example" }),
    ]) {
      const csp = res.headers.get("Content-Security-Policy")!;
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("connect-src 'self' ws://localhost");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("Strict-Transport-Security")).toBeNull();
    }
  });
});

describe("rate limits", () => {
  it("the limit key is cf-connecting-ip only: rotating X-Forwarded-For does not escape it", async () => {
    await signUp(new Browser(), "xff@x.test", "Xff");
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await appFetch(`${ORIGIN}/auth`, {
        method: "POST",
        redirect: "manual",
        body: new URLSearchParams({ mode: "signin", email: "xff@x.test", password: "wrong-password" }),
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: ORIGIN,
          Host: "localhost",
          "X-Forwarded-For": `198.51.100.${i + 1}`,
        },
      });
      statuses.push(res.status);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("local checkout tokens", () => {
  it("a checkout link with extra segments appended is refused", async () => {
    const b = await newMember("segments@x.test", "Segments");
    const start = await b.post("/checkout?plan=starter", { plan: "starter" });
    const path = new URL(start.headers.get("Location")!).pathname;
    expect((await b.get(path)).status).toBe(200);
    expect((await b.get(`${path}.AAAA`)).status).toBe(410);
    expect((await b.post(`${path}.AAAA`, card())).status).toBe(410);
  });
});

// ---- one subscription and one trial, local provider ---------------------------------------
const card = () => ({ cardNumber: freshCard(), expiry: "12 / 34", cvc: "123" });

async function startLocal(b: Browser, plan: string, trial = false) {
  const res = await b.post(`/checkout?plan=${plan}${trial ? "&trial=true" : ""}`, {
    plan,
    ...(trial ? { trial: "true" } : {}),
  });
  expect(res.status).toBe(303);
  return new URL(res.headers.get("Location")!).pathname;
}
async function buyLocal(b: Browser, plan: string, trial = false) {
  const res = await b.post(await startLocal(b, plan, trial), card());
  expect(res.status).toBe(303);
}

const DAY = 86_400;
const nowS = () => Math.floor(Date.now() / 1000);
let seq = 0;
function localSub(
  userId: string,
  id: string,
  tier: "starter" | "pro" | "elite",
  status: "trialing" | "active" | "canceled",
  type: "customer.subscription.created" | "customer.subscription.deleted" = "customer.subscription.created",
): BillingEvent {
  const end = nowS() + (status === "trialing" ? 7 : 30) * DAY;
  return {
    id: `evt_sec_${++seq}`,
    created: nowS(),
    type,
    data: {
      object: {
        id,
        object: "subscription",
        customer: `cus_local_${userId}`,
        status,
        cancel_at_period_end: false,
        current_period_end: end,
        trial_end: status === "trialing" ? end : null,
        metadata: { userId, tier },
        items: {
          data: [{ price: { id: `price_local_${tier}`, product: `prod_local_${tier}` }, current_period_end: end }],
        },
      },
    },
  };
}

describe("one subscription and one trial (local provider)", () => {
  it("two trial checkouts opened: the older link stops working, so only one trial is ever granted", async () => {
    const b = await newMember("twotrials@x.test", "TwoTrials");
    const older = await startLocal(b, "pro", true);
    const newer = await startLocal(b, "pro", true);
    expect(newer).not.toBe(older);
    expect((await b.get(older)).status).toBe(410);
    expect((await b.post(older, card())).status).toBe(410);
    expect((await b.post(newer, card())).status).toBe(303);
    expect(await subscriptionOf(await userIdOf("twotrials@x.test"))).toMatchObject({
      subscribed: true,
      priceId: "price_local_pro",
      isTrial: true,
    });
  });

  it("an older trial checkout completed after a newer paid plan does not downgrade it", async () => {
    const b = await newMember("nodowngrade@x.test", "NoDowngrade");
    const proTrial = await startLocal(b, "pro", true);
    expect((await b.post(await startLocal(b, "elite"), card())).status).toBe(303);
    const paid = await b.post(proTrial, card());
    expect(paid.status).toBe(410);
    expect(await subscriptionOf(await userIdOf("nodowngrade@x.test"))).toMatchObject({
      subscribed: true,
      priceId: "price_local_elite",
      isTrial: false,
    });
  });

  it("the handler re-checks: a second subscription's events never replace the live one", async () => {
    const b = await newMember("handler-live@x.test", "HandlerLive");
    await buyLocal(b, "elite");
    const id = await userIdOf("handler-live@x.test");
    const before = await subscriptionOf(id);
    expect(await applyBillingEvent(appEnv, localSub(id, "sub_local_older", "starter", "trialing"))).toBe("superseded");
    expect(await subscriptionOf(id)).toMatchObject({
      subscribed: true,
      priceId: "price_local_elite",
      isTrial: false,
      subscriptionId: before.subscriptionId,
    });
    // a later delete of that other subscription does not end the member's plan either
    expect(
      await applyBillingEvent(
        appEnv,
        localSub(id, "sub_local_older", "starter", "canceled", "customer.subscription.deleted"),
      ),
    ).toBe("ignored");
    expect(await subscriptionOf(id)).toMatchObject({ subscribed: true, priceId: "price_local_elite" });
  });

  it("the handler re-checks: a second trial is never granted, even after the first one ended", async () => {
    const b = await newMember("handler-trial@x.test", "HandlerTrial");
    await buyLocal(b, "pro", true);
    const id = await userIdOf("handler-trial@x.test");
    const first = (await subscriptionOf(id)).subscriptionId!;
    expect(
      await applyBillingEvent(appEnv, localSub(id, first, "pro", "canceled", "customer.subscription.deleted")),
    ).toBe("applied");
    expect(await subscriptionOf(id)).toMatchObject({ subscribed: false, trialUsed: true });
    expect(await applyBillingEvent(appEnv, localSub(id, "sub_local_second_trial", "elite", "trialing"))).toBe(
      "superseded",
    );
    expect(await subscriptionOf(id)).toMatchObject({ subscribed: false, subscriptionId: first });
    // a paid plan after the trial is welcome
    expect(await applyBillingEvent(appEnv, localSub(id, "sub_local_paid", "elite", "active"))).toBe("applied");
    expect(await subscriptionOf(id)).toMatchObject({ subscribed: true, isTrial: false, priceId: "price_local_elite" });
  });
});
