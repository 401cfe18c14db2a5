// Money mails, exactly once (decision 067). A mail is claimed by a billing_mails row whose
// key names the change: the billing writer puts the claims in the same D1 batch as the
// event's write (so a replayed event, which fails that batch, claims nothing), and the
// hourly trial-ending job inserts its claims with ON CONFLICT DO NOTHING RETURNING (so
// two runs at once mail each trial once). Only a statement that wrote its row sends.
// A mail the provider refuses stays claimed and unsent (logged): at most once beats twice.
import { and, eq, gt, inArray, isNull, lte, sql, type SQL } from "drizzle-orm";
import { config } from "~/config.server";
import { database, insertSelect, schema, type Database } from "~/db.server";
import type { Env } from "~/env";
import { mailer, type Mail } from "~/mail/mail.server";
import {
  paymentFailedMail,
  planCancelledMail,
  planChangedMail,
  planScheduledMail,
  trialEndingMail,
  trialStartedMail,
} from "~/mail/messages";
import { logError } from "~/ops/log.server";
import { sign, verify } from "~/security/signing.server";
import { isTimeZone, DEFAULT_TIME_ZONE } from "~/calendar/days";
import { formatDate } from "~/calendar/format";
import { trialEndingDue, trialEndingKey, type MoneyMail, type MoneyMailData } from "./money-mails";
import { getPlan, TIERS } from "./plans";
import { planChange } from "./plan-changes";
import { priceIds } from "./subscription.server";
import { tierForPrice } from "./tiers";

const mails = schema.billingMails;
const subs = schema.userSubscriptions;

/** Who a money mail goes to. */
export type Recipient = { userId: string; email: string; name: string; timeZone: string | null };

/**
 * The claims of `wanted`, for the writer's batch: each inserts its key only while `when`
 * holds on the member's subscription row (the event's write was applied), and returns it.
 */
export function claimStatements(db: Database, userId: string, wanted: MoneyMail[], when: SQL) {
  return wanted.map((mail) =>
    insertSelect(
      db,
      mails,
      { key: mail.key, userId, kind: mail.data.kind, data: JSON.stringify(mail.data) },
      sql`FROM ${subs} WHERE ${subs.userId} = ${userId} AND ${when}`,
    )
      .onConflictDoNothing()
      .returning({ key: mails.key, data: mails.data }),
  );
}

/** A date as the member reads it, in their own zone ("December 26, 2026"), by the one formatter (decision 073). */
const dayIn = (iso: string, zone: string | null) => formatDate(iso, isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE);

const monthly = (tier: (typeof TIERS)[number]) => `$${getPlan(tier).priceUsd} USD a month`;

function render(env: Env, data: MoneyMailData, to: Recipient): Mail {
  const origin = config(env).origin;
  const settingsUrl = `${origin}/settings`;
  const name = to.name;
  const zone = to.timeZone;
  let body;
  switch (data.kind) {
    case "trial-started":
      body = trialStartedMail({
        name,
        plan: getPlan(data.tier).name,
        price: monthly(data.tier),
        firstCharge: dayIn(data.firstCharge, zone),
        settingsUrl,
      });
      break;
    case "trial-ending":
      body = trialEndingMail({
        name,
        plan: getPlan(data.tier).name,
        price: monthly(data.tier),
        firstCharge: dayIn(data.firstCharge, zone),
        cancelUrl: data.cancelUrl ?? settingsUrl,
        settingsUrl,
      });
      break;
    case "plan-changed":
      body = planChangedMail({
        name,
        from: getPlan(data.from).name,
        to: getPlan(data.to).name,
        price: monthly(data.to),
        upgrade: planChange(data.from, data.to) === "upgrade",
        settingsUrl,
      });
      break;
    case "plan-scheduled":
      body = planScheduledMail({
        name,
        held: getPlan(data.held).name,
        to: getPlan(data.to).name,
        on: dayIn(data.on, zone),
        price: monthly(data.to),
        settingsUrl,
      });
      break;
    case "plan-cancelled":
      body = planCancelledMail({
        name,
        plan: getPlan(data.tier).name,
        until: dayIn(data.until, zone),
        isTrial: data.isTrial,
        settingsUrl,
      });
      break;
    case "payment-failed":
      body = paymentFailedMail({ name, plan: data.tier ? getPlan(data.tier).name : null, updateUrl: settingsUrl });
      break;
  }
  return { to: to.email, ...body };
}

/** Sends the mails this request claimed, and marks them sent. Never throws: a failure is logged. */
export async function sendClaimed(env: Env, to: Recipient, claimed: { key: string; data: string }[]) {
  if (claimed.length === 0) return;
  try {
    const rendered = claimed.map((c) => render(env, JSON.parse(c.data) as MoneyMailData, to));
    await mailer(env).sendBatch(rendered);
    await database(env)
      .update(mails)
      .set({ sentAt: new Date() })
      .where(
        inArray(
          mails.key,
          claimed.map((c) => c.key),
        ),
      );
  } catch (error) {
    logError("money-mails-send", error);
  }
}

// ---- the trial ends in 2 days: the hourly Cron ------------------------------------------

/** Trials whose first charge is at most this far ahead are looked at (the mail's window and a margin). */
const LOOKAHEAD_MS = 4 * 86_400_000;
/** Trials mailed per run (one provider batch); the next hour continues. */
const TRIAL_ENDING_PAGE = 100;

export type TrialEndingRun = { due: number; sent: number };

/**
 * Mails every trial whose first charge is 2 of the member's days away (trialEndingDue), once:
 * the claim is an INSERT ... ON CONFLICT DO NOTHING RETURNING under the trial's key, so
 * a doubled or overlapping run mails only the rows it wrote.
 */
export async function sendTrialEndingMails(env: Env, now = new Date()): Promise<TrialEndingRun> {
  const db = database(env);
  const trialPrices = Object.values(priceIds(env)).filter((p): p is string => Boolean(p));
  if (trialPrices.length === 0) return { due: 0, sent: 0 };
  const candidates = await db
    .select({
      userId: subs.userId,
      subscriptionId: subs.subscriptionId,
      priceId: subs.priceId,
      end: subs.subscriptionEnd,
      email: schema.user.email,
      name: schema.userProfiles.username,
      timeZone: schema.userProfiles.timeZone,
    })
    .from(subs)
    .innerJoin(schema.user, eq(schema.user.id, subs.userId))
    .innerJoin(schema.userProfiles, eq(schema.userProfiles.userId, subs.userId))
    .where(
      and(
        eq(subs.subscribed, true),
        eq(subs.isTrial, true),
        eq(subs.cancelAtPeriodEnd, false),
        gt(subs.subscriptionEnd, now),
        lte(subs.subscriptionEnd, new Date(now.getTime() + LOOKAHEAD_MS)),
        inArray(subs.priceId, trialPrices),
        sql`NOT EXISTS (SELECT 1 FROM ${mails} WHERE ${mails.key} = 'trial-ending:' || ${subs.subscriptionId})`,
      ),
    )
    .limit(TRIAL_ENDING_PAGE);
  const prices = priceIds(env);
  const due = candidates.filter((c) => c.subscriptionId && c.end && trialEndingDue(now, c.end, c.timeZone));
  if (due.length === 0) return { due: 0, sent: 0 };
  const claims = due.map((c) =>
    db
      .insert(mails)
      .values({
        key: trialEndingKey(c.subscriptionId!),
        userId: c.userId,
        kind: "trial-ending",
        data: JSON.stringify({
          kind: "trial-ending",
          tier: tierForPrice(prices, c.priceId)!,
          firstCharge: c.end!.toISOString(),
        } satisfies MoneyMailData),
      })
      .onConflictDoNothing()
      .returning({ key: mails.key, data: mails.data }),
  );
  const [first, ...rest] = claims;
  const claimed = (await db.batch([first, ...rest])).flat();
  const mine = new Set(claimed.map((c) => c.key));
  const origin = config(env).origin;
  const page = await Promise.all(
    due
      .filter((c) => mine.has(trialEndingKey(c.subscriptionId!)))
      .map(async (c) => {
        const token = await cancelTrialToken(env, c.userId, c.subscriptionId!, c.end!.getTime());
        const data: MoneyMailData = {
          kind: "trial-ending",
          tier: tierForPrice(prices, c.priceId)!,
          firstCharge: c.end!.toISOString(),
          cancelUrl: `${origin}/billing/cancel-trial?token=${token}`,
        };
        return render(env, data, c);
      }),
  );
  if (page.length === 0) return { due: due.length, sent: 0 };
  try {
    await mailer(env).sendBatch(page);
    await db
      .update(mails)
      .set({ sentAt: now })
      .where(and(inArray(mails.key, [...mine]), isNull(mails.sentAt)));
  } catch (error) {
    logError("trial-ending-send", error);
    return { due: due.length, sent: 0 };
  }
  return { due: due.length, sent: page.length };
}

// ---- the one-click cancel link ----------------------------------------------------------

const CANCEL_PURPOSE = "trial-cancel";
type CancelPayload = { p: string; u: string; s: string; e: number };

/** A signed link that cancels one trial (this member, this subscription) until the trial ends. */
export function cancelTrialToken(env: Env, userId: string, subscriptionId: string, until: number) {
  return sign(
    { p: CANCEL_PURPOSE, u: userId, s: subscriptionId, e: until } satisfies CancelPayload,
    config(env).secret,
  );
}

export async function readCancelTrialToken(env: Env, token: string, now = Date.now()) {
  const payload = await verify<Partial<CancelPayload>>(token, config(env).secret);
  if (!payload || payload.p !== CANCEL_PURPOSE || typeof payload.u !== "string" || typeof payload.s !== "string")
    return { ok: false as const, reason: "invalid" as const };
  if (typeof payload.e !== "number" || payload.e <= now) return { ok: false as const, reason: "expired" as const };
  return { ok: true as const, userId: payload.u, subscriptionId: payload.s };
}
