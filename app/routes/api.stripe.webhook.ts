// Stripe's webhook: verify the signature on the raw body, then hand the event to the
// one billing handler. Replays answer 200 (already applied) so Stripe stops retrying.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { receiveBillingEvent } from "~/billing/provider-events.server";
import { verifyWebhook } from "~/billing/stripe.server";
import { readCapped, tooLargeResponse, WEBHOOK_BODY_LIMIT } from "~/forms/body";

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const bytes = await readCapped(request, WEBHOOK_BODY_LIMIT);
  if (!bytes) return tooLargeResponse(WEBHOOK_BODY_LIMIT);
  const body = new TextDecoder().decode(bytes);
  const event = await verifyWebhook(env, body, request.headers.get("Stripe-Signature"));
  if (!event) return new Response("Invalid signature", { status: 400 });
  const outcome = await receiveBillingEvent(env, event);
  return Response.json({ received: true, outcome });
}
