// What a member wants from their calories, and the calories each goal gives (the
// calculator's own cutting and bulking rules, app/calculator/formulas.ts).
import { GOALS, type Goal } from "../../db/constants";
import { bulkingCalories, cuttingCalories } from "./formulas";

export { GOALS, type Goal };

export const GOAL_LABELS: Record<Goal, string> = {
  lose: "Lose fat",
  maintain: "Maintain",
  gain: "Build muscle",
};

/** The daily calories a goal gives from maintenance. */
export function goalCalories(goal: Goal, maintenance: number): number {
  if (goal === "lose") return cuttingCalories(maintenance);
  if (goal === "gain") return bulkingCalories(maintenance);
  return maintenance;
}
