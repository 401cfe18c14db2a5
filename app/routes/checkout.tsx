import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { requireMember } from "~/auth/guards.server";
import { checkoutState, PAYMENTS_OFF_MESSAGE, paymentsConfigured, startCheckout } from "~/billing/billing.server";
import { readPlanChoice, trialFirstCharge } from "~/billing/checkout";
import { PLANS, TRIAL_DAYS } from "~/billing/plans";
import { redirectWithToast } from "~/toast/toast.server";
import { FormError } from "~/ui/form";
import { Icon } from "~/ui/icon";
import { formatDate } from "~/ui/subscription-card";
import { readForm } from "~/forms/parse";

export const meta: MetaFunction = () => [
  { title: "Checkout | Glowup" },
  { name: "robots", content: "noindex" },
];

const SIGN_IN_TO_SUBSCRIBE = { title: "Authentication Required", description: "Please sign in to subscribe", kind: "warning" } as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireMember(request, context, SIGN_IN_TO_SUBSCRIBE);
  const env = context.cloudflare.env;
  const choice = readPlanChoice(new URL(request.url).searchParams);
  const { subscription: current, trialAvailable: canTrial } = await checkoutState(env, member.id);
  const now = new Date();
  return {
    ...choice,
    trialGranted: choice.trial && canTrial,
    trialRefused: choice.trial && !canTrial,
    firstCharge: trialFirstCharge(now),
    current: current.subscribed ? { tier: current.tier, isTrial: current.isTrial } : null,
    paymentsOff: paymentsConfigured(env) ? null : PAYMENTS_OFF_MESSAGE,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireMember(request, context, SIGN_IN_TO_SUBSCRIBE);
  const choice = readPlanChoice(new URL(request.url).searchParams, await readForm(request));
  const result = await startCheckout(context.cloudflare.env, member, choice.plan, choice.trial);
  if (!result.ok) {
    return data({ error: result.message }, { status: result.alreadySubscribed ? 409 : result.paymentsOff ? 503 : 502 });
  }
  return redirect(result.url, 303);
}

export default function Checkout() {
  const { plan, trialGranted, trialRefused, firstCharge, current, paymentsOff } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const details = PLANS.find((p) => p.id === plan)!;
  const dueToday = trialGranted ? 0 : details.priceUsd;

  return (
    <div className="mx-auto max-w-lg px-4 py-6">
      <h1 className="text-2xl font-bold">Checkout</h1>
      <p className="mt-1 text-slate-600">Review your plan, then pay securely on the next page.</p>

      <div className="mt-4 flex gap-2" role="navigation" aria-label="Plans">
        {PLANS.map((p) => (
          <Link
            key={p.id}
            to={`/checkout?plan=${p.id}${trialGranted || trialRefused ? "&trial=true" : ""}`}
            aria-current={p.id === plan ? "page" : undefined}
            className="flex-1 rounded-xl border border-slate-300 bg-white px-3 py-2 text-center text-sm font-semibold aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800"
          >
            {p.name}
          </Link>
        ))}
      </div>

      <section className="card mt-4" aria-labelledby="summary-heading" data-testid="order-summary">
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
        <ul className="mt-3 space-y-1.5">
          {details.features.map((f) => (
            <li key={f} className="flex gap-2 text-sm">
              <Icon name="check" className="mt-0.5 size-4 shrink-0 text-emerald-600" /> {f}
            </li>
          ))}
        </ul>
        <dl className="mt-4 space-y-1 border-t border-slate-200 pt-3 text-sm">
          {trialGranted ? (
            <div className="flex justify-between">
              <dt>{`${TRIAL_DAYS}-day free trial`}</dt>
              <dd>{`then $${details.priceUsd} USD / month`}</dd>
            </div>
          ) : null}
          <div className="flex justify-between text-base font-semibold">
            <dt>Due today</dt>
            <dd data-testid="due-today">{`$${dueToday} USD`}</dd>
          </div>
          {trialGranted ? (
            <p className="text-slate-600" data-testid="first-charge">
              {`First charge of $${details.priceUsd} USD on ${formatDate(firstCharge)}. Cancel before then and you pay nothing.`}
            </p>
          ) : (
            <p className="text-slate-600">Renews monthly. Cancel any time; you keep access until the end of the period.</p>
          )}
        </dl>
      </section>

      {trialRefused ? (
        <p className="mt-4 rounded-xl bg-amber-50 p-3 text-sm text-amber-900" role="status">
          You've already used your free trial, so this checkout starts a paid plan today.
        </p>
      ) : null}

      {current ? (
        <div className="card mt-4" role="status">
          <p className="font-semibold">You already have an active plan.</p>
          <p className="mt-1 text-sm text-slate-600">
            Change or cancel it from your subscription settings instead of buying a second one.
          </p>
          <Link to="/settings" className="btn-secondary mt-3">
            Go to Settings
          </Link>
        </div>
      ) : (
        <Form method="post" className="mt-4 space-y-3">
          <input type="hidden" name="plan" value={plan} />
          {trialGranted ? <input type="hidden" name="trial" value="true" /> : null}
          <FormError message={result?.error ?? paymentsOff ?? undefined} />
          <button type="submit" className="btn-primary w-full py-3 text-base" disabled={busy}>
            {trialGranted ? "Start Free Trial" : `Subscribe for $${details.priceUsd}/month`}
          </button>
          <p className="text-center text-xs text-slate-500">
            30-day money-back guarantee for first-time subscribers. By subscribing you agree to our{" "}
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
