// Email verification on better-auth's built-in flow, made single-use: better-auth's
// link token is a signed JWT any number of opens would accept (and two made in the same
// second are equal), so the mailed link is that JWT plus a random nonce, and the member's
// one live link is stored as a hash of both. Sending a link replaces it, opening it
// deletes it (in better-auth's beforeEmailVerification hook), and sentAt paces resends. The mail's link opens /auth/verify, a page whose button posts: a mail
// scanner's GET cannot use the link up.
import { APIError } from "better-auth/api";
import { and, eq, lt } from "drizzle-orm";
import { config } from "~/config.server";
import { database, schema } from "~/db.server";
import type { Env } from "~/env";
import { mailer } from "~/mail/mail.server";
import { logError } from "~/ops/log.server";
import { verificationMail } from "~/mail/messages";
import { callAuth } from "./accounts.server";
import { auth } from "./auth.server";
import type { VerifyOutcome } from "./verification";

/** How long a verification link works. */
export const VERIFY_TOKEN_TTL_SECONDS = 24 * 60 * 60;
/** At most one verification mail per member in this interval. */
export const RESEND_INTERVAL_MS = 60_000;

const links = schema.emailVerificationLinks;

async function sha256(token: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The mailed link's token: better-auth's JWT, a dot, a nonce (the JWT holds dots too). */
function splitLink(link: string) {
  const dot = link.lastIndexOf(".");
  return dot > 0 ? { jwt: link.slice(0, dot), nonce: link.slice(dot + 1) } : { jwt: link, nonce: "" };
}

/** better-auth's sendVerificationEmail: remember the link (replacing the older one), then mail it. */
export async function sendVerificationLink(env: Env, user: { id: string; name: string; email: string }, jwt: string) {
  const now = Date.now();
  const token = `${jwt}.${crypto.randomUUID().replaceAll("-", "")}`;
  const row = {
    tokenHash: await sha256(token),
    expiresAt: new Date(now + VERIFY_TOKEN_TTL_SECONDS * 1000),
    sentAt: new Date(now),
  };
  await database(env)
    .insert(links)
    .values({ userId: user.id, ...row })
    .onConflictDoUpdate({ target: links.userId, set: row });
  const url = `${config(env).origin}/auth/verify?token=${encodeURIComponent(token)}`;
  const mail = verificationMail({ name: user.name, url, ttlSeconds: VERIFY_TOKEN_TTL_SECONDS });
  // A provider outage must not fail the sign-up; the member can ask for the link again.
  await mailer(env)
    .send({ to: user.email, ...mail })
    .catch((error: unknown) => logError("verification-mail", error));
}

/**
 * better-auth's beforeEmailVerification: uses the link up. One DELETE claims it, so of
 * two opens racing only one verifies; a replaced, used or expired link verifies nothing.
 */
export async function claimVerificationLink(env: Env, userId: string, request: Request | undefined) {
  const query = request ? new URL(request.url).searchParams : null;
  const token = query?.get("token") && query.get("n") ? `${query.get("token")}.${query.get("n")}` : null;
  if (!token) throw new APIError("BAD_REQUEST", { message: "Missing link", code: "LINK_USED" });
  const [claimed] = await database(env)
    .delete(links)
    .where(and(eq(links.userId, userId), eq(links.tokenHash, await sha256(token))))
    .returning({ expiresAt: links.expiresAt });
  if (!claimed) throw new APIError("BAD_REQUEST", { message: "Link already used", code: "LINK_USED" });
  if (claimed.expiresAt.getTime() <= Date.now())
    throw new APIError("BAD_REQUEST", { message: "Link expired", code: "TOKEN_EXPIRED" });
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
