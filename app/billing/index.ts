// Billing's public module: the plans and the tier rules other features use (its
// widgets are ./ui/index.ts, so a fact never drags a view along). Features import
// billing only through these and ./index.server.ts.
export {
  checkoutHref,
  COACHING_PATH,
  COACHING_SESSIONS_PER_PERIOD,
  FEATURE_TIER,
  formatPriceUsd,
  getPlan,
  MONEY_BACK_DAYS,
  PLANS,
  SUPPORT_PATH,
  SUPPORT_PROMISE,
  tierContentPath,
  tierName,
  TIERS,
  TRIAL_DAYS,
  TRIAL_TIER,
  type Tier,
} from "./plans";
export { pendingChange, type PendingChange } from "./plan-changes";
export { gateFor, type Gate, type SubscriptionState } from "./tiers";
