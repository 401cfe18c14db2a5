import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkConfig } from "~/config.server";
import type { Env } from "~/env";
import {
  applySecurityHeaders,
  CAMERA_PERMISSIONS_POLICY,
  contentSecurityPolicy,
  PERMISSIONS_POLICY,
} from "~/security/headers.server";

const base = {
  BETTER_AUTH_SECRET: "x".repeat(32),
  BETTER_AUTH_URL: "https://glowup.example",
  MAIL_API_KEY: "re_x",
};
// RFC 8291 Appendix A's sender key pair: published test data, not a credential.
const VAPID = {
  VAPID_PUBLIC_KEY: "BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8",
  VAPID_PRIVATE_KEY: "yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw",
  VAPID_SUBJECT: "mailto:ops@glowup.example",
};
const check = (vars: Record<string, string | undefined>) => checkConfig(vars as unknown as Env);

describe("configuration", () => {
  it("an unset APP_ENV is production, with no local payments", () => {
    const found = check(base);
    expect(found).toMatchObject({
      ok: true,
      config: { appEnv: "production", production: true, payments: "none", origin: "https://glowup.example" },
    });
  });

  it("development opts in and gets the local provider; Stripe when a key is set", () => {
    expect(check({ ...base, APP_ENV: "development" })).toMatchObject({
      ok: true,
      config: { payments: "local", production: false },
    });
    const stripe = {
      STRIPE_SECRET_KEY: "sk",
      STRIPE_WEBHOOK_SECRET: "wh",
      STRIPE_PRICE_STARTER: "a",
      STRIPE_PRICE_PRO: "b",
      STRIPE_PRICE_ELITE: "c",
    };
    expect(check({ ...base, ...stripe })).toMatchObject({ ok: true, config: { payments: "stripe" } });
  });

  it.each([
    [{ BETTER_AUTH_SECRET: undefined }, "BETTER_AUTH_SECRET is not set"],
    [{ BETTER_AUTH_SECRET: "" }, "BETTER_AUTH_SECRET is not set"],
    [{ BETTER_AUTH_SECRET: "x".repeat(31) }, "shorter than 32"],
    [{ BETTER_AUTH_URL: undefined }, "BETTER_AUTH_URL is not set"],
    [{ BETTER_AUTH_URL: "glowup.example" }, "BETTER_AUTH_URL must be an http(s) URL"],
    [{ APP_ENV: "staging" }, "APP_ENV"],
    [{ STRIPE_SECRET_KEY: "sk" }, "STRIPE_WEBHOOK_SECRET is not set"],
    [{ BETTER_AUTH_URL: "http://glowup.example" }, "BETTER_AUTH_URL must be an https URL in production"],
    [{ BETTER_AUTH_URL: "http://localhost:8787" }, "BETTER_AUTH_URL must be an https URL in production"],
    [{ MAIL_API_KEY: undefined }, "MAIL_API_KEY is not set"],
    [{ MAIL_API_KEY: " " }, "MAIL_API_KEY is not set"],
    // Web Push (decision 080): the three VAPID values go together, each in its own shape.
    [{ VAPID_PUBLIC_KEY: VAPID.VAPID_PUBLIC_KEY }, "go together"],
    [{ ...VAPID, VAPID_SUBJECT: undefined }, "go together"],
    [{ ...VAPID, VAPID_PRIVATE_KEY: "short" }, "VAPID_PRIVATE_KEY must be a P-256 private key"],
    [{ ...VAPID, VAPID_SUBJECT: "ops@glowup.example" }, "VAPID_SUBJECT must be a mailto: or https: URL"],
  ])("refuses %o", (vars, message) => {
    const found = check({ ...base, ...vars });
    expect(found.ok).toBe(false);
    if (!found.ok) expect(found.message).toContain(message);
  });

  it("cookies are Secure and HSTS is sent only for https origins; never HSTS on localhost", () => {
    expect(check(base)).toMatchObject({ config: { secureCookies: true, hsts: true, hostCookies: true } });
    const dev = { ...base, APP_ENV: "development" };
    expect(check({ ...dev, BETTER_AUTH_URL: "http://localhost:8787" })).toMatchObject({
      config: { secureCookies: false, hsts: false, hostCookies: false },
    });
    expect(check({ ...dev, BETTER_AUTH_URL: "https://localhost:8443" })).toMatchObject({
      config: { secureCookies: true, hsts: false, hostCookies: false },
    });
  });

  it("web push is on with all three VAPID values, and off (mail only) with none, in production too", () => {
    expect(check({ ...base, ...VAPID })).toMatchObject({
      ok: true,
      config: { vapid: { publicKey: VAPID.VAPID_PUBLIC_KEY, subject: "mailto:ops@glowup.example" } },
    });
    expect(check(base)).toMatchObject({ ok: true, config: { vapid: null } });
  });

  it("development and test need no mail key and may run over http", () => {
    for (const APP_ENV of ["development", "test"]) {
      const found = check({ ...base, APP_ENV, MAIL_API_KEY: undefined, BETTER_AUTH_URL: "http://localhost:5173" });
      expect(found.ok).toBe(true);
    }
  });
});

describe("content security policy", () => {
  const csp = contentSecurityPolicy({ origin: "https://glowup.example", secureCookies: true }, "abc123");
  it("allows scripts only from this origin or with the nonce", () => {
    expect(csp).toContain("script-src 'self' 'nonce-abc123';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });
  it("lets the chat socket and the scanner's blob previews through", () => {
    expect(csp).toContain("connect-src 'self' wss://glowup.example");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(contentSecurityPolicy({ origin: "http://localhost:5173", secureCookies: false }, "n")).toContain(
      "connect-src 'self' ws://localhost:5173",
    );
  });
  it("static files get the same Permissions-Policy (public/_headers)", () => {
    expect(readFileSync("public/_headers", "utf8")).toContain(`Permissions-Policy: ${PERMISSIONS_POLICY}\n`);
    expect(PERMISSIONS_POLICY).toContain("camera=()");
  });
  it("a page may ask for the camera policy (camera and motion sensors, this origin only) and nothing looser", () => {
    const cfg = { origin: "https://glowup.example", secureCookies: true, hsts: true };
    const policy = (asked?: string) =>
      applySecurityHeaders(new Headers(asked ? { "Permissions-Policy": asked } : {}), cfg, "n").get(
        "Permissions-Policy",
      );
    expect(policy()).toBe(PERMISSIONS_POLICY);
    expect(policy(CAMERA_PERMISSIONS_POLICY)).toBe(CAMERA_PERMISSIONS_POLICY);
    expect(policy("camera=*")).toBe(PERMISSIONS_POLICY);
    expect(policy("microphone=(self)")).toBe(PERMISSIONS_POLICY);
    const loosened = CAMERA_PERMISSIONS_POLICY.split(", ").filter((f) => !PERMISSIONS_POLICY.split(", ").includes(f));
    expect(loosened.sort()).toEqual(["accelerometer=(self)", "camera=(self)", "gyroscope=(self)"]);
    expect(CAMERA_PERMISSIONS_POLICY).toContain("microphone=()");
  });
});

describe("what `npm run deploy` ships", () => {
  const toml = readFileSync("wrangler.toml", "utf8");
  const topLevel = toml.slice(0, toml.indexOf("\n[env.dev]\n"));
  it("the top-level wrangler.toml is production, with no secret, origin or placeholder price in it", () => {
    expect(topLevel).toMatch(/^APP_ENV = "production"$/m);
    expect(topLevel).not.toMatch(/^\s*(BETTER_AUTH_SECRET|BETTER_AUTH_URL|STRIPE_\w+)\s*=/m);
  });
  it("development is opted into by [env.dev] with its own origin", () => {
    const dev = toml.slice(toml.indexOf("\n[env.dev]\n"));
    expect(dev).toMatch(/^APP_ENV = "development"$/m);
    expect(dev).toMatch(/^BETTER_AUTH_URL = "http:\/\/localhost:5173"$/m);
  });
});
