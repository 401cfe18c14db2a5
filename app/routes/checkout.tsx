import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { requireMember } from "~/auth/guards.server";
import { checkoutState, PAYMENTS_OFF_MESSAGE, paymentsConfigured, startCheckout } from "~/billing/billing.server";
import { readPlanChoice, trialFirstCharge } from "~/billing/checkout";
import { CheckoutView } from "~/billing/ui/checkout-view";
import { readForm } from "~/forms/parse";

export const meta: MetaFunction = () => [{ title: "Checkout | Glowup" }, { name: "robots", content: "noindex" }];

const SIGN_IN_TO_SUBSCRIBE = {
  title: "Authentication Required",
  description: "Please sign in to subscribe",
  kind: "warning",
} as const;

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
  const busy = useNavigation().state !== "idle";
  return <CheckoutView {...useLoaderData<typeof loader>()} error={useActionData<typeof action>()?.error} busy={busy} />;
}
