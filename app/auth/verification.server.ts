// Email verification on better-auth's built-in flow, made single-use (the link store is
// verification-links.server.ts). The mail's link opens /auth/verify, a page whose button
// posts: a mail scanner's GET cannot use the link up. Resends are paced by sentAt.
import { eq, lt } from "drizzle-orm";
import { config } from "~/config.server";
import { database } from "~/db.server";
import type { Env } from "~/env";
import { callAuth } from "./accounts.server";
import { auth } from "./auth.server";
import { links, sha256 } from "./verification-links.server";
import type { VerifyOutcome } from "./verification";

/** At most one verification mail per member in this interval. */
export const RESEND_INTERVAL_MS = 60_000;

/** The mailed link's token: better-auth's JWT, a dot, a nonce (the JWT holds dots too). */
function splitLink(link: string) {
  const dot = link.lastIndexOf(".");
  return dot > 0 ? { jwt: link.slice(0, dot), nonce: link.slice(dot + 1) } : { jwt: link, nonce: "" };
}

/** Opens a verification link (the /auth/verify form's POST). */
export async function verifyEmailLink(env: Env, token: string): Promise<VerifyOutcome> {
  const [live] = await database(env)
    .select({ userId: links.userId })
    .from(links)
    .where(eq(links.tokenHash, await sha256(token)));
  // better-auth would answer a known member's old link with success; ours says it is used.
  if (!live) return "used";
  const origin = config(env).origin;
  const { jwt, nonce } = splitLink(token);
  const query = new URLSearchParams({ token: jwt, n: nonce });
  const res = await auth(env).handler(
    new Request(`${origin}/api/auth/verify-email?${query}`, { headers: { Origin: origin } }),
  );
  if (res.ok) {
    // A member verified some other way leaves the link behind; it is spent now either way.
    await database(env).delete(links).where(eq(links.userId, live.userId));
    return "verified";
  }
  const code = ((await res.json().catch(() => null)) as { code?: string } | null)?.code;
  if (code === "TOKEN_EXPIRED") return "expired";
  if (code === "LINK_USED") return "used";
  return "invalid";
}

export type ResendOutcome = { ok: true } | { ok: false; status: number; message: string };

/**
 * A new link for the signed-in member, at most one per RESEND_INTERVAL_MS: the slot is
 * claimed in one statement (sentAt moves only when it is older than the interval), so
 * racing resends send one mail.
 */
export async function resendVerification(
  request: Request,
  env: Env,
  member: { id: string; email: string },
): Promise<ResendOutcome> {
  const now = Date.now();
  const [claimed] = await database(env)
    .insert(links)
    .values({
      userId: member.id,
      tokenHash: `pending:${crypto.randomUUID()}`,
      expiresAt: new Date(0),
      sentAt: new Date(now),
    })
    .onConflictDoUpdate({
      target: links.userId,
      set: { sentAt: new Date(now) },
      setWhere: lt(links.sentAt, new Date(now - RESEND_INTERVAL_MS)),
    })
    .returning({ userId: links.userId });
  if (!claimed)
    return {
      ok: false,
      status: 429,
      message: "We sent you a link less than a minute ago. Check your inbox (and spam), or try again in a minute.",
    };
  const sent = await callAuth(request, env, "/send-verification-email", { email: member.email });
  if (sent.ok) return { ok: true };
  if (sent.code === "EMAIL_ALREADY_VERIFIED")
    return { ok: false, status: 409, message: "Your address is already verified." };
  return {
    ok: false,
    status: sent.status === 429 ? 429 : 502,
    message: sent.status === 429 ? sent.message : "We couldn't send the mail. Please try again in a moment.",
  };
}
