// The one writer of user_subscriptions. Every provider event passes through here:
// recorded and applied in one D1 batch (all or nothing), so a replayed event id changes
// nothing, and an event older than the stored state never overwrites it.
import { eq, sql } from "drizzle-orm";
import { database, schema } from "~/db.server";
import type { Env } from "~/env";
import { HANDLED_EVENTS, snapshotOf, type BillingEvent } from "./events";

export type ApplyOutcome = "applied" | "duplicate" | "ignored" | "unknown-user";

export async function applyBillingEvent(env: Env, event: BillingEvent): Promise<ApplyOutcome> {
  if (!HANDLED_EVENTS.has(event.type)) return "ignored";
  const db = database(env);
  const userId = await userFor(env, event);
  if (!userId) return "unknown-user";
  const at = event.created * 1000;
  const record = db.insert(schema.billingEvents).values({ id: event.id, type: event.type, userId });
  const subs = schema.userSubscriptions;
  // Only newer-or-equal events may change the row.
  const isNotOlder = sql`excluded.last_event_at >= ${subs.lastEventAt}`;

  let write;
  switch (event.type) {
    case "checkout.session.completed": {
      const s = event.data.object;
      const fields = {
        customerId: s.customer,
        subscriptionId: s.subscription,
        ...(s.metadata?.trial === "true" ? { trialUsed: true } : {}),
      };
      write = db
        .insert(subs)
        .values({ userId, ...fields, lastEventAt: 0, updatedAt: new Date(at) })
        .onConflictDoUpdate({
          target: subs.userId,
          set: {
            customerId: sql`coalesce(excluded.customer_id, ${subs.customerId})`,
            subscriptionId: sql`coalesce(excluded.subscription_id, ${subs.subscriptionId})`,
            trialUsed: sql`${subs.trialUsed} or excluded.trial_used`,
          },
        });
      break;
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const snap = snapshotOf(event.data.object, event.type === "customer.subscription.deleted");
      const { trialUsedNow, ...row } = snap;
      write = db
        .insert(subs)
        .values({ userId, ...row, trialUsed: trialUsedNow, lastEventAt: at, updatedAt: new Date() })
        .onConflictDoUpdate({
          target: subs.userId,
          set: {
            subscribed: sql`excluded.subscribed`,
            priceId: sql`excluded.price_id`,
            productId: sql`excluded.product_id`,
            subscriptionEnd: sql`excluded.subscription_end`,
            isTrial: sql`excluded.is_trial`,
            status: sql`excluded.status`,
            cancelAtPeriodEnd: sql`excluded.cancel_at_period_end`,
            customerId: sql`excluded.customer_id`,
            subscriptionId: sql`excluded.subscription_id`,
            trialUsed: sql`${subs.trialUsed} or excluded.trial_used`,
            lastEventAt: sql`excluded.last_event_at`,
            updatedAt: sql`excluded.updated_at`,
          },
          setWhere: isNotOlder,
        });
      break;
    }
    case "invoice.payment_failed": {
      write = db
        .update(subs)
        .set({ status: "past_due", lastEventAt: at, updatedAt: new Date() })
        .where(sql`${subs.userId} = ${userId} and ${subs.lastEventAt} <= ${at}`);
      break;
    }
  }

  try {
    await db.batch([record, write]);
    return "applied";
  } catch (error) {
    if (/UNIQUE|PRIMARY KEY/i.test(String(error))) return "duplicate";
    if (/FOREIGN KEY/i.test(String(error))) return "unknown-user";
    throw error;
  }
}

/** Which member an event is about: our metadata first, then the stored customer id. */
async function userFor(env: Env, event: BillingEvent): Promise<string | null> {
  const obj = event.data.object;
  if (obj.object === "checkout.session") return obj.client_reference_id ?? obj.metadata?.userId ?? null;
  if (obj.object === "subscription" && obj.metadata?.userId) return obj.metadata.userId;
  const customer = obj.customer;
  if (!customer) return null;
  const [row] = await database(env)
    .select({ userId: schema.userSubscriptions.userId })
    .from(schema.userSubscriptions)
    .where(eq(schema.userSubscriptions.customerId, customer))
    .limit(1);
  return row?.userId ?? null;
}
