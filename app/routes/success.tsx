import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { getMember } from "~/auth/index.server";
import { usesLocalPayments } from "~/billing/payments.server";
import { refreshSubscription } from "~/billing/provider-events.server";
import { viewerSubscription } from "~/billing/index.server";
import { MAX_CHECKS, PaymentSuccessView } from "~/billing/ui/success-view";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.isTrial ? "Your free trial has started" : "Payment Successful!"} | Glowup` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const url = new URL(request.url);
  const attempt = Math.min(MAX_CHECKS, Math.max(0, Number.parseInt(url.searchParams.get("attempt") ?? "0", 10) || 0));
  const viewer = await getMember(request, context);
  if (!viewer) return { signedIn: false, subscribed: false, tier: null, isTrial: false, endsAt: null, attempt };
  let state = await viewerSubscription(request, context);
  // With Stripe, ask it directly while the webhook has not landed yet (bounded per member).
  if (!state.subscribed && !usesLocalPayments(env)) state = await refreshSubscription(env, viewer.id);
  return {
    signedIn: true,
    subscribed: state.subscribed,
    tier: state.tier,
    isTrial: state.subscribed && state.isTrial,
    endsAt: state.subscriptionEnd ? new Date(state.subscriptionEnd).toISOString() : null,
    attempt,
  };
}

// No hydration: while the subscription is being activated, the page re-checks once a second,
// at most MAX_CHECKS times, by itself without JavaScript (a <noscript> refresh) and in place
// with it (the island app/billing/island.ts, built to /islands/success.js).
export default function PaymentSuccess() {
  const { signedIn, subscribed, tier, isTrial, endsAt, attempt } = useLoaderData<typeof loader>();
  const polling = signedIn && !subscribed && attempt < MAX_CHECKS;
  return (
    <>
      <PaymentSuccessView
        signedIn={signedIn}
        subscribed={subscribed}
        tier={tier}
        trialEndsAt={isTrial && endsAt ? new Date(endsAt) : null}
        attempt={attempt}
        polling={polling}
      />
      {polling ? <script type="module" src="/islands/success.js" /> : null}
    </>
  );
}
