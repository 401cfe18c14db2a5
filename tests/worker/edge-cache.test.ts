// Signed-out public pages from the edge cache (app/edge-cache.server.ts, decision 026):
// visitors share one rendering; members, toasts and cookies never meet a shared page; a
// shared page carries no nonce and its inline scripts are allowed by their hashes.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { TIME_ZONE_COOKIE } from "~/calendar/days";
import { member } from "./factories";
import worker from "../worker-entry";
import { appFetch, Browser, ORIGIN } from "./helpers";

const visit = (path: string, headers: Record<string, string> = {}) =>
  appFetch(`${ORIGIN}${path}`, { redirect: "manual", headers });

const csp = (res: Response) => res.headers.get("Content-Security-Policy") ?? "";
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);

async function sha256(text: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
}

describe("the edge cache for signed-out pages", () => {
  it("a visitor's second request for a public page is answered from the cache, nonce-free", async () => {
    const first = await visit("/terms");
    expect(first.status).toBe(200);
    expect(first.headers.get("X-Edge-Cache")).toBeNull();
    const firstHtml = await first.text();
    const second = await visit("/terms");
    expect(second.headers.get("X-Edge-Cache")).toBe("HIT");
    expect(await second.text()).toBe(firstHtml);
    // The browser still revalidates every time; only the edge keeps the copy.
    expect(second.headers.get("Cache-Control")).toBe("private, no-cache");
    expect(csp(second)).not.toContain("nonce-");
    expect(firstHtml).not.toMatch(/nonce="[^"]+"/);
    expect(second.headers.get("X-Request-Id")).toBeTruthy();
  });

  it("a shared page's inline scripts are allowed by hash, and a member's page by its own nonce", async () => {
    // /auth carries the inline script that reports the browser's zone.
    await visit("/auth");
    const shared = await visit("/auth");
    expect(shared.headers.get("X-Edge-Cache")).toBe("HIT");
    const scripts = inlineScripts(await shared.text());
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(csp(shared)).toContain(await sha256(script));

    const { b } = await member({ prefix: "edgecsp" });
    const own = await b.get("/progress");
    expect(own.headers.get("X-Edge-Cache")).toBeNull();
    const nonce = /'nonce-([^']+)'/.exec(csp(own))?.[1];
    expect(nonce).toBeTruthy();
    expect(await own.text()).toContain(`nonce="${nonce}"`);
    expect(csp(own)).not.toContain("sha256-");
  });

  it("a member never gets the cached visitors' page, and visitors never get the member's", async () => {
    await visit("/");
    expect((await visit("/")).headers.get("X-Edge-Cache")).toBe("HIT");
    const { b, username } = await member({ prefix: "edgehome" });
    const home = await b.get("/");
    expect(home.headers.get("X-Edge-Cache")).toBeNull();
    expect(await home.text()).toContain(username);
    const visitor = await visit("/");
    expect(await visitor.text()).not.toContain(username);
  });

  it("a toast is never cached: the signed-out member sees theirs, the next visitor does not", async () => {
    await visit("/");
    const { b } = await member({ prefix: "edgetoast" });
    const out = await b.post("/auth/sign-out", {});
    expect(out.status).toBe(303);
    const landing = await b.get("/");
    expect(landing.headers.get("X-Edge-Cache")).toBeNull();
    expect(await landing.text()).toContain("Signed out");
    const next = await visit("/");
    expect(next.headers.get("X-Edge-Cache")).toBe("HIT");
    expect(await next.text()).not.toContain("Signed out");
  });

  it("the zone cookie alone still gets the shared page; any other cookie gets a fresh one", async () => {
    await visit("/privacy");
    const zoned = await visit("/privacy", { Cookie: `${TIME_ZONE_COOKIE}=Asia%2FTokyo` });
    expect(zoned.headers.get("X-Edge-Cache")).toBe("HIT");
    const other = await visit("/privacy", { Cookie: `${TIME_ZONE_COOKIE}=UTC; something=else` });
    expect(other.headers.get("X-Edge-Cache")).toBeNull();
  });

  it("a query string, a POST or an unlisted page is rendered for the request", async () => {
    await visit("/calculator");
    expect((await visit("/calculator")).headers.get("X-Edge-Cache")).toBe("HIT");
    const withQuery = await visit("/calculator?tab=bmi&height=180&weight=80");
    expect(withQuery.headers.get("X-Edge-Cache")).toBeNull();
    expect(csp(withQuery)).toContain("nonce-");
    await visit("/rankings");
    expect((await visit("/rankings")).headers.get("X-Edge-Cache")).toBeNull();
    await visit("/no-such-page");
    expect((await visit("/no-such-page")).headers.get("X-Edge-Cache")).toBeNull();
  });

  it("a changed setting is a miss: the page and its headers come from the new configuration", async () => {
    const visitWith = async (vars: Record<string, string>) => {
      const ctx = createExecutionContext();
      const res = await worker.fetch(new Request(`${ORIGIN}/features`), { ...env, ...vars }, ctx);
      await waitOnExecutionContext(ctx); // the copy is stored in the background
      return res;
    };
    await visitWith({});
    expect((await visitWith({})).headers.get("X-Edge-Cache")).toBe("HIT");
    // The origin moved (another port, as after a restart with another BETTER_AUTH_URL).
    const moved = await visitWith({ BETTER_AUTH_URL: "http://localhost:9999" });
    expect(moved.headers.get("X-Edge-Cache")).toBeNull();
    expect(csp(moved)).toContain("connect-src 'self' ws://localhost:9999");
    expect((await visitWith({ BETTER_AUTH_URL: "http://localhost:9999" })).headers.get("X-Edge-Cache")).toBe("HIT");
    // A secret counts by whether it is set, not by its value.
    const rotated = await visitWith({ BETTER_AUTH_SECRET: "another-secret-of-at-least-32-characters!!" });
    expect(rotated.headers.get("X-Edge-Cache")).toBe("HIT");
  });

  it("a visitor's session cookie that no longer signs anyone in still bypasses the cache", async () => {
    await visit("/course");
    const stale = new Browser();
    stale.cookies.set("better-auth.session_token", "forged.value");
    const res = await stale.get("/course");
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Edge-Cache")).toBeNull();
  });
});
