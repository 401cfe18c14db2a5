// Who a provider event is about, read before the one writer (handler.server.ts) applies it:
// the subscription it names, the member (our metadata first, then the stored customer id),
// and whether that member still has an account, with their subscription row before the event.
import { eq } from "drizzle-orm";
import { database, schema } from "~/db.server";
import type { Env } from "~/env";
import type { BillingEvent } from "./events";
import type { Before } from "./money-mails";

const subs = schema.userSubscriptions;

/** The subscription an event is about (null for events that name none). */
export function subscriptionOf(event: BillingEvent): string | null {
  const obj = event.data.object;
  if (obj.object === "subscription") return obj.id;
  if (obj.object === "checkout.session") return obj.subscription;
  return obj.subscription ?? null;
}

/** A live member has a profile; a deleted one keeps only an anonymised user row. With the
 * member: their name and zone (for mails) and their subscription row before the event. */
export async function memberStanding(
  env: Env,
  userId: string,
): Promise<
  | {
      kind: "member";
      email: string;
      name: string;
      timeZone: string | null;
      before: Before;
    }
  | { kind: "deleted-member" | "unknown-user" }
> {
  const db = database(env);
  const [known, profiled, rows] = await db.batch([
    db.select({ email: schema.user.email }).from(schema.user).where(eq(schema.user.id, userId)).limit(1),
    db
      .select({ name: schema.userProfiles.username, timeZone: schema.userProfiles.timeZone })
      .from(schema.userProfiles)
      .where(eq(schema.userProfiles.userId, userId))
      .limit(1),
    db
      .select({
        subscriptionId: subs.subscriptionId,
        subscribed: subs.subscribed,
        priceId: subs.priceId,
        isTrial: subs.isTrial,
        cancelAtPeriodEnd: subs.cancelAtPeriodEnd,
        scheduledPriceId: subs.scheduledPriceId,
      })
      .from(subs)
      .where(eq(subs.userId, userId))
      .limit(1),
  ]);
  if (!known[0]) return { kind: "unknown-user" };
  const profile = profiled[0];
  if (!profile) return { kind: "deleted-member" };
  return { kind: "member", email: known[0].email, ...profile, before: rows[0] ?? null };
}

/** Which member an event is about: our metadata first, then the stored customer id. */
export async function userFor(env: Env, event: BillingEvent): Promise<string | null> {
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
