// The store of email verification links, made single-use: better-auth's link token is a
// signed JWT any number of opens would accept (and two made in the same second are equal),
// so the mailed link is that JWT plus a random nonce, and the member's one live link is
// stored as a hash of both. Sending a link replaces it, opening it deletes it. better-auth's
// hooks (auth.server.ts) call these two; verification.server.ts opens and resends links.
import { APIError } from "better-auth/api";
import { and, eq } from "drizzle-orm";
import { config } from "~/config.server";
import { database, schema } from "~/db.server";
import type { Env } from "~/env";
import { mailer } from "~/mail/mail.server";
import { verificationMail } from "~/mail/messages";
import { logError } from "~/ops/log.server";

/** How long a verification link works. */
export const VERIFY_TOKEN_TTL_SECONDS = 24 * 60 * 60;
export const links = schema.emailVerificationLinks;

export async function sha256(token: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
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
