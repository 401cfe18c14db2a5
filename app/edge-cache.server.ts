// Signed-out public pages from Cloudflare's edge cache (the Cache API): rendered once per
// data centre, build, configuration and day, then served without touching the Worker's
// render or D1.
// The rules are docs/decisions/026-edge-cache.md: only visitors without a cookie of ours
// (the zone cookie aside), only GETs of the listed paths without a query, only 200s
// that set no cookie, and never with a per-request nonce inside.
import { CATEGORY_SLUGS } from "../db/constants";
import { TIME_ZONE_COOKIE } from "./calendar/days";
import { REQUEST_ID_HEADER } from "./ops/request-log";

/** What browsers are told about every page: ask again each time (the edge may still answer). */
export const PAGE_CACHE_CONTROL = "private, no-cache";

/** This data centre's cache (Workers' `caches.default`; the DOM's CacheStorage type lacks it). */
export const edgeCache = () => (caches as unknown as { default: Cache }).default;

/** How long a data centre keeps a page: the home page's figures are this fresh. */
export const EDGE_TTL_SECONDS = 300;

/** The signed-out pages worth sharing: the same bytes for every visitor of a day. */
export const EDGE_CACHED_PATHS: ReadonlySet<string> = new Set([
  "/",
  ...CATEGORY_SLUGS.map((slug) => `/${slug}`),
  "/pricing",
  "/features",
  "/about",
  "/categories",
  "/course",
  "/calculator",
  "/assessment",
  "/terms",
  "/privacy",
  "/auth",
  "/robots.txt",
  "/sitemap.xml",
]);

/** Cookies that change nothing a cached page shows (the browser's zone, read by members' pages). */
const HARMLESS_COOKIES = new Set([TIME_ZONE_COOKIE]);

const MS_PER_DAY = 86_400_000;

/**
 * The cache key for a request a cached page may answer, or null when it must be rendered
 * for this visitor. The key carries `version`, what renders the page (the build and the
 * configuration's hash: a deploy or a changed setting never serves an old page), and the
 * UTC day (the visitors' quote of the day turns over at midnight UTC).
 */
export function edgeCacheKey(request: Request, version: string, now = Date.now()): string | null {
  if (request.method !== "GET") return null;
  const url = new URL(request.url);
  if (url.search || !EDGE_CACHED_PATHS.has(url.pathname)) return null;
  if (!onlyHarmlessCookies(request.headers.get("Cookie"))) return null;
  const day = Math.floor(now / MS_PER_DAY);
  return `${url.origin}/__edge/${encodeURIComponent(version)}/${day}${url.pathname}`;
}

/** Settings whose value never reaches a page, only whether they are set (payments on or off). */
const SECRET_NAME = /SECRET|_KEY$|TOKEN|PASSWORD/;
const hashes = new WeakMap<object, Promise<string>>();

/**
 * A hash of every setting that may shape a page's bytes or headers: each plain-text
 * variable of the Worker's environment by its value (the origin in the CSP and links, the
 * prices, APP_ENV...), a secret by whether it is set. Bindings (D1, R2...) are objects and
 * left out. Computed once per environment object (an isolate's life).
 */
export function configurationHash(env: object): Promise<string> {
  let hash = hashes.get(env);
  if (!hash) {
    const settings = Object.entries(env)
      .filter((entry): entry is [string, string] => typeof entry[1] === "string")
      .map(([name, value]) => [name, SECRET_NAME.test(name) ? value !== "" : value])
      .sort(([a], [b]) => String(a).localeCompare(String(b)));
    hash = crypto.subtle
      .digest("SHA-256", new TextEncoder().encode(JSON.stringify(settings)))
      .then((digest) => [...new Uint8Array(digest).slice(0, 8)].map((b) => b.toString(16).padStart(2, "0")).join(""));
    hashes.set(env, hash);
  }
  return hash;
}

function onlyHarmlessCookies(header: string | null) {
  if (!header) return true;
  return header
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean)
    .every((pair) => HARMLESS_COOKIES.has(pair.split("=")[0].trim()));
}

/** Whether a freshly rendered response may be shared with every visitor. */
export function isShareable(response: Response) {
  return (
    response.status === 200 &&
    !response.headers.has("Set-Cookie") &&
    !response.headers.get("Cache-Control")?.includes("no-store") &&
    !(response as { webSocket?: unknown }).webSocket
  );
}

/** The copy the cache keeps: its own lifetime, nothing per request. */
export function forEdge(response: Response) {
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", `public, max-age=${EDGE_TTL_SECONDS}`);
  headers.delete(REQUEST_ID_HEADER);
  return new Response(response.body, { status: response.status, headers });
}

/** A cached page as the browser gets it: revalidated by the browser each time, like any page. */
export function fromEdge(cached: Response) {
  const headers = new Headers(cached.headers);
  headers.set("Cache-Control", PAGE_CACHE_CONTROL);
  headers.set("X-Edge-Cache", "HIT");
  return new Response(cached.body, { status: cached.status, headers });
}
