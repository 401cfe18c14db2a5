// What members are told about a change to their subscription (the local portal's toast
// and the subscription card): one wording for a trial, another for a paid plan.
import { formatDate } from "~/calendar/format";
import { TIERS, tierName, type Tier } from "./plans";

/** Moving between paid plans: up (paid for now, prorated), down (from the period's end) or nowhere. */
export function planChange(current: Tier, wanted: Tier): "upgrade" | "downgrade" | "same" {
  const by = TIERS.indexOf(wanted) - TIERS.indexOf(current);
  return by > 0 ? "upgrade" : by < 0 ? "downgrade" : "same";
}

type Change = { kind: "cancel" } | { kind: "resume" } | { kind: "switch" | "schedule"; tier: Tier };

/** What a downgrade waiting for the period's end means, in one sentence. */
export const scheduledLine = (to: Tier, held: Tier, on: Date) =>
  `Changes to ${tierName(to)} on ${formatDate(on)}; you keep ${tierName(held)} until then.`;

export function portalMessage(change: Change, accessUntil: Date, isTrial: boolean, held: Tier) {
  if (change.kind === "cancel")
    return isTrial
      ? `Your trial is cancelled. It ends on ${formatDate(accessUntil)} and you won't be charged.`
      : `Your plan is cancelled. You keep access until ${formatDate(accessUntil)}.`;
  if (change.kind === "resume")
    return isTrial ? "Your trial continues, and your plan starts when it ends." : "Your plan will renew as usual.";
  if (change.kind === "schedule")
    return change.tier === held
      ? `Your ${tierName(held)} plan stays as it is.`
      : `Your plan changes to ${tierName(change.tier)} on ${formatDate(accessUntil)}. You keep ${tierName(held)} until then.`;
  return `You're now on the ${tierName(change.tier)} plan.`;
}

/** The subscription card's line under the plan name. */
export function subscriptionLine(
  state: { isTrial: boolean; cancelAtPeriodEnd: boolean; tier: Tier | null; scheduledTier: Tier | null },
  end: Date | null,
) {
  const on = end ? formatDate(end) : "";
  if (state.isTrial)
    return state.cancelAtPeriodEnd
      ? `Trial cancelled: it ends on ${on} with no charge.`
      : `Trial ends ${on}. Cancel before then and you pay nothing.`;
  if (state.cancelAtPeriodEnd) return `Cancelled: it won't renew, and you keep access until ${on}.`;
  return state.scheduledTier && state.tier && end ? scheduledLine(state.scheduledTier, state.tier, end) : null;
}

/** Why a cancelled plan is not switched: the switch would quietly undo the cancellation. */
export const RESUME_FIRST_MESSAGE = "Your plan is cancelled. Resume it in Settings before changing to another plan.";
