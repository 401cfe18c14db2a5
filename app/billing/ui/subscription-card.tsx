// The subscription status card (home, settings, account, progress). Its buttons are
// plain forms: refresh re-checks with the provider, manage opens the billing portal (where a
// trial is cancelled too).
import { Form, Link, useLocation } from "@remix-run/react";
import { formatDate } from "~/calendar/format";
import { useMemberZone } from "~/calendar/member-zone";
import { Icon } from "~/ui/icon";
import { pendingChange, subscriptionLine } from "../plan-changes";
import { PendingPlanChange } from "./keep-plan";
import { TRIAL_NAME, TRIAL_TIER, tierName } from "../plans";
import type { SubscriptionState } from "../tiers";

export function SubscriptionCard({ subscription }: { subscription: SubscriptionState }) {
  const { subscribed, tier, isTrial, subscriptionEnd } = subscription;
  const { pathname, search } = useLocation();
  const here = pathname + search;
  const pending = pendingChange(subscription);
  const zone = useMemberZone();
  const note = subscribed
    ? subscriptionLine(subscription, subscriptionEnd ? new Date(subscriptionEnd) : null, zone)
    : null;
  return (
    <section className="card" aria-labelledby="subscription-heading" data-testid="subscription-card">
      <div className="flex items-center justify-between gap-2">
        <h2 id="subscription-heading" className="text-lg font-semibold">
          Subscription
        </h2>
        <span
          className={`rounded-full px-2.5 py-1 text-xs font-semibold ${subscribed ? "bg-emerald-100 text-emerald-800" : "bg-slate-100 text-slate-700"}`}
          data-testid="subscription-status"
        >
          {subscribed ? "Active" : "No Active Subscription"}
        </span>
      </div>
      {subscribed && tier ? (
        <>
          {isTrial ? (
            <p className="mt-3 rounded-xl bg-brand-50 p-3 text-sm text-brand-900" data-testid="trial-banner">
              <Icon name="sparkles" className="mr-1 inline size-4" />{" "}
              {`You're on the ${TRIAL_NAME}. Enjoy every ${tierName(TRIAL_TIER)} feature free until it ends.`}
            </p>
          ) : null}
          <p className="mt-3 text-slate-700">
            <strong>{tierName(tier)}</strong> plan ·{" "}
            {isTrial ? "Trial ends" : subscription.cancelAtPeriodEnd ? "Access until" : pending ? "Until" : "Renews"}{" "}
            {subscriptionEnd ? formatDate(subscriptionEnd, zone) : ""}
          </p>
          {note ? (
            <p className="mt-1 text-sm text-slate-600" data-testid="subscription-note">
              {note}
            </p>
          ) : null}
          {pending ? (
            <PendingPlanChange change={pending} subscriptionId={subscription.subscriptionId} returnTo={here} />
          ) : null}
        </>
      ) : (
        <p className="mt-3 text-slate-600">Choose a plan to unlock the guides and your transformation tools.</p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {subscribed ? (
          // A plain form (never intercepted by Remix) so the portal opens in a new tab, with or without JS.
          <form method="post" action="/billing/portal" target="_blank">
            <input type="hidden" name="return" value={here} />
            <button type="submit" className="btn-primary">
              <Icon name="settings" className="size-4" /> Manage Subscription
            </button>
          </form>
        ) : null}
        {!subscribed ? (
          <Link to="/pricing" className="btn-primary">
            View Plans
          </Link>
        ) : null}
        <RefreshSubscription returnTo={here} label="Refresh" />
      </div>
    </section>
  );
}

/** Re-check the subscription with the provider, then come back to `returnTo`. */
export function RefreshSubscription({
  returnTo,
  label,
  className = "btn-secondary",
}: {
  returnTo: string;
  label: string;
  className?: string;
}) {
  return (
    <Form method="post" action="/billing/refresh">
      <input type="hidden" name="return" value={returnTo} />
      <button type="submit" className={className}>
        <Icon name="refresh" className="size-4" /> {label}
      </button>
    </Form>
  );
}
