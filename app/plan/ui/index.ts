// The personal plan's views.
export { PlanTodayCard } from "./plan-today";
export { PlanSummaryCard } from "./plan-summary";
