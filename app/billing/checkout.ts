// Checkout's rules: which plan (starter by default, unknown falls back to starter),
// whether a trial was asked for, and the trial's first charge date.
import { TIERS, type Tier } from "../../db/schema";

export const TRIAL_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export function readPlanChoice(query: URLSearchParams, form?: FormData): { plan: Tier; trial: boolean } {
  const rawPlan = form?.get("plan")?.toString() ?? query.get("plan") ?? "";
  const plan = (TIERS as readonly string[]).includes(rawPlan.toLowerCase()) ? (rawPlan.toLowerCase() as Tier) : "starter";
  const rawTrial = form ? form.get("trial")?.toString() : query.get("trial");
  return { plan, trial: rawTrial === "true" };
}

/** With a trial nothing is due today; the first charge is 7 days ahead. */
export function trialFirstCharge(now: Date) {
  return new Date(now.getTime() + TRIAL_DAYS * DAY_MS);
}
