// One way to require a tier. Loaders call this before reading gated content, and
// send the content only when the gate is open.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { getViewer } from "~/auth/index.server";
import { getSubscription } from "./subscription.server";
import { gateFor, NO_SUBSCRIPTION, type Gate, type Tier } from "./tiers";

export async function checkTier(request: Request, context: AppLoadContext, needed: Tier): Promise<Gate> {
  const env = context.cloudflare.env;
  const viewer = await getViewer(request, context);
  const state = viewer ? await getSubscription(env, viewer.id) : NO_SUBSCRIPTION;
  return gateFor(Boolean(viewer), state, needed);
}
