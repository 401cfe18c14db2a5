// Checkout's rules: which plan (starter by default, unknown falls back to starter),
// whether a trial was asked for, and the trial's first charge date.
import { parseForm } from "~/forms/parse";
import { PlanChoice } from "./forms";
import { isTier, TRIAL_DAYS, TRIAL_TIER, type Tier } from "./plans";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The choice in the page's query, or in the posted form (whose plan wins when present).
 * The free trial is for TRIAL_TIER only: `?plan=elite&trial=true` is a paid Elite checkout.
 */
export function readPlanChoice(query: URLSearchParams, form?: FormData): { plan: Tier; trial: boolean } {
  const input = new URLSearchParams();
  const plan = form?.get("plan") ?? query.get("plan");
  const trial = form ? form.get("trial") : query.get("trial");
  if (typeof plan === "string") input.set("plan", plan);
  if (typeof trial === "string") input.set("trial", trial);
  const parsed = parseForm(input, PlanChoice);
  if (!parsed.ok) return { plan: "starter", trial: false };
  return { plan: parsed.value.plan, trial: parsed.value.trial && parsed.value.plan === TRIAL_TIER };
}

/**
 * The plan a plan change asks for. Unlike a new checkout, nothing falls back to Starter:
 * a missing or unknown plan is no request to change at all (a silent downgrade otherwise).
 */
export function readChangeTarget(form: FormData): Tier | null {
  const plan = form.get("plan");
  if (typeof plan !== "string") return null;
  const id = plan.trim().toLowerCase();
  return isTier(id) ? id : null;
}

/** With a trial nothing is due today; the first charge is TRIAL_DAYS ahead. */
export function trialFirstCharge(now: Date) {
  return new Date(now.getTime() + TRIAL_DAYS * DAY_MS);
}
