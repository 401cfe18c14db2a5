// The subscription status card (home, settings, account, progress).
import { Link } from "@remix-run/react";
import type { SubscriptionState } from "~/billing/tiers";
import { Icon } from "./icon";

const TIER_NAMES = { starter: "Starter", pro: "Pro", elite: "Elite" } as const;
export const formatDate = (d: Date | string) =>
  new Date(d).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

export function SubscriptionCard({ subscription }: { subscription: SubscriptionState }) {
  const { subscribed, tier, isTrial, subscriptionEnd } = subscription;
  return (
    <section className="card" aria-labelledby="subscription-heading" data-testid="subscription-card">
      <div className="flex items-center justify-between gap-2">
        <h2 id="subscription-heading" className="text-lg font-semibold">
          Subscription
        </h2>
        <span
          className={`rounded-full px-2.5 py-1 text-xs font-semibold ${subscribed ? "bg-emerald-100 text-emerald-800" : "bg-slate-100 text-slate-700"}`}
        >
          {subscribed ? "Active" : "No Active Subscription"}
        </span>
      </div>
      {subscribed && tier ? (
        <>
          {isTrial ? (
            <p className="mt-3 rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
              <Icon name="sparkles" className="mr-1 inline size-4" /> You're on the 7-day Pro trial.
            </p>
          ) : null}
          <p className="mt-3 text-slate-700">
            {TIER_NAMES[tier]} plan · {isTrial ? "Trial ends" : subscription.cancelAtPeriodEnd ? "Access until" : "Renews"}{" "}
            {subscriptionEnd ? formatDate(subscriptionEnd) : ""}
          </p>
        </>
      ) : (
        <div className="mt-3">
          <p className="text-slate-600">Choose a plan to unlock the guides and your transformation tools.</p>
          <Link to="/#pricing" className="btn-primary mt-3">
            View Plans
          </Link>
        </div>
      )}
    </section>
  );
}
