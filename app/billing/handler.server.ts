// The one writer of user_subscriptions. Every provider event passes through here:
// recorded and applied in one D1 batch (all or nothing), so a replayed event id changes
// nothing, and an event older than the stored state never overwrites it.
//
// One subscription and one trial per member, re-checked here (not only when checkout
// starts), inside the same SQL statement that writes, so racing events cannot both win:
// - the row follows one subscription (subscription_id). Events for another subscription
//   change nothing while the member's current one is live;
// - a new subscription is adopted only when the current one is over, and never when it
//   is a trial and the member already had one.
// - a trial is granted only if no other account (live or deleted) had one under the same
//   mailbox or card (used_trials); the batch that grants it records it there.
// Such an event answers "superseded" (a live second subscription: the caller cancels it
// with the provider), "trial-refused" (a trial another account already had: cancelled
// the same way) or "ignored".
import { and, count, eq, inArray, ne, sql } from "drizzle-orm";
import { database, insertSelect, schema } from "~/db.server";
import type { Env } from "~/env";
import { memberAccessChanged } from "~/chat/rooms/notify.server";
import { logError } from "~/ops/log.server";
import { HANDLED_EVENTS, isSyncEvent, snapshotOf, type BillingEvent } from "./events";
import { FEATURE_TIER } from "./plans";
import { getSubscription, priceIds } from "./subscription.server";
import { gateFor, tierForPrice } from "./tiers";
import { recordTrial, trialKeys, trialTakenElsewhere } from "./used-trials.server";
import { paymentFailedMail, subscriptionMails, type MoneyMail } from "./money-mails";
import { claimStatements, sendClaimed } from "./money-mails.server";
import { memberStanding, subscriptionOf, userFor } from "./event-member.server";

export type ApplyOutcome =
  "applied" | "duplicate" | "ignored" | "superseded" | "trial-refused" | "unknown-user" | "deleted-member";

/** What the provider knows beside the event: the card a trial subscription is paid with. */
export type EventContext = { cardFingerprint?: string | null };

const subs = schema.userSubscriptions;

/** The member's current subscription still gives access: no other may replace it. */
const currentIsLive = (now: number) => sql`(${subs.subscribed} = 1 and coalesce(${subs.subscriptionEnd}, 0) > ${now})`;

/** Whether the incoming subscription (excluded.*) may replace the stored one. */
const mayAdopt = (now: number, incomingTrial: ReturnType<typeof sql>) =>
  sql`(not ${currentIsLive(now)} and not (${incomingTrial} and ${subs.trialUsed} = 1))`;

const sameSubscription = sql`${subs.subscriptionId} is excluded.subscription_id`;

export async function applyBillingEvent(
  env: Env,
  event: BillingEvent,
  context: EventContext = {},
): Promise<ApplyOutcome> {
  if (!HANDLED_EVENTS.has(event.type)) return "ignored";
  const db = database(env);
  const userId = await userFor(env, event);
  if (!userId) return "unknown-user";
  // A deleted account keeps an anonymised user row but no profile: nothing is written for
  // it (the caller cancels any subscription the event brings, provider-events.server.ts).
  const standing = await memberStanding(env, userId);
  if (standing.kind !== "member") return standing.kind;
  const at = event.created * 1000;
  const now = Date.now();
  const record = db.insert(schema.billingEvents).values({ id: event.id, type: event.type, userId });
  // Only newer-or-equal events may change the row. A sync is stamped with the time its read
  // began, so it must be strictly newer: a webhook that landed during the read wins.
  const isNotOlder = isSyncEvent(event)
    ? sql`excluded.last_event_at > ${subs.lastEventAt}`
    : sql`excluded.last_event_at >= ${subs.lastEventAt}`;
  let incomingLive = true;

  // A trial is checked against, and recorded in, used_trials in this same batch.
  const grantsTrial =
    event.type === "checkout.session.completed"
      ? event.data.object.metadata?.trial === "true"
      : event.type !== "invoice.payment_failed" &&
        snapshotOf(event.data.object, event.type === "customer.subscription.deleted").isTrial;
  const keys = grantsTrial ? await trialKeys(env, standing.email, context.cardFingerprint) : [];
  const refused = grantsTrial ? trialTakenElsewhere(keys, userId) : sql`0`;

  // The money mails this event means, claimed in the same batch as its write (decision 067).
  const tierOf = (price: string | null | undefined) => tierForPrice(priceIds(env), price);
  let wanted: MoneyMail[] = [];

  let write;
  switch (event.type) {
    case "checkout.session.completed": {
      const s = event.data.object;
      const trial = s.metadata?.trial === "true";
      const adopt = sql`(not ${refused} and (${sameSubscription} or ${mayAdopt(now, sql`excluded.trial_used = 1`)}))`;
      write = insertSelect(
        db,
        subs,
        {
          userId,
          customerId: s.customer,
          subscriptionId: s.subscription,
          trialUsed: trial ? 1 : 0,
          lastEventAt: 0,
          updatedAt: now,
        },
        sql`where not ${refused}`,
      ).onConflictDoUpdate({
        target: subs.userId,
        set: {
          customerId: sql`case when ${adopt} then coalesce(excluded.customer_id, ${subs.customerId}) else coalesce(${subs.customerId}, excluded.customer_id) end`,
          subscriptionId: sql`case when ${adopt} then coalesce(excluded.subscription_id, ${subs.subscriptionId}) else ${subs.subscriptionId} end`,
          trialUsed: sql`${subs.trialUsed} or (${adopt} and excluded.trial_used)`,
        },
      });
      break;
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const snap = snapshotOf(event.data.object, event.type === "customer.subscription.deleted");
      const { trialUsedNow, ...row } = snap;
      incomingLive = snap.subscribed;
      wanted = subscriptionMails(standing.before, snap, tierOf);
      write = insertSelect(
        db,
        subs,
        {
          userId,
          ...row,
          subscribed: row.subscribed ? 1 : 0,
          isTrial: row.isTrial ? 1 : 0,
          cancelAtPeriodEnd: row.cancelAtPeriodEnd ? 1 : 0,
          subscriptionEnd: row.subscriptionEnd?.getTime() ?? null,
          trialUsed: trialUsedNow ? 1 : 0,
          lastEventAt: at,
          updatedAt: now,
        },
        sql`where not ${refused}`,
      ).onConflictDoUpdate({
        target: subs.userId,
        set: {
          subscribed: sql`excluded.subscribed`,
          priceId: sql`excluded.price_id`,
          productId: sql`excluded.product_id`,
          subscriptionEnd: sql`excluded.subscription_end`,
          isTrial: sql`excluded.is_trial`,
          status: sql`excluded.status`,
          cancelAtPeriodEnd: sql`excluded.cancel_at_period_end`,
          scheduledPriceId: sql`excluded.scheduled_price_id`,
          customerId: sql`excluded.customer_id`,
          subscriptionId: sql`excluded.subscription_id`,
          trialUsed: sql`${subs.trialUsed} or excluded.trial_used`,
          lastEventAt: sql`excluded.last_event_at`,
          updatedAt: sql`excluded.updated_at`,
        },
        // The current subscription's newer events; or a live new one that may replace it.
        setWhere: sql`not ${refused} and ((${sameSubscription} and ${isNotOlder}) or (not ${sameSubscription} and excluded.subscribed = 1 and ${mayAdopt(now, sql`excluded.is_trial = 1`)}))`,
      });
      break;
    }
    case "invoice.payment_failed": {
      const sub = subscriptionOf(event);
      if (!sub || standing.before?.subscriptionId === sub)
        wanted = [paymentFailedMail(event.data.object.id, tierOf(standing.before?.priceId))];
      write = db
        .update(subs)
        .set({ status: "past_due", lastEventAt: at, updatedAt: new Date(now) })
        .where(
          sql`${subs.userId} = ${userId} and ${subs.lastEventAt} <= ${at}${sub ? sql` and ${subs.subscriptionId} is ${sub}` : sql``}`,
        );
      break;
    }
  }

  const after = db.select({ subscriptionId: subs.subscriptionId }).from(subs).where(eq(subs.userId, userId)).limit(1);
  // Read before the trial is recorded, in the same transaction as the write that checks it.
  const takenElsewhere = db
    .select({ n: count() })
    .from(schema.usedTrials)
    .where(keys.length ? and(inArray(schema.usedTrials.key, keys), ne(schema.usedTrials.userId, userId)) : sql`0`);
  // Claimed only if this event's write landed: the row then carries its subscription and time.
  const named = subscriptionOf(event);
  const landed = named
    ? sql`${subs.subscriptionId} is ${named} and ${subs.lastEventAt} = ${at}`
    : sql`${subs.lastEventAt} = ${at}`;
  const claims = event.type === "checkout.session.completed" ? [] : claimStatements(db, userId, wanted, landed);
  try {
    let stored: { subscriptionId: string | null } | undefined;
    let claimed: { key: string; data: string }[] = [];
    if (grantsTrial) {
      const [, [taken], , , rows, ...mine] = await db.batch([
        record,
        takenElsewhere,
        write,
        recordTrial(db, keys, userId),
        after,
        ...claims,
      ]);
      if (taken && taken.n > 0) return "trial-refused";
      stored = rows[0];
      claimed = mine.flat();
    } else {
      const [, , rows, ...mine] = await db.batch([record, write, after, ...claims]);
      stored = rows[0];
      claimed = mine.flat();
    }
    await sendClaimed(
      env,
      { userId, email: standing.email, name: standing.name, timeZone: standing.timeZone },
      claimed,
    );
    const sub = subscriptionOf(event);
    if (sub && stored?.subscriptionId !== sub) return incomingLive ? "superseded" : "ignored";
    await closeVipSocketsIfLost(env, userId);
    return "applied";
  } catch (error) {
    if (/UNIQUE|PRIMARY KEY/i.test(String(error))) return "duplicate";
    if (/FOREIGN KEY/i.test(String(error))) return "unknown-user";
    throw error;
  }
}

/** A write that leaves the member without the VIP chat's tier closes their VIP sockets at once. */
async function closeVipSocketsIfLost(env: Env, userId: string) {
  try {
    if (gateFor(true, await getSubscription(env, userId), FEATURE_TIER.vipChat).kind !== "open")
      await memberAccessChanged(env.ChatRoom, userId, "gated");
  } catch (error) {
    logError("chat-access-change", error); // the room's alarm still closes them at the plan's end
  }
}
