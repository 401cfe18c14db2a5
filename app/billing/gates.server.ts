// One way to require a tier. Loaders call this before reading gated content, and
// send the content only when the gate is open.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { getViewer, viewerSubscriptionRow } from "~/auth/index.server";
import { subscriptionState } from "./subscription.server";
import { gateFor, NO_SUBSCRIPTION, type Gate, type SubscriptionState, type Tier } from "./tiers";

/** The viewer's subscription as it stands today, read in the viewer's own batch (decision 045). */
export async function viewerSubscription(request: Request, context: AppLoadContext): Promise<SubscriptionState> {
  const viewer = await getViewer(request, context);
  if (!viewer) return NO_SUBSCRIPTION;
  return subscriptionState(context.cloudflare.env, await viewerSubscriptionRow(request, context));
}

export async function checkTier(request: Request, context: AppLoadContext, needed: Tier): Promise<Gate> {
  const viewer = await getViewer(request, context);
  const state = await viewerSubscription(request, context);
  return gateFor(Boolean(viewer), state, needed);
}
