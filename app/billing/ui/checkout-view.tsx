// The checkout page: plan tabs, the order summary (with the trial when granted) and the
// form that starts the provider's checkout. Prices and features come from the plans.
import { Form, Link } from "@remix-run/react";
import { VerifyNotice } from "~/auth/ui";
import { FormError } from "~/ui/form";
import { PlanFeatures } from "./plan-features";
import { formatDate } from "~/calendar/format";
import { useMemberZone } from "~/calendar/member-zone";
import { planChange, RESUME_FIRST_MESSAGE } from "../plan-changes";
import { checkoutHref, getPlan, MONEY_BACK_DAYS, PLANS, type Tier, TRIAL_DAYS } from "../plans";

export function CheckoutView({
  plan,
  trialGranted,
  trialRefused,
  verifyEmail,
  firstCharge,
  current,
  paymentsOff,
  error,
  busy,
}: {
  plan: Tier;
  trialGranted: boolean;
  trialRefused: boolean;
  /** The member's unverified address when they asked for the trial (it needs a verified one). */
  verifyEmail: string | null;
  firstCharge: Date;
  current: Current | null;
  paymentsOff: string | null;
  error?: string;
  busy: boolean;
}) {
  const details = getPlan(plan);
  const zone = useMemberZone();
  // A paid member's change: a downgrade costs nothing today and the new price from the period's end.
  const change =
    current && current.tier && !current.isTrial && !current.cancelled ? planChange(current.tier, plan) : null;
  const dueToday =
    change === "downgrade"
      ? "$0 USD"
      : change === "upgrade"
        ? "The difference, prorated"
        : `$${trialGranted ? 0 : details.priceUsd} USD`;

  return (
    <div className="mx-auto max-w-lg px-4 py-6">
      <h1 className="text-2xl font-bold">Checkout</h1>
      <p className="mt-1 text-slate-600">Review your plan, then pay securely on the next page.</p>

      <div className="mt-4 flex gap-2" role="navigation" aria-label="Plans">
        {PLANS.map((p) => (
          <Link
            key={p.id}
            to={checkoutHref(p.id, trialGranted || trialRefused || Boolean(verifyEmail))}
            aria-current={p.id === plan ? "page" : undefined}
            className="flex-1 rounded-xl border border-slate-300 bg-white px-3 py-2 text-center text-sm font-semibold aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800"
          >
            {p.name}
          </Link>
        ))}
      </div>

      <section className="mt-4 card" aria-labelledby="summary-heading" data-testid="order-summary">
        <h2 id="summary-heading" className="text-lg font-semibold">
          Order summary
        </h2>
        <div className="mt-3 flex items-baseline justify-between">
          <p className="font-semibold">{`${details.name} plan`}</p>
          <p>
            <span className="text-2xl font-bold">{`$${details.priceUsd}`}</span>
            <span className="text-slate-600"> USD / month</span>
          </p>
        </div>
        <p className="text-sm text-slate-600">{details.tagline}</p>
        <PlanFeatures features={details.features} className="mt-3 space-y-1.5 text-sm" />
        <dl className="mt-4 space-y-1 border-t border-slate-200 pt-3 text-sm">
          {trialGranted ? (
            <div className="flex justify-between">
              <dt>{`${TRIAL_DAYS}-day free trial`}</dt>
              <dd>{`then $${details.priceUsd} USD / month`}</dd>
            </div>
          ) : null}
          <div className="flex justify-between text-base font-semibold">
            <dt>Due today</dt>
            <dd data-testid="due-today">{dueToday}</dd>
          </div>
          {change === "downgrade" && current?.periodEnd ? (
            <p className="text-slate-600" data-testid="next-charge">
              {`$${details.priceUsd} USD a month from ${formatDate(current.periodEnd, zone)}, when your ${getPlan(current.tier!).name} period ends. Nothing is charged today.`}
            </p>
          ) : change === "upgrade" ? (
            <p className="text-slate-600" data-testid="next-charge">
              {`Today you pay the difference for the rest of this period; then $${details.priceUsd} USD a month.`}
            </p>
          ) : trialGranted ? (
            <p className="text-slate-600" data-testid="first-charge">
              {`First charge of $${details.priceUsd} USD on ${formatDate(firstCharge, zone)}. Cancel before then and you pay nothing.`}
            </p>
          ) : (
            <p className="text-slate-600">
              Renews monthly. Cancel any time; you keep access until the end of the period.
            </p>
          )}
        </dl>
      </section>

      {trialRefused ? (
        <p className="mt-4 rounded-xl bg-amber-50 p-3 text-sm text-amber-900" role="status">
          You've already used your free trial, so this checkout starts a paid plan today.
        </p>
      ) : null}

      {verifyEmail ? <VerifyNotice email={verifyEmail} back={checkoutHref(plan, true)} /> : null}

      {current ? (
        <CurrentPlan current={current} plan={plan} error={error} busy={busy} />
      ) : (
        <Form method="post" className="mt-4 space-y-3">
          <input type="hidden" name="plan" value={plan} />
          {trialGranted ? <input type="hidden" name="trial" value="true" /> : null}
          <FormError message={error ?? paymentsOff ?? undefined} />
          <button type="submit" className="btn-primary w-full py-3 text-base" disabled={busy}>
            {trialGranted ? "Start Free Trial" : `Subscribe for $${details.priceUsd}/month`}
          </button>
          <p className="text-center text-xs text-slate-500">
            {`${MONEY_BACK_DAYS}-day money-back guarantee for first-time subscribers. By subscribing you agree to our `}
            <Link to="/terms" className="underline">
              Terms
            </Link>
            .
          </p>
        </Form>
      )}
    </div>
  );
}

type Current = {
  tier: Tier | null;
  isTrial: boolean;
  cancelled: boolean;
  /** When the period paid for ends: a downgrade starts then. */
  periodEnd: Date | string | null;
};

/** A member with a plan: switch to this one (up now, down at the period's end), or Settings. */
function CurrentPlan({ current, plan, error, busy }: { current: Current; plan: Tier; error?: string; busy: boolean }) {
  const direction = current.tier && !current.isTrial ? planChange(current.tier, plan) : "same";
  const from = current.tier ? getPlan(current.tier) : null;
  const to = getPlan(plan);
  const zone = useMemberZone();
  if (direction !== "same" && from && current.cancelled) {
    return (
      <div className="mt-4 card" role="status">
        <p className="font-semibold">{RESUME_FIRST_MESSAGE}</p>
        <Link to="/settings" className="mt-3 btn-secondary">
          Go to Settings
        </Link>
      </div>
    );
  }
  if (direction === "same" || !from) {
    return (
      <div className="mt-4 card" role="status">
        <p className="font-semibold">
          {current.isTrial ? "You're on your free trial." : `You're already on the ${to.name} plan.`}
        </p>
        <p className="mt-1 text-sm text-slate-600">
          {current.isTrial
            ? "Plans can be changed once it has ended. Cancel or keep it from your subscription settings."
            : "Change or cancel it from your subscription settings."}
        </p>
        <Link to="/settings" className="mt-3 btn-secondary">
          Go to Settings
        </Link>
      </div>
    );
  }
  return (
    <Form method="post" className="mt-4 space-y-3 card" aria-labelledby="change-heading">
      <h2 id="change-heading" className="font-semibold">
        {direction === "upgrade" ? `Upgrade from ${from.name} to ${to.name}` : `Switch from ${from.name} to ${to.name}`}
      </h2>
      <p className="text-sm text-slate-600" data-testid="plan-change-terms">
        {direction === "upgrade"
          ? `${to.name} opens today. You pay the difference for the rest of this month now, then $${to.priceUsd}/month.`
          : `You keep ${from.name} until ${current.periodEnd ? formatDate(current.periodEnd, zone) : "the end of this billing period"}; then your plan becomes ${to.name} at $${to.priceUsd}/month. Nothing is charged today.`}
      </p>
      <input type="hidden" name="plan" value={plan} />
      <input type="hidden" name="intent" value="change" />
      <FormError message={error} />
      <button type="submit" className="btn-primary w-full py-3 text-base" disabled={busy}>
        {direction === "upgrade" ? `Upgrade to ${to.name}` : `Switch to ${to.name}`}
      </button>
    </Form>
  );
}
