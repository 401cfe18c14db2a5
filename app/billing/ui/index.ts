// Billing's widgets for other features' views (the facts are ../index.ts).
export { AccessGate } from "./access-gate";
export { SubscriptionCard } from "./subscription-card";
export { PlanFeatures } from "./plan-features";
export { PendingPlanChange } from "./keep-plan";
