// One way to require a tier. Loaders call this before reading gated content, and
// send the content only when the gate is open.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { getMember } from "~/auth/index.server";
import { subscriptionState, viewerSubscriptionRow } from "./subscription.server";
import { gateFor, NO_SUBSCRIPTION, type Gate, type SubscriptionState, type Tier } from "./tiers";

/** The viewer's subscription as it stands today, read in the request's one batch (decisions 045, 052). */
export async function viewerSubscription(request: Request, context: AppLoadContext): Promise<SubscriptionState> {
  const [member, row] = await Promise.all([getMember(request, context), viewerSubscriptionRow(request, context)]);
  return member ? subscriptionState(context.cloudflare.env, row) : NO_SUBSCRIPTION;
}

export async function checkTier(request: Request, context: AppLoadContext, needed: Tier): Promise<Gate> {
  const [member, state] = await Promise.all([getMember(request, context), viewerSubscription(request, context)]);
  return gateFor(Boolean(member), state, needed);
}
