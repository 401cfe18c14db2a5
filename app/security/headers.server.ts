// Security headers for every response the Worker makes (pages, data, redirects, errors).
// Static assets get the nonce-free part from public/_headers. Scripts run only from our
// own origin or with this request's nonce (Remix's <Scripts>, <ScrollRestoration>).
import type { AppConfig } from "~/config.server";
import { TIME_ZONE_SCRIPT } from "../calendar/days";

/** The inline scripts a page may carry without a nonce (pages shared through the edge cache). */
const SHAREABLE_INLINE_SCRIPTS = [TIME_ZONE_SCRIPT];

let hashes: Promise<string[]> | null = null;
/** CSP hash sources ('sha256-…') of the inline scripts a shared page may carry. */
export function inlineScriptHashes(): Promise<string[]> {
  hashes ??= Promise.all(
    SHAREABLE_INLINE_SCRIPTS.map(async (script) => {
      const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(script));
      return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
    }),
  );
  return hashes;
}

/** A fresh, unguessable nonce for one response's inline scripts. */
export function newNonce() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/=+$/, "");
}

/** The features no page uses (every page but the one that asks for the camera policy below). */
export const PERMISSIONS_POLICY = [
  "camera=()",
  "microphone=()",
  "geolocation=()",
  "payment=()",
  "usb=()",
  "serial=()",
  "bluetooth=()",
  "magnetometer=()",
  "gyroscope=()",
  "accelerometer=()",
  "display-capture=()",
  "browsing-topics=()",
].join(", ");

/** The one looser policy a page may ask for, through its route's `headers`: the camera and
 * the motion sensors DeviceOrientation reads, for this origin only (the face scanner's
 * framing guide, decision 059); everything else as above. */
export const CAMERA_PERMISSIONS_POLICY = PERMISSIONS_POLICY.replace("camera=()", "camera=(self)")
  .replace("gyroscope=()", "gyroscope=(self)")
  .replace("accelerometer=()", "accelerometer=(self)");

/** The origin's WebSocket twin (chat rooms are same-origin sockets). */
const socketOrigin = (origin: string) => origin.replace(/^http/, "ws");

/**
 * The policy for one response. A page rendered for one request allows its scripts by that
 * request's `nonce`; a page shared by every visitor (nonce "") by the hashes of the inline
 * scripts it may carry, since a nonce everyone shares would protect nothing.
 */
export function contentSecurityPolicy(
  cfg: Pick<AppConfig, "origin" | "secureCookies">,
  nonce: string,
  scriptHashes: readonly string[] = [],
) {
  const scripts = nonce ? [`'nonce-${nonce}'`] : scriptHashes;
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scripts].join(" "),
    // React style props become style attributes; inline styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    // data: for inline icons, blob: for the face scanner's preview of a chosen photo.
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' ${socketOrigin(cfg.origin)}`,
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    // Checkout and the billing portal are top-level redirects; forms post to ourselves
    // (and to the hosted checkout of the payment provider).
    "form-action 'self' https://checkout.stripe.com https://billing.stripe.com",
    "frame-ancestors 'none'",
    ...(cfg.secureCookies ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** Adds the security headers to `headers` (in place). */
export function applySecurityHeaders(
  headers: Headers,
  cfg: Pick<AppConfig, "origin" | "secureCookies" | "hsts">,
  nonce: string,
  scriptHashes: readonly string[] = [],
) {
  headers.set("Content-Security-Policy", contentSecurityPolicy(cfg, nonce, scriptHashes));
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  // A page that asked for the camera policy keeps it; anything else gets the strict one.
  const asked = headers.get("Permissions-Policy");
  headers.set("Permissions-Policy", asked === CAMERA_PERMISSIONS_POLICY ? asked : PERMISSIONS_POLICY);
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  if (cfg.hsts) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  return headers;
}

/** The same response with the security headers (redirects and errors included). */
export function withSecurityHeaders(
  response: Response,
  cfg: Pick<AppConfig, "origin" | "secureCookies" | "hsts">,
  nonce: string,
  scriptHashes: readonly string[] = [],
) {
  // A WebSocket upgrade (101) carries its socket; its headers are not ours to rewrite.
  if (response.status === 101 || (response as { webSocket?: unknown }).webSocket) return response;
  const headers = new Headers(response.headers);
  applySecurityHeaders(headers, cfg, nonce, scriptHashes);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
