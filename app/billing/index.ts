// Billing's public module: the plans, the tier rules and the billing widgets other
// features use. Features import billing only through here (and ./index.server.ts).
export {
  checkoutHref,
  FEATURE_TIER,
  formatPriceUsd,
  getPlan,
  MONEY_BACK_DAYS,
  PLANS,
  SUPPORT_RESPONSE,
  tierContentPath,
  tierName,
  TIERS,
  TRIAL_DAYS,
  TRIAL_TIER,
  type Tier,
} from "./plans";
export { gateFor, NO_SUBSCRIPTION, type Gate, type SubscriptionState } from "./tiers";
export { AccessGate } from "./ui/access-gate";
export { SubscriptionCard } from "./ui/subscription-card";
