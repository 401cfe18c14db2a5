// The record of free trials ever granted (used_trials), kept through account deletion:
// a trial is keyed by an HMAC of the member's normalised email and, with Stripe, by the
// card's fingerprint. The billing writer (handler.server.ts) records and checks it in the
// batch that grants a trial; checkout asks mayStartTrial before offering one.
import { and, inArray, ne, sql } from "drizzle-orm";
import { config } from "~/config.server";
import { database, schema, type Database } from "~/db.server";
import type { Env } from "~/env";
import { mac } from "~/security/signing.server";
import { subscriptionRow, type SubscriptionRow } from "./subscription.server";
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
