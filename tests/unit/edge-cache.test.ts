// Which requests the edge cache may answer, under which key, and which responses it keeps.
import { describe, expect, it } from "vitest";
import { EDGE_CACHED_PATHS, edgeCacheKey, forEdge, isShareable } from "~/edge-cache.server";

const at = (path: string, init: RequestInit = {}) => new Request(`https://glowup.example${path}`, init);
const NOON = Date.UTC(2026, 10, 23, 12);

describe("edgeCacheKey", () => {
  it("keys a listed page by build and UTC day", () => {
    const key = edgeCacheKey(at("/skincare"), "build-1", NOON);
    expect(key).toContain("build-1");
    expect(edgeCacheKey(at("/skincare"), "build-2", NOON)).not.toBe(key);
  });

  it("turns over at midnight UTC, not before", () => {
    const lastMinute = Date.UTC(2026, 10, 23, 23, 59);
    const midnight = Date.UTC(2026, 10, 24, 0, 0);
    expect(edgeCacheKey(at("/"), "b", NOON)).toBe(edgeCacheKey(at("/"), "b", lastMinute));
    expect(edgeCacheKey(at("/"), "b", midnight)).not.toBe(edgeCacheKey(at("/"), "b", lastMinute));
  });

  it("lists the six guides and the public pages, not members' pages", () => {
    for (const path of [
      "/",
      "/skincare",
      "/mindset",
      "/pricing",
      "/about",
      "/course",
      "/auth",
      "/robots.txt",
      "/sitemap.xml",
    ])
      expect(EDGE_CACHED_PATHS.has(path)).toBe(true);
    for (const path of ["/progress", "/rankings", "/chat", "/account", "/settings", "/face-scanner"])
      expect(EDGE_CACHED_PATHS.has(path)).toBe(false);
  });

  it("refuses other methods, query strings and cookies other than the zone's", () => {
    expect(edgeCacheKey(at("/", { method: "POST" }), "b")).toBeNull();
    expect(edgeCacheKey(at("/", { method: "HEAD" }), "b")).toBeNull();
    expect(edgeCacheKey(at("/?utm=x"), "b")).toBeNull();
    expect(edgeCacheKey(at("/", { headers: { Cookie: "gu_tz=UTC" } }), "b")).not.toBeNull();
    expect(edgeCacheKey(at("/", { headers: { Cookie: "gu_tz=UTC; __Host-session=x" } }), "b")).toBeNull();
    expect(edgeCacheKey(at("/", { headers: { Cookie: "toast=abc" } }), "b")).toBeNull();
  });
});

describe("isShareable", () => {
  const page = (status: number, headers: Record<string, string> = {}) => new Response("x", { status, headers });
  it("keeps a plain 200 only", () => {
    expect(isShareable(page(200))).toBe(true);
    for (const status of [301, 404, 429, 500, 503]) expect(isShareable(page(status))).toBe(false);
    expect(isShareable(page(200, { "Set-Cookie": "a=b" }))).toBe(false);
    expect(isShareable(page(200, { "Cache-Control": "no-store" }))).toBe(false);
  });

  it("stores its own lifetime and no request id", () => {
    const stored = forEdge(page(200, { "Cache-Control": "private, no-cache", "X-Request-Id": "r1" }));
    expect(stored.headers.get("Cache-Control")).toMatch(/^public, max-age=\d+$/);
    expect(stored.headers.get("X-Request-Id")).toBeNull();
  });
});
