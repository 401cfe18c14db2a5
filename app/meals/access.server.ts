// Who may use the meal plans: Pro and above (trial included) build, swap and shop; Elite
// also sets diet, allergies and meals per day. Decided in every loader and action.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { FEATURE_TIER } from "~/billing";
import { checkTier } from "~/billing/index.server";

export async function mealAccess(request: Request, context: AppLoadContext) {
  const [gate, personal] = await Promise.all([
    checkTier(request, context, FEATURE_TIER.mealPlans),
    checkTier(request, context, FEATURE_TIER.personalMeals),
  ]);
  return { gate, elite: personal.kind === "open" };
}
