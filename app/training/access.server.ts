// Who may use the programmes: Pro and above (trial included) follow and log them; Elite
// also lays them out on their own days and equipment. Decided in every loader and action.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { FEATURE_TIER } from "~/billing";
import { checkTier } from "~/billing/index.server";

export async function programmeAccess(request: Request, context: AppLoadContext) {
  const [gate, custom] = await Promise.all([
    checkTier(request, context, FEATURE_TIER.programmes),
    checkTier(request, context, FEATURE_TIER.customProgrammes),
  ]);
  return { gate, elite: custom.kind === "open" };
}
