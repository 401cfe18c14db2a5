// The page after checkout: the welcome (or the wait), what the plan gives (from the plans
// module), and the next steps; after a $0 trial, when it ends, the first charge and how to
// cancel. Without JavaScript a <noscript> refresh re-checks once a second.
import { Link } from "@remix-run/react";
import { formatDate } from "~/calendar/format";
import { useMemberZone } from "~/calendar/member-zone";
import { getPlan, type Tier, tierName, TRIAL_NAME } from "../plans";
import { PlanFeatures } from "./plan-features";
import { Icon } from "~/ui/icon";
import { RefreshSubscription } from "./subscription-card";

/** At most this many checks, once a second (spec: Payment success). */
export const MAX_CHECKS = 60;

export function PaymentSuccessView({
  signedIn,
  subscribed,
  tier,
  trialEndsAt,
  attempt,
  polling,
}: {
  signedIn: boolean;
  subscribed: boolean;
  tier: Tier | null;
  /** Set when the member is on the free trial: the day it ends and the first charge comes. */
  trialEndsAt: Date | null;
  attempt: number;
  polling: boolean;
}) {
  const zone = useMemberZone();
  return (
    <div
      className="mx-auto max-w-lg px-4 py-8 text-center"
      // What the page's island (app/billing/island.ts) needs to re-check in place.
      data-success-view
      data-attempt={polling ? attempt : undefined}
      data-max={polling ? MAX_CHECKS : undefined}
    >
      {/* Without JavaScript: the page reloads itself once a second, 60 times at most. */}
      {polling ? (
        <noscript>
          <meta httpEquiv="refresh" content={`1;url=/success?attempt=${attempt + 1}`} />
        </noscript>
      ) : null}
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
        <Icon name="check" className="size-8" />
      </span>
      <h1 className="mt-4 text-3xl font-bold">
        {trialEndsAt ? "Your free trial has started!" : "Payment Successful!"}
      </h1>
      <div aria-live="polite" className="mt-2">
        {subscribed && tier && trialEndsAt ? (
          <div className="space-y-2 text-slate-700" data-testid="welcome">
            <p className="text-lg">{`Welcome to Glowup ${tierName(tier)}! Your ${TRIAL_NAME} runs until ${formatDate(trialEndsAt, zone)}.`}</p>
            <p data-testid="first-charge">
              {`Nothing was charged today. Your first charge of $${getPlan(tier).priceUsd} USD is on ${formatDate(trialEndsAt, zone)}.`}
            </p>
            <p>
              To pay nothing, cancel before then from{" "}
              <Link to="/settings" className="underline">
                Settings
              </Link>{" "}
              (Manage Subscription).
            </p>
          </div>
        ) : subscribed && tier ? (
          <p className="text-lg text-slate-700" data-testid="welcome">
            {`Welcome to Glowup ${tierName(tier)}! Your subscription is active.`}
          </p>
        ) : polling ? (
          <p className="flex items-center justify-center gap-2 text-slate-600">
            <Icon name="refresh" className="size-4 animate-spin" /> Activating your subscription...
          </p>
        ) : signedIn ? (
          <p className="text-slate-600">Your payment went through, but the subscription is not active yet.</p>
        ) : (
          <p className="text-slate-600">Sign in to see your subscription.</p>
        )}
      </div>

      {tier ? (
        <section className="mt-6 card text-left" aria-labelledby="benefits-heading">
          <h2 id="benefits-heading" className="font-semibold">
            {`What ${tierName(tier)} gives you`}
          </h2>
          <PlanFeatures features={getPlan(tier).features} className="mt-3 space-y-2" />
        </section>
      ) : null}

      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
        {signedIn && !subscribed && !polling ? (
          <RefreshSubscription
            returnTo="/success"
            label="Refresh Subscription Status"
            className="btn-secondary w-full"
          />
        ) : null}
        {!signedIn ? (
          <Link to="/auth?redirect=%2Fsuccess" className="btn-secondary">
            Sign In
          </Link>
        ) : null}
        <Link to="/" className="btn-secondary">
          Return to Home
        </Link>
        <Link to="/course" className="btn-primary">
          View My Content
        </Link>
      </div>
    </div>
  );
}
