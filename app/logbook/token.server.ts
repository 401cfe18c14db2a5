// The review mail's unsubscribe link: HMAC-signed (app/security/signing.server.ts) over the
// member, the month reviewed and an expiry, with a purpose of its own so no other signed
// token of the app passes for it. The review row it names makes it single-use.
import { config } from "~/config.server";
import type { Env } from "~/env";
import { sign, verify } from "~/security/signing.server";

/** How long a review's unsubscribe link works: until the next review and then some. */
export const REVIEW_UNSUBSCRIBE_TTL_MS = 60 * 86_400_000;
const PURPOSE = "review-unsubscribe";

type Payload = { p: string; u: string; m: string; e: number };

export function reviewUnsubscribeToken(env: Env, userId: string, month: string, now = Date.now()) {
  return sign(
    { p: PURPOSE, u: userId, m: month, e: now + REVIEW_UNSUBSCRIBE_TTL_MS } satisfies Payload,
    config(env).secret,
  );
}

export type ReviewTokenRead =
  { ok: true; userId: string; month: string } | { ok: false; reason: "invalid" | "expired" };

export async function readReviewUnsubscribeToken(env: Env, token: string, now = Date.now()): Promise<ReviewTokenRead> {
  const payload = await verify<Partial<Payload>>(token, config(env).secret);
  if (!payload || payload.p !== PURPOSE || typeof payload.u !== "string" || typeof payload.m !== "string")
    return { ok: false, reason: "invalid" };
  if (typeof payload.e !== "number" || payload.e <= now) return { ok: false, reason: "expired" };
  return { ok: true, userId: payload.u, month: payload.m };
}
