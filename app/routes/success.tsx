import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { getMember } from "~/auth/index.server";
import { refreshSubscription, usesLocalPayments } from "~/billing/billing.server";
import { viewerSubscription } from "~/billing/index.server";
import { MAX_CHECKS, PaymentSuccessView } from "~/billing/ui/success-view";
import type { RouteHandle } from "~/root";

/** Once a second, at most MAX_CHECKS times (spec: Payment success). */
const POLL_MS = 1000;

export const handle: RouteHandle = { hydrate: true };

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

export default function PaymentSuccess() {
  const { signedIn, subscribed, tier, isTrial, endsAt, attempt } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const [checks, setChecks] = useState(0);
  const hydrated = useRef(false);

  // With JavaScript: re-check in place once a second until active or 60 checks.
  useEffect(() => {
    hydrated.current = true;
    if (subscribed || !signedIn || checks >= MAX_CHECKS) return;
    const t = setTimeout(() => {
      setChecks((n) => n + 1);
      revalidator.revalidate();
    }, POLL_MS);
    return () => clearTimeout(t);
  }, [subscribed, signedIn, checks, revalidator]);

  const polling = signedIn && !subscribed && (hydrated.current ? checks < MAX_CHECKS : attempt < MAX_CHECKS);

  return (
    <PaymentSuccessView
      signedIn={signedIn}
      subscribed={subscribed}
      tier={tier}
      trialEndsAt={isTrial && endsAt ? new Date(endsAt) : null}
      attempt={attempt}
      polling={polling}
    />
  );
}
