import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { addressAllowsTrial } from "~/auth";
import { requireMember } from "~/auth/guards.server";
import { getMember } from "~/auth/index.server";
import type { Tier } from "~/billing";
import type { Env } from "~/env";
import { keepChoices } from "~/plan/index.server";
import { subscriptionState, viewerMayStartTrial, viewerSubscriptionRow } from "~/billing/index.server";
import { startCheckout } from "~/billing/checkout-start.server";
import { PAYMENTS_OFF_MESSAGE, paymentsConfigured } from "~/billing/payments.server";
import { changePlan } from "~/billing/plan-changes.server";
import { readChangeTarget, readPlanChoice, trialFirstCharge } from "~/billing/checkout";
import { CheckoutView } from "~/billing/ui/checkout-view";
import { requestTimeZone } from "~/calendar/zone.server";
import { readForm } from "~/forms/parse";
import { redirectWithToast } from "~/toast/toast.server";

export const meta: MetaFunction = () => [{ title: "Checkout | Glowup" }, { name: "robots", content: "noindex" }];

const SIGN_IN_TO_SUBSCRIBE = {
  title: "Authentication Required",
  description: "Please sign in to subscribe",
  kind: "warning",
} as const;

/** A visitor's chosen plan is kept through sign-up (decision 075); the account comes first. */
async function keepForSignUp(request: Request, env: Env, plan: Tier) {
  const url = new URL(request.url);
  const to = `/auth?mode=signup&redirect=${encodeURIComponent(url.pathname + url.search)}`;
  const headers = new Headers({ "Set-Cookie": await keepChoices(request, env, { plan }) });
  return redirectWithToast(request, to, KEPT_FOR_SIGN_UP, { headers, status: 302 });
}

const KEPT_FOR_SIGN_UP = {
  ...SIGN_IN_TO_SUBSCRIBE,
  description: `${SIGN_IN_TO_SUBSCRIBE.description}: your choice is kept while you create your account or sign in.`,
} as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const choice = readPlanChoice(new URL(request.url).searchParams);
  // The member, their subscription and whether a trial is open to them: one D1 round trip.
  const [member, row, canTrial] = await Promise.all([
    getMember(request, context),
    viewerSubscriptionRow(request, context),
    viewerMayStartTrial(request, context),
  ]);
  if (!member) throw await keepForSignUp(request, env, choice.plan);
  const current = subscriptionState(env, row);
  const now = new Date();
  return {
    ...choice,
    trialGranted: choice.trial && canTrial && addressAllowsTrial(member),
    verifyEmail: choice.trial && canTrial && !addressAllowsTrial(member) ? member.email : null,
    trialRefused: choice.trial && !canTrial,
    firstCharge: trialFirstCharge(now),
    current: current.subscribed
      ? {
          tier: current.tier,
          isTrial: current.isTrial,
          cancelled: current.cancelAtPeriodEnd,
          periodEnd: current.subscriptionEnd,
        }
      : null,
    paymentsOff: paymentsConfigured(env) ? null : PAYMENTS_OFF_MESSAGE,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  // The member, their subscription and whether a trial is open to them: one D1 round trip.
  const [member, row, mayTrial] = await Promise.all([
    requireMember(request, context, SIGN_IN_TO_SUBSCRIBE),
    viewerSubscriptionRow(request, context),
    viewerMayStartTrial(request, context),
  ]);
  // A member with a plan moves to another one: the same subscription, changed.
  if (form.get("intent") === "change") {
    const target = readChangeTarget(form);
    if (!target) return data({ error: "Choose the plan you want to change to." }, { status: 400 });
    const changed = await changePlan(context.cloudflare.env, member, target, requestTimeZone(request, context));
    if (!changed.ok) return data({ error: changed.message }, { status: changed.status });
    if (changed.kind === "portal") return redirect(changed.url, 303);
    return redirectWithToast(request, "/settings", { title: "Plan changed", description: changed.message });
  }
  const choice = readPlanChoice(new URL(request.url).searchParams, form);
  const result = await startCheckout(context.cloudflare.env, member, choice.plan, choice.trial, { row, mayTrial });
  if (!result.ok) {
    return data({ error: result.message }, { status: result.alreadySubscribed ? 409 : result.paymentsOff ? 503 : 502 });
  }
  return redirect(result.url, 303);
}

export default function Checkout() {
  const busy = useNavigation().state !== "idle";
  return <CheckoutView {...useLoaderData<typeof loader>()} error={useActionData<typeof action>()?.error} busy={busy} />;
}
