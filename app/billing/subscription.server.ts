import { eq } from "drizzle-orm";
import { database, schema } from "~/db.server";
import type { Env } from "~/env";
import { effectiveSubscription, type PriceIds, type SubscriptionState } from "./tiers";

export function priceIds(env: Env): PriceIds {
  return { starter: env.STRIPE_PRICE_STARTER, pro: env.STRIPE_PRICE_PRO, elite: env.STRIPE_PRICE_ELITE };
}

/** The member's subscription as stored in user_subscriptions, read fresh. */
export async function getSubscription(env: Env, userId: string, now = new Date()): Promise<SubscriptionState> {
  const [row] = await database(env)
    .select()
    .from(schema.userSubscriptions)
    .where(eq(schema.userSubscriptions.userId, userId))
    .limit(1);
  return effectiveSubscription(row, priceIds(env), now);
}
