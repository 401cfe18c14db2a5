// The app with production settings (tests/wrangler.production.toml: APP_ENV=production,
// BETTER_AUTH_URL=https://glowup.example, no Stripe key): the secure defaults hold.
import { eq, like } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { schema } from "~/db.server";
import type { Env } from "~/env";
import worker from "../worker-entry";
import { localStatements } from "../../scripts/seed/demo.mjs";
import { stripeClient } from "~/billing/stripe.server";
import { appFetch, Browser, signIn, signUp } from "./helpers";
import { newMember, runSql } from "./factories";
import { rowCount } from "./readers";
import { appEnv } from "./app-env";

const SITE = "https://glowup.example";
const site = () => new Browser(undefined, SITE);

afterEach(() => vi.restoreAllMocks());

describe("dev-only things answer 404 in production", () => {
  it.each([
    "/dev/mailbox",
    "/dev/boom",
    "/dev/reminders",
    "/dev/reviews",
    "/dev/leagues",
    "/dev/sql",
    "/pay/portal",
    "/pay/checkout/anything.token",
  ])("%s is not found", async (path) => {
    const res = await site().get(path);
    expect(res.status).toBe(404);
  });

  it("the development reminder run is 404 for a post too: production runs them only at the trigger's time", async () => {
    const res = await site().post("/dev/reminders", { at: "2026-11-24T10:00:00Z" });
    expect(res.status).toBe(404);
  });

  it("the development league run cannot be posted to in production: the Cron runs it at its own time", async () => {
    const res = await site().post("/dev/leagues", { at: "2026-11-30T00:30:00Z" });
    expect(res.status).toBe(404);
  });

  it("the end-to-end tests' statement route cannot be posted to in production, even with E2E_SQL set", async () => {
    const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
    const before = await rowCount(schema.user);
    const res = await worker.fetch(
      new Request(`${SITE}/dev/sql`, {
        method: "POST",
        headers: { Origin: SITE, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ sql: "DELETE FROM user" }),
      }),
      { ...appEnv, E2E_SQL: "1" },
      ctx,
    );
    expect(res.status).toBe(404);
    expect(await rowCount(schema.user)).toBe(before);
  });

  it("the development review trigger cannot be posted to in production", async () => {
    const res = await site().post(`/dev/reviews?time=${Date.parse("2026-12-01T09:00:00Z")}`, {});
    expect(res.status).toBe(404);
  });

  it("the local portal and checkout pages are 404 for a member too, and the local checkout cannot be paid", async () => {
    const b = await newMember("prod-portal@x.test", "ProdPortal", SITE);
    expect((await b.get("/pay/portal")).status).toBe(404);
    const pay = await b.post("/pay/checkout/anything.token", {
      cardNumber: "4242 4242 4242 4242",
      expiry: "12/40",
      cvc: "123",
    });
    expect(pay.status).toBe(404);
  });

  it("the local seeding, run with this configuration's APP_ENV, creates no demo members, progress or chat", async () => {
    expect(appEnv.APP_ENV).toBe("production");
    await runSql(localStatements({ appEnv: appEnv.APP_ENV, prices: {}, rules: null }));
    expect(await rowCount(schema.user, like(schema.user.id, "demo-%"))).toBe(0);
    expect(await rowCount(schema.chatMessages, like(schema.chatMessages.clientId, "demo-%"))).toBe(0);
    expect(await rowCount(schema.activityLog, eq(schema.activityLog.claim, "demo"))).toBe(0);
  });

  it("a demo account cannot sign in, even when its row exists", async () => {
    await signUp(site(), "pro@demo.test", "ProDemo", "demo1234");
    expect(await rowCount(schema.user, eq(schema.user.email, "pro@demo.test"))).toBe(1);
    const b = site();
    const res = await signIn(b, "pro@demo.test", "demo1234");
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Invalid email or password");
    expect(b.signedIn()).toBe(false);
  });
});

describe("payments without a Stripe key", () => {
  it("checkout says payments are not configured and never reaches a payment page", async () => {
    const b = await newMember("prod-buyer@x.test", "ProdBuyer", SITE);
    const page = await (await b.get("/checkout?plan=pro")).text();
    expect(page).toContain("Payments are not configured");
    const res = await b.post("/checkout?plan=pro", { plan: "pro" });
    expect(res.status).toBe(503);
    expect(res.headers.get("Location")).toBeNull();
    expect(await res.text()).toContain("Payments are not configured");
    expect(await rowCount(schema.checkoutSessions)).toBe(0);
  });
});

describe("security headers and cookies over https", () => {
  it("a page carries the CSP whose nonce is on every inline script, and the other headers", async () => {
    // A rendered (not edge-cached: it has a query) page with an inline script: the time-zone report.
    const res = await site().get("/auth?mode=signup");
    expect(res.status).toBe(200);
    const csp = res.headers.get("Content-Security-Policy")!;
    const nonce = csp.match(/script-src 'self' 'nonce-([A-Za-z0-9+/]+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self' wss://glowup.example");
    expect(csp).toContain("img-src 'self' data: blob:");
    const html = await res.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
    expect(inline.length).toBeGreaterThan(0);
    for (const attrs of inline) expect(attrs).toContain(`nonce="${nonce}"`);
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("Permissions-Policy")).toContain("camera=()");
    expect(res.headers.get("Strict-Transport-Security")).toMatch(/max-age=\d{7,}/);
    // a new nonce per response
    const again = (await site().get("/auth?mode=signup")).headers.get("Content-Security-Policy");
    expect(again).not.toBe(csp);
  });

  it.each([
    ["a redirect", "/account", 302],
    ["a 404", "/no-such-page", 404],
    ["robots.txt", "/robots.txt", 200],
  ])("%s carries them too", async (_what, path, status) => {
    const res = await site().get(path);
    expect(res.status).toBe(status);
    expect(res.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Strict-Transport-Security")).toBeTruthy();
  });

  it("sign-in sets the __Host- session cookie and flash cookie: Secure, HttpOnly, SameSite=Lax, Path=/, no Domain", async () => {
    await signUp(site(), "prod-cookie@x.test", "ProdCookie");
    const b = site();
    const res = await signIn(b, "prod-cookie@x.test");
    expect(res.status).toBe(303);
    const cookies = res.headers.getSetCookie();
    const session = cookies.find((c) => c.startsWith("__Host-better-auth.session_token="));
    const toast = cookies.find((c) => c.startsWith("__Host-gu_toast="));
    for (const c of [session, toast]) {
      expect(c).toBeDefined();
      expect(c).toMatch(/;\s*Secure/i);
      expect(c).toMatch(/;\s*HttpOnly/i);
      expect(c).toMatch(/;\s*SameSite=Lax/i);
      expect(c).toMatch(/;\s*Path=\/(;|$)/i);
      expect(c).not.toMatch(/;\s*Domain=/i);
    }
    expect(cookies.some((c) => /^(__Secure-)?better-auth\.session_token=/.test(c))).toBe(false);
    expect(cookies.some((c) => c.startsWith("gu_toast="))).toBe(false);
    const home = await b.get("/account");
    expect(home.status).toBe(200);
    // The flash cookie is read under its __Host- name: the welcome toast shows once.
    expect(await home.text()).toContain("Welcome back!");
  });

  it.each(["better-auth.session_token", "__Secure-better-auth.session_token"])(
    "a %s cookie (what a sibling subdomain or plain-http page could set) is not accepted",
    async (name) => {
      const b = await newMember(`prod-plain-${name.length}@x.test`, `ProdPlain${name.length}`, SITE);
      const value = b.cookies.get("__Host-better-auth.session_token")!;
      const plain = new Browser(undefined, SITE);
      plain.cookies.set(name, value);
      const res = await plain.get("/account");
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toMatch(/^\/auth\?redirect=/);
    },
  );

  it("a planted cookie of the same name in front of the member's own does not shadow it", async () => {
    const m = await newMember("prod-shadow@x.test", "ProdShadow", SITE);
    const own = m.cookies.get("__Host-better-auth.session_token")!;
    const res = await appFetch(`${SITE}/account`, {
      redirect: "manual",
      headers: {
        Cookie: `__Host-better-auth.session_token=planted.c2lnbmF0dXJl; __Host-better-auth.session_token=${own}`,
      },
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("ProdShadow");
  });

  it("canonical links, robots.txt and the sitemap use the configured origin, whatever the Host", async () => {
    const forged = (path: string) => appFetch(`https://evil.example${path}`, { headers: { Host: "evil.example" } });
    const robots = await (await forged("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    const sitemap = await (await forged("/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${SITE}/</loc>`);
    expect(sitemap).not.toContain("evil.example");
    const home = await (await forged("/")).text();
    expect(home).toMatch(new RegExp(`rel="canonical" href="${SITE}/"`));
    expect(home).not.toContain("evil.example");
  });
});

describe("configuration is checked before anything runs", () => {
  const base = appEnv;
  const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
  const call = (settings: Partial<Env>) => worker.fetch(new Request(`${SITE}/`), { ...base, ...settings }, ctx);

  it.each([
    ["a missing BETTER_AUTH_SECRET", { BETTER_AUTH_SECRET: undefined }, "BETTER_AUTH_SECRET is not set"],
    ["a short BETTER_AUTH_SECRET", { BETTER_AUTH_SECRET: "short-secret" }, "BETTER_AUTH_SECRET is shorter than 32"],
    ["a missing BETTER_AUTH_URL", { BETTER_AUTH_URL: undefined }, "BETTER_AUTH_URL is not set"],
    [
      "an http BETTER_AUTH_URL",
      { BETTER_AUTH_URL: "http://glowup.example" },
      "BETTER_AUTH_URL must be an https URL in production",
    ],
    ["a missing MAIL_API_KEY", { MAIL_API_KEY: undefined }, "MAIL_API_KEY is not set"],
    [
      "a Stripe key without a webhook secret",
      { STRIPE_SECRET_KEY: "sk_live_x", STRIPE_PRICE_STARTER: "p1", STRIPE_PRICE_PRO: "p2", STRIPE_PRICE_ELITE: "p3" },
      "STRIPE_WEBHOOK_SECRET is not set",
    ],
    [
      "a Stripe key without price ids",
      { STRIPE_SECRET_KEY: "sk_live_x", STRIPE_WEBHOOK_SECRET: "whsec_x" },
      "STRIPE_PRICE_STARTER is not set",
    ],
  ])("%s: every request answers 503 and one line is logged", async (_what, settings, logged) => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const settingsEnv = { ...base, ...settings };
    const first = await worker.fetch(new Request(`${SITE}/`), settingsEnv, ctx);
    const second = await worker.fetch(new Request(`${SITE}/auth`), settingsEnv, ctx);
    expect(first.status).toBe(503);
    expect(second.status).toBe(503);
    expect(await first.text()).not.toContain("secret");
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0][0])).toContain(logged);
  });

  it("an unset APP_ENV is production (dev pages are 404)", async () => {
    const res = await worker.fetch(new Request(`${SITE}/dev/mailbox`), { ...base, APP_ENV: undefined }, ctx);
    expect(res.status).toBe(404);
  });

  it("the complete configuration serves pages", async () => {
    expect((await call({})).status).toBe(200);
  });
});

describe("secrets go only where they belong", () => {
  it("STRIPE_API_BASE is ignored: the Stripe key is only ever sent to Stripe", async () => {
    const sent: string[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation((input: RequestInfo | URL) => {
      sent.push(new Request(input).url);
      return Promise.resolve(Response.json({ error: { type: "api_error", message: "offline" } }, { status: 500 }));
    });
    const settings = {
      ...appEnv,
      STRIPE_SECRET_KEY: "sk_live_x",
      STRIPE_API_BASE: "http://leftover.test:12111",
    };
    await stripeClient(settings)
      .subscriptions.retrieve("sub_x")
      .catch(() => null);
    expect(sent.length).toBeGreaterThan(0);
    for (const url of sent) expect(new URL(url).host).toBe("api.stripe.com");
  });

  it("a reset mail the provider refuses is logged without the recipient's address", async () => {
    const m = await newMember("prod-reset@x.test", "ProdReset", SITE);
    expect(m.signedIn()).toBe(true);
    const mailCalls: string[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation((input: RequestInfo | URL) => {
      mailCalls.push(new Request(input).url);
      return Promise.resolve(new Response("nope", { status: 500 }));
    });
    const logged: string[] = [];
    const capture = (...args: unknown[]) => void logged.push(args.map(String).join(" "));
    vi.spyOn(console, "error").mockImplementation(capture);
    vi.spyOn(console, "warn").mockImplementation(capture);
    vi.spyOn(console, "log").mockImplementation(capture);
    const res = await site().post("/auth/forgot", { email: "prod-reset@x.test" });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Check your email");
    expect(mailCalls).toEqual(["https://api.resend.com/emails"]);
    expect(logged.join("\n")).toContain("mail provider answered 500");
    expect(logged.join("\n")).not.toContain("prod-reset");
  });
});

describe("chat rooms in production", () => {
  const upgrade = (path: string, origin?: string) =>
    appFetch(`${SITE}${path}`, { headers: { Upgrade: "websocket", ...(origin ? { Origin: origin } : {}) } });

  it("refuse an anonymous socket, an unknown room and a cross-site page", async () => {
    expect((await upgrade("/parties/chat-room/vip", SITE)).status).toBe(401);
    expect((await upgrade("/parties/chat-room/general", SITE)).status).toBe(401);
    expect((await upgrade("/parties/chat-room/general?ticket=forged.ticket", SITE)).status).toBe(401);
    expect((await upgrade("/parties/chat-room/some-new-room", SITE)).status).toBe(404);
    expect((await upgrade("/parties/chat-room/general", "https://evil.example")).status).toBe(403);
  });
});

describe("the bench's request instrumentation (app/instrumentation.server.ts) is inert in production", () => {
  it("a page answers without D1 counts, the statements' SQL or Server-Timing", async () => {
    for (const path of ["/", "/terms", "/rankings"]) {
      const res = await site().get(path);
      expect(res.status).toBeLessThan(500);
      for (const header of ["x-d1-round-trips", "x-d1-statements", "x-d1-latency-ms", "x-d1-sql", "Server-Timing"])
        expect(res.headers.has(header)).toBe(false);
    }
  });
});
