// The personal plan's public server module (decision 074).
export { planQuery, planSummary, planToday, readPlan, savePlan, type PlanToday } from "./plan.server";
export { checkTick } from "./plan";
export { adoptKept, forgetKept, keepChoices, readKept } from "./kept.server";
