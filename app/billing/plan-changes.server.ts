// A member's changes to the plan they hold, through their provider: another paid plan,
// "Keep" (a scheduled downgrade or cancellation called off), the trial mail's cancel link
// and the billing portal. The new state reaches user_subscriptions through the one writer.
import type { Member } from "~/auth";
import { config } from "~/config.server";
import type { Env } from "~/env";
import { logError } from "~/ops/log.server";
import { changeLocalPlan } from "./local-portal.server";
import { readCancelTrialToken } from "./money-mails.server";
import { PAYMENTS_OFF_MESSAGE, paymentProvider, refOf } from "./payments.server";
import { pendingChange, planChange, portalMessage, RESUME_FIRST_MESSAGE, type KeepRefusal } from "./plan-changes";
import { tierName, type Tier } from "./plans";
import { receiveBillingEvent } from "./provider-events.server";
import { priceIds, subscriptionRow, subscriptionState } from "./subscription.server";

export type PlanChangeResult =
  | { ok: true; kind: "changed"; message: string }
  | { ok: true; kind: "portal"; url: string }
  | { ok: false; message: string; status: number };

/**
 * Moves a paying member to another paid plan: an upgrade at once (prorated, charged now),
 * a downgrade confirmed in the provider's portal and effective at the period's end. The
 * subscription stays one; its new state reaches user_subscriptions through the handler.
 */
export async function changePlan(env: Env, member: Member, tier: Tier, zone: string): Promise<PlanChangeResult> {
  const provider = paymentProvider(env);
  if (!provider) return { ok: false, message: PAYMENTS_OFF_MESSAGE, status: 503 };
  const row = await subscriptionRow(env, member.id);
  const state = subscriptionState(env, row);
  const priceId = priceIds(env)[tier];
  if (!state.subscribed || !state.tier) return { ok: false, message: "You have no plan to change yet.", status: 409 };
  if (state.isTrial)
    return {
      ok: false,
      message: "Plans can be changed once your trial has ended. You can cancel the trial from Settings.",
      status: 409,
    };
  // A cancelled plan ends on its date; switching it would quietly undo the cancellation.
  if (state.cancelAtPeriodEnd) return { ok: false, message: RESUME_FIRST_MESSAGE, status: 409 };
  const direction = planChange(state.tier, tier);
  if (direction === "same" || !priceId) return { ok: false, message: "You're already on this plan.", status: 409 };
  try {
    if (provider.name === "local") {
      const outcome = await changeLocalPlan(env, member.id, { intent: "switch", tier });
      if (!outcome.ok) return { ok: false, message: "You're already on this plan.", status: 409 };
      return {
        ok: true,
        kind: "changed",
        message: portalMessage(outcome.change, outcome.accessUntil, false, outcome.held, zone),
      };
    }
    const ref = refOf(member.id, row);
    if (direction === "downgrade") {
      const { url } = await provider.createPortal(ref, `${config(env).origin}/settings`, priceId);
      return { ok: true, kind: "portal", url };
    }
    const event = await provider.upgrade(ref, priceId);
    if (event) await receiveBillingEvent(env, event);
    return {
      ok: true,
      kind: "changed",
      message: `You're now on the ${tierName(tier)} plan. The difference for this month has been charged.`,
    };
  } catch (error) {
    logError("plan-change", error);
    return { ok: false, message: "We couldn't change your plan just now. Please try again in a moment.", status: 502 };
  }
}

export type KeepResult = { ok: true; message: string } | { ok: false; reason: KeepRefusal };

/**
 * "Keep Elite": undoes the member's own scheduled downgrade or cancellation, through the
 * provider (Stripe: release the schedule, cancel_at_period_end off; local: one event), and
 * the new state reaches user_subscriptions through the one writer. The form names the
 * subscription and the plan it saw, so a stale or forged form changes nothing.
 */
export async function keepPlan(
  env: Env,
  member: Member,
  asked: { subscription: string; tier: Tier },
  zone: string,
): Promise<KeepResult> {
  const provider = paymentProvider(env);
  if (!provider) return { ok: false, reason: "failed" };
  const row = await subscriptionRow(env, member.id);
  const state = subscriptionState(env, row);
  if (!row || !state.subscribed || !state.tier) return { ok: false, reason: "no-plan" };
  if (!row.subscriptionId || asked.subscription !== row.subscriptionId) return { ok: false, reason: "not-yours" };
  const pending = pendingChange(state);
  if (!pending) return { ok: false, reason: "nothing-scheduled" };
  if (asked.tier !== pending.held) return { ok: false, reason: "other-plan" };
  try {
    if (provider.name === "local") {
      const outcome = await changeLocalPlan(env, member.id, { intent: "keep" });
      if (!outcome.ok) return { ok: false, reason: "failed" };
    } else {
      const event = await provider.keep(refOf(member.id, row));
      if (event) await receiveBillingEvent(env, event);
    }
  } catch (error) {
    logError("plan-keep", error);
    return { ok: false, reason: "failed" };
  }
  return {
    ok: true,
    message: portalMessage({ kind: "keep" }, new Date(pending.on), state.isTrial, pending.held, zone),
  };
}

export type TrialCancel = "cancelled" | "already" | "not-trial" | "invalid" | "expired" | "failed";

/**
 * The trial-ending mail's link: cancels that member's trial (the subscription the link
 * names, still a trial) at its end, no sign-in needed (the signed token is the proof).
 */
export async function cancelTrialByLink(env: Env, token: string): Promise<TrialCancel> {
  const read = await readCancelTrialToken(env, token);
  if (!read.ok) return read.reason;
  const provider = paymentProvider(env);
  if (!provider) return "failed";
  const row = await subscriptionRow(env, read.userId);
  const state = subscriptionState(env, row);
  if (!row || row.subscriptionId !== read.subscriptionId || !state.subscribed || !state.isTrial) return "not-trial";
  if (state.cancelAtPeriodEnd) return "already";
  try {
    if (provider.name === "local") {
      const outcome = await changeLocalPlan(env, read.userId, { intent: "cancel" });
      if (!outcome.ok) return "failed";
    } else {
      const event = await provider.cancelAtPeriodEnd(refOf(read.userId, row));
      if (event) await receiveBillingEvent(env, event);
    }
    return "cancelled";
  } catch (error) {
    logError("trial-cancel", error);
    return "failed";
  }
}

/** Whether a cancel link is still good (the page's first look; it changes nothing). */
export async function cancelTrialLinkState(env: Env, token: string) {
  const read = await readCancelTrialToken(env, token);
  return read.ok ? ("ok" as const) : read.reason;
}

/** The billing portal, for members with a plan or a trial (a trial is cancelled there too). */
export async function openPortal(env: Env, member: Member, returnPath: string) {
  const row = await subscriptionRow(env, member.id);
  const state = subscriptionState(env, row);
  if (!state.subscribed) return { ok: false as const, message: "There is no subscription to manage." };
  const provider = paymentProvider(env);
  if (!provider) return { ok: false as const, message: PAYMENTS_OFF_MESSAGE };
  try {
    const { url } = await provider.createPortal(refOf(member.id, row), `${config(env).origin}${returnPath}`);
    return { ok: true as const, url };
  } catch (error) {
    logError("billing-portal", error);
    return { ok: false as const, message: "Failed to open subscription management. Please try again." };
  }
}
