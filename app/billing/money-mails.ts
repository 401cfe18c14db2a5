// Which mails a money event means (pure, unit-tested): the row before the event and the
// state the event brings are compared, and each change becomes a mail with a key that
// names the change itself (the subscription, the prices, the period), not the event. So
// the webhook and a fresh read that report the same change (two event ids) claim the
// same key, and only the first one mails (decision 067).
import { addDays, calendarDay, isTimeZone, DEFAULT_TIME_ZONE, zonedInstant } from "~/calendar/days";
import type { Tier } from "./plans";

/** What each mail says (dates as ISO strings; plans by id). */
export type MoneyMailData =
  | { kind: "trial-started"; tier: Tier; firstCharge: string }
  | { kind: "trial-ending"; tier: Tier; firstCharge: string; cancelUrl?: string }
  | { kind: "plan-changed"; from: Tier; to: Tier }
  | { kind: "plan-scheduled"; held: Tier; to: Tier; on: string }
  | { kind: "plan-cancelled"; tier: Tier; until: string; isTrial: boolean }
  | { kind: "payment-failed"; tier: Tier | null };

export type MoneyMail = { key: string; data: MoneyMailData };

/** The stored row's part the rules read (before the event). */
export type Before = {
  subscriptionId: string | null;
  subscribed: boolean;
  priceId: string | null;
  isTrial: boolean;
  cancelAtPeriodEnd: boolean;
  scheduledPriceId: string | null;
} | null;

/** The state a subscription event brings (the snapshot the writer stores). */
export type Incoming = {
  subscriptionId: string;
  subscribed: boolean;
  priceId: string | null;
  isTrial: boolean;
  cancelAtPeriodEnd: boolean;
  scheduledPriceId: string | null;
  subscriptionEnd: Date | null;
};

type TierOf = (priceId: string | null | undefined) => Tier | null;

/** The mails a subscription event means, given the row before it (empty when nothing a member should hear of changed). */
export function subscriptionMails(before: Before, incoming: Incoming, tierOf: TierOf): MoneyMail[] {
  const tier = tierOf(incoming.priceId);
  const end = incoming.subscriptionEnd;
  if (!incoming.subscribed || !tier || !end) return [];
  const sub = incoming.subscriptionId;
  const period = Math.floor(end.getTime() / 1000);
  const was = before && before.subscriptionId === sub && before.subscribed ? before : null;
  const mails: MoneyMail[] = [];
  if (incoming.isTrial && !was?.isTrial)
    mails.push({ key: `trial-started:${sub}`, data: { kind: "trial-started", tier, firstCharge: end.toISOString() } });
  const from = tierOf(was?.priceId);
  if (was && from && from !== tier)
    mails.push({
      key: `plan-changed:${sub}:${was.priceId}:${incoming.priceId}:${period}`,
      data: { kind: "plan-changed", from, to: tier },
    });
  const scheduled = tierOf(incoming.scheduledPriceId);
  if (scheduled && scheduled !== tier && was?.scheduledPriceId !== incoming.scheduledPriceId)
    mails.push({
      key: `plan-scheduled:${sub}:${incoming.scheduledPriceId}:${period}`,
      data: { kind: "plan-scheduled", held: tier, to: scheduled, on: end.toISOString() },
    });
  if (incoming.cancelAtPeriodEnd && !was?.cancelAtPeriodEnd)
    mails.push({
      key: `plan-cancelled:${sub}:${period}`,
      data: { kind: "plan-cancelled", tier, until: end.toISOString(), isTrial: incoming.isTrial },
    });
  return mails;
}

/** A failed payment of the member's current subscription: one mail per invoice. */
export function paymentFailedMail(invoiceId: string, tier: Tier | null): MoneyMail {
  return { key: `payment-failed:${invoiceId}`, data: { kind: "payment-failed", tier } };
}

/** How many of the member's days before the first charge the trial-ending mail goes out. */
export const TRIAL_ENDING_DAYS_BEFORE = 2;
/** From this local time (minutes after midnight) on that day: a morning, not the middle of the night. */
export const TRIAL_ENDING_MINUTES = 9 * 60;

/**
 * Whether the trial-ending mail is due at `now`: from 09:00 in the member's zone on the
 * day two of their days before the day of the first charge, until the charge. A missed
 * hourly run is caught up by the next one.
 */
export function trialEndingDue(now: Date, firstCharge: Date, zone: string | null | undefined): boolean {
  if (now.getTime() >= firstCharge.getTime()) return false;
  const timeZone = isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
  const day = addDays(calendarDay(firstCharge, timeZone), -TRIAL_ENDING_DAYS_BEFORE);
  return now.getTime() >= zonedInstant(day, TRIAL_ENDING_MINUTES, timeZone);
}

export const trialEndingKey = (subscriptionId: string) => `trial-ending:${subscriptionId}`;
