// What members are told about a change to their subscription (the local portal's toast
// and the subscription card): one wording for a trial, another for a paid plan. Dates are
// written in the member's zone (decision 083), which every caller names.
import { formatDate } from "~/calendar/format";
import { TIERS, tierName, type Tier } from "./plans";

/** Moving between paid plans: up (paid for now, prorated), down (from the period's end) or nowhere. */
export function planChange(current: Tier, wanted: Tier): "upgrade" | "downgrade" | "same" {
  const by = TIERS.indexOf(wanted) - TIERS.indexOf(current);
  return by > 0 ? "upgrade" : by < 0 ? "downgrade" : "same";
}

type Change = { kind: "cancel" } | { kind: "resume" } | { kind: "keep" } | { kind: "switch" | "schedule"; tier: Tier };

export function portalMessage(change: Change, accessUntil: Date, isTrial: boolean, held: Tier, zone: string) {
  const on = formatDate(accessUntil, zone);
  if (change.kind === "cancel")
    return isTrial
      ? `Your trial is cancelled. It ends on ${on} and you won't be charged.`
      : `Your plan is cancelled. You keep access until ${on}.`;
  if (change.kind === "keep")
    return isTrial
      ? `You keep your ${tierName(held)} trial; your plan starts when it ends on ${on}.`
      : `You keep ${tierName(held)}. It renews on ${on} as it is.`;
  if (change.kind === "resume")
    return isTrial ? "Your trial continues, and your plan starts when it ends." : "Your plan will renew as usual.";
  if (change.kind === "schedule")
    return change.tier === held
      ? `Your ${tierName(held)} plan stays as it is.`
      : `Your plan changes to ${tierName(change.tier)} on ${on}. You keep ${tierName(held)} until then.`;
  return `You're now on the ${tierName(change.tier)} plan.`;
}

/** The subscription card's line under the plan name. */
export function subscriptionLine(
  state: { isTrial: boolean; cancelAtPeriodEnd: boolean; tier: Tier | null; scheduledTier: Tier | null },
  end: Date | null,
  zone: string,
) {
  const on = end ? formatDate(end, zone) : "";
  if (state.isTrial)
    return state.cancelAtPeriodEnd
      ? `Trial cancelled: it ends on ${on} with no charge.`
      : `Trial ends ${on}. Cancel before then and you pay nothing.`;
  // A cancellation or a waiting downgrade is the card's pending line (pendingLine), with its Keep button.
  return null;
}

/**
 * A change the member asked for that waits for the period's end: a downgrade (`then` is
 * the plan it becomes) or a cancellation (`then` is null: it ends). Read from the one
 * subscription row, so every page says the same.
 */
export type PendingChange = { held: Tier; then: Tier | null; on: Date | string; isTrial: boolean };

export function pendingChange(state: {
  subscribed: boolean;
  tier: Tier | null;
  isTrial: boolean;
  subscriptionEnd: Date | string | null;
  cancelAtPeriodEnd: boolean;
  scheduledTier: Tier | null;
}): PendingChange | null {
  if (!state.subscribed || !state.tier || !state.subscriptionEnd) return null;
  const on = new Date(state.subscriptionEnd);
  if (state.cancelAtPeriodEnd) return { held: state.tier, then: null, on, isTrial: state.isTrial };
  if (state.scheduledTier && state.scheduledTier !== state.tier)
    return { held: state.tier, then: state.scheduledTier, on, isTrial: state.isTrial };
  return null;
}

/** "Elite until December 26, 2026, then Pro" (or "…, then it ends"). */
export function pendingLine(change: PendingChange, zone: string) {
  const held = change.isTrial ? `${tierName(change.held)} trial` : tierName(change.held);
  return `${held} until ${formatDate(change.on, zone)}, then ${change.then ? tierName(change.then) : "it ends"}`;
}

/** The button that undoes it: "Keep Elite". */
export const keepLabel = (change: PendingChange) => `Keep ${tierName(change.held)}`;

/** What a Keep request may be refused for, in the member's words. */
export const KEEP_REFUSED = {
  "no-plan": "You have no plan to keep.",
  "not-yours": "That subscription is not your current one. Reload the page and try again.",
  "nothing-scheduled": "Nothing is scheduled to change on your plan, so there is nothing to keep.",
  "other-plan": "That is not the plan you have now. Reload the page and try again.",
  failed: "We couldn't keep your plan just now. Please try again in a moment.",
} as const;
export type KeepRefusal = keyof typeof KEEP_REFUSED;

/** Why a cancelled plan is not switched: the switch would quietly undo the cancellation. */
export const RESUME_FIRST_MESSAGE = "Your plan is cancelled. Resume it in Settings before changing to another plan.";
