// The one read of a member's subscription: the stored row, and what it means today. A page
// reads the viewer's row in the request's one D1 batch (decisions 045, 052).
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, gt, inArray } from "drizzle-orm";
import { memberSql } from "~/auth/index.server";
import { database, schema, type Database, type MemberId } from "~/db.server";
import type { Env } from "~/env";
import { oncePerRequest } from "~/load-context";
import { joinBatch } from "~/request-batch.server";
import { effectiveSubscription, tierAllows, TIERS, type PriceIds, type SubscriptionState, type Tier } from "./tiers";

export function priceIds(env: Env): PriceIds {
  return { starter: env.STRIPE_PRICE_STARTER, pro: env.STRIPE_PRICE_PRO, elite: env.STRIPE_PRICE_ELITE };
}

export type SubscriptionRow = typeof schema.userSubscriptions.$inferSelect;

const subscriptionQuery = (db: Database, userId: MemberId) =>
  db.select().from(schema.userSubscriptions).where(eq(schema.userSubscriptions.userId, userId)).limit(1);

/** The member's user_subscriptions row (provider ids included), or null. */
export async function subscriptionRow(env: Env, userId: string): Promise<SubscriptionRow | null> {
  const [row] = await subscriptionQuery(database(env), userId);
  return row ?? null;
}

/** The signed-in member's row, read in the request's batch (null for a visitor or none). */
export function viewerSubscriptionRow(request: Request, context: AppLoadContext): Promise<SubscriptionRow | null> {
  return oncePerRequest(context, "subscription", async () => {
    const member = await memberSql(request, context);
    if (!member) return null;
    const [rows] = await joinBatch(context, (db) => [subscriptionQuery(db, member)]);
    return rows[0] ?? null;
  });
}

/** A row as members see it today (see effectiveSubscription). */
export const subscriptionState = (env: Env, row: SubscriptionRow | null | undefined, now = new Date()) =>
  effectiveSubscription(row, priceIds(env), now);

/** The member's subscription as stored in user_subscriptions, read fresh. */
export async function getSubscription(env: Env, userId: string, now = new Date()): Promise<SubscriptionState> {
  return subscriptionState(env, await subscriptionRow(env, userId), now);
}

/**
 * The rows whose subscription opens `tier` at `now`, as a condition on user_subscriptions:
 * effectiveSubscription's rule in SQL, for jobs that pick members by plan (the monthly review).
 */
export function holdsTier(env: Env, tier: Tier, now: Date) {
  const subs = schema.userSubscriptions;
  const prices = priceIds(env);
  const ids = TIERS.filter((t) => tierAllows(t, tier)).flatMap((t) => (prices[t] ? [prices[t]] : []));
  return and(eq(subs.subscribed, true), gt(subs.subscriptionEnd, now), inArray(subs.priceId, ids));
}
