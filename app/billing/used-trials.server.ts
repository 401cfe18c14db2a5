// The record of free trials ever granted (used_trials), kept through account deletion:
// a trial is keyed by an HMAC of the member's normalised email and, with Stripe, by the
// card's fingerprint. The billing writer (handler.server.ts) records and checks it in the
// batch that grants a trial; checkout asks mayStartTrial before offering one.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { getMember, memberSql } from "~/auth/index.server";
import { config } from "~/config.server";
import { database, schema, type Database } from "~/db.server";
import type { Env } from "~/env";
import { joinBatch } from "~/request-batch.server";
import { mac } from "~/security/signing.server";
import { subscriptionRow, viewerSubscriptionRow, type SubscriptionRow } from "./subscription.server";
import { normaliseEmail } from "./trial-identity";

const used = schema.usedTrials;

/** The keys a trial for this address (and card, when the provider names one) is recorded under. */
export async function trialKeys(env: Env, email: string, cardFingerprint?: string | null) {
  const keys = [`email:${await mac(normaliseEmail(email), config(env).secret)}`];
  if (cardFingerprint) keys.push(`card:${cardFingerprint}`);
  return keys;
}

/** SQL: another account (live or deleted) already had a trial under one of these keys. */
export const trialTakenElsewhere = (keys: string[], userId: string) =>
  sql`exists (select 1 from ${used} where ${and(inArray(used.key, keys), ne(used.userId, userId))})`;

/** Records the keys as this member's trial (an earlier owner of a key keeps it). */
export const recordTrial = (db: Database, keys: string[], userId: string) =>
  db
    .insert(used)
    .values(keys.map((key) => ({ key, userId })))
    .onConflictDoNothing({ target: used.key });

/**
 * Whether this member may still start a free trial: never after a trial or subscription
 * of their own, nor after a trial of another account with the same mailbox. The one
 * eligibility check: checkout and the scanner's gate both ask it.
 */
export async function mayStartTrial(
  env: Env,
  member: { id: string; email: string },
  row?: SubscriptionRow | null,
): Promise<boolean> {
  const own = row === undefined ? await subscriptionRow(env, member.id) : row;
  if (own?.trialUsed || own?.subscriptionId) return false;
  const keys = await trialKeys(env, member.email);
  const taken = await database(env)
    .select({ key: used.key })
    .from(used)
    .where(and(inArray(used.key, keys), ne(used.userId, member.id)))
    .limit(1);
  return taken.length === 0;
}

// ------------------------------------------------------------------ in the request's round trip

// A page asks used_trials in the request's D1 batch (decisions 045, 052), but the key is an
// HMAC of the member's email, which that batch is what reads. So sign-in leaves the key in a
// cookie; a page reads the key from it, asks D1 with it, and trusts the answer only if the
// key is the one the viewer's email gives (else it asks again, in a round trip of its own).
const KEY_COOKIE = "gu_tk";
/** As long as a session (better-auth's expiresIn in auth.server.ts). */
const KEY_COOKIE_MAX_AGE = 60 * 60 * 24 * 30;

const keyCookieName = (env: Env) => (config(env).secureCookies ? `__Host-${KEY_COOKIE}` : KEY_COOKIE);

/** The Set-Cookie header sign-in adds: this address's trial key, for later pages' batches. */
export async function trialKeyCookie(env: Env, email: string) {
  const [key] = await trialKeys(env, email);
  const secure = config(env).secureCookies ? "; Secure" : "";
  return `${keyCookieName(env)}=${encodeURIComponent(key)}; Path=/; Max-Age=${KEY_COOKIE_MAX_AGE}; HttpOnly; SameSite=Lax${secure}`;
}

function keyFromCookie(request: Request, env: Env): string {
  const name = keyCookieName(env);
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at === -1 || part.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim()).slice(0, 200);
    } catch {
      return "";
    }
  }
  return "";
}

/** Another account had a trial under the cookie's key: read in the request's batch (null for a visitor). */
async function keyTakenRead(request: Request, context: AppLoadContext, key: string) {
  const member = await memberSql(request, context);
  if (!member) return null;
  const [rows] = await joinBatch(context, (db) => [
    db
      .select({ key: used.key })
      .from(used)
      .where(and(eq(used.key, key), ne(used.userId, member)))
      .limit(1),
  ]);
  return rows.length > 0;
}

/**
 * mayStartTrial for the viewer (false for a visitor), read in the request's D1 round trip.
 * Call it as the loader starts, beside the loader's other reads, so it joins the batch.
 */
export async function viewerMayStartTrial(request: Request, context: AppLoadContext): Promise<boolean> {
  const env = context.cloudflare.env;
  const key = keyFromCookie(request, env);
  const [member, taken, row] = await Promise.all([
    getMember(request, context),
    keyTakenRead(request, context, key),
    viewerSubscriptionRow(request, context),
  ]);
  if (!member) return false;
  if (row?.trialUsed || row?.subscriptionId) return false;
  const [own] = await trialKeys(env, member.email);
  if (taken !== null && key === own) return !taken;
  return mayStartTrial(env, member, row);
}
