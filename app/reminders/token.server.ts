// The unsubscribe link's token: HMAC-signed (app/security/signing.server.ts) over the
// member, the reminder's day and an expiry, with a purpose so no other signed token of
// the app (checkout links, chat tickets) passes for it. The reminder row it names makes
// it single-use (reminders.server.ts).
import { config } from "~/config.server";
import type { Env } from "~/env";
import { sign, verify } from "~/security/signing.server";

/** How long an unsubscribe link works. */
export const UNSUBSCRIBE_TTL_MS = 60 * 86_400_000;
const PURPOSE = "reminders-unsubscribe";

type Payload = { p: string; u: string; d: string; e: number };

export function unsubscribeToken(env: Env, userId: string, day: string, now = Date.now()) {
  return sign({ p: PURPOSE, u: userId, d: day, e: now + UNSUBSCRIBE_TTL_MS } satisfies Payload, config(env).secret);
}

export type TokenRead = { ok: true; userId: string; day: string } | { ok: false; reason: "invalid" | "expired" };

export async function readUnsubscribeToken(env: Env, token: string, now = Date.now()): Promise<TokenRead> {
  const payload = await verify<Partial<Payload>>(token, config(env).secret);
  if (!payload || payload.p !== PURPOSE || typeof payload.u !== "string" || typeof payload.d !== "string")
    return { ok: false, reason: "invalid" };
  if (typeof payload.e !== "number" || payload.e <= now) return { ok: false, reason: "expired" };
  return { ok: true, userId: payload.u, day: payload.d };
}
