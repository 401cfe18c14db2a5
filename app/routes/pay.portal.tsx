// The local provider's billing portal (development, no Stripe key): cancel at period
// end, resume, or switch plan. Each change is a customer.subscription.updated event.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { requireMember } from "~/auth/guards.server";
import { safeRedirect } from "~/auth/forms";
import { usesLocalPayments } from "~/billing/payments.server";
import { PortalChangeForm } from "~/billing/forms";
import { changeLocalPlan } from "~/billing/local-portal.server";
import { pendingChange, pendingLine, portalMessage, RESUME_FIRST_MESSAGE } from "~/billing/plan-changes";
import { getPlan, PLANS } from "~/billing/plans";
import { viewerSubscription } from "~/billing/index.server";
import { redirectWithToast } from "~/toast/toast.server";
import { formatDate } from "~/calendar/format";
import { useMemberZone } from "~/calendar/member-zone";
import { requestTimeZone } from "~/calendar/zone.server";
import { parseForm, readForm } from "~/forms/parse";

export const meta: MetaFunction = () => [
  { title: "Manage subscription | Glowup" },
  { name: "robots", content: "noindex" },
];

async function portalMember(request: Request, context: LoaderFunctionArgs["context"]) {
  if (!usesLocalPayments(context.cloudflare.env)) throw new Response("Not Found", { status: 404 });
  return requireMember(request, context);
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await portalMember(request, context);
  const state = await viewerSubscription(request, context);
  const back = safeRedirect(new URL(request.url).searchParams.get("return"), "/settings");
  return { state, back };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const member = await portalMember(request, context);
  const form = parseForm(await readForm(request), PortalChangeForm);
  const back = safeRedirect(form.ok ? form.value.return : form.values.return, "/settings");
  const here = `/pay/portal?return=${encodeURIComponent(back)}`;
  // An unclear request still learns first whether there is anything to manage.
  const outcome = await changeLocalPlan(context.cloudflare.env, member.id, form.ok ? form.value : {});
  if (!outcome.ok) {
    return outcome.reason === "nothing-to-manage"
      ? redirectWithToast(request, back, {
          title: "Error",
          description: "There is no subscription to manage.",
          kind: "error",
        })
      : redirectWithToast(request, here, {
          title: "Error",
          description: outcome.reason === "resume-first" ? RESUME_FIRST_MESSAGE : "Choose what to change.",
          kind: "error",
        });
  }
  const { change, accessUntil } = outcome;
  const message = portalMessage(change, accessUntil, outcome.isTrial, outcome.held, requestTimeZone(request, context));
  return redirectWithToast(request, here, { title: "Subscription updated", description: message });
}

export default function LocalPortal() {
  const { state, back } = useLoaderData<typeof loader>();
  const plan = state.tier ? getPlan(state.tier) : null;
  const pending = pendingChange(state);
  const zone = useMemberZone();
  return (
    <div className="mx-auto max-w-lg px-4 py-6">
      <Link to={back} className="text-sm text-slate-600 underline">
        ← Return to Glowup
      </Link>
      <h1 className="mt-3 text-2xl font-bold">Manage subscription</h1>
      <p className="mt-1 text-sm text-amber-800">Test mode: the local billing portal.</p>
      {!state.subscribed || !plan ? (
        <p className="mt-4 card">You have no active subscription.</p>
      ) : (
        <div className="mt-4 space-y-4">
          <section className="card">
            <p className="text-sm text-slate-500">Current plan</p>
            <p className="text-xl font-bold">
              {plan.name} · ${plan.priceUsd}.00 per month
            </p>
            <p className="mt-1 text-slate-700" data-testid="portal-status">
              {state.isTrial
                ? state.cancelAtPeriodEnd
                  ? `Trial ends on ${formatDate(state.subscriptionEnd!, zone)}. No charge.`
                  : `Trial ends on ${formatDate(state.subscriptionEnd!, zone)}, then $${plan.priceUsd}.00 per month`
                : state.cancelAtPeriodEnd
                  ? `Cancels on ${formatDate(state.subscriptionEnd!, zone)}`
                  : `Renews on ${formatDate(state.subscriptionEnd!, zone)}`}
            </p>
            {pending ? (
              <p className="mt-2 rounded-xl bg-amber-50 p-3 font-semibold text-amber-950" data-testid="pending-change">
                {pendingLine(pending, zone)}
              </p>
            ) : null}
            <Form method="post" className="mt-3">
              <input type="hidden" name="return" value={back} />
              {state.cancelAtPeriodEnd ? (
                <button name="intent" value="resume" className="btn-primary">
                  {state.isTrial ? "Keep my trial going" : `Keep ${plan.name}`}
                </button>
              ) : (
                <button name="intent" value="cancel" className="btn-secondary text-red-700">
                  {state.isTrial ? "Cancel trial" : "Cancel plan"}
                </button>
              )}
            </Form>
          </section>
          {state.isTrial || state.cancelAtPeriodEnd ? null : (
            <section className="card">
              <h2 className="font-semibold">Switch plan</h2>
              <Form method="post" className="mt-3 grid gap-2">
                <input type="hidden" name="return" value={back} />
                <input type="hidden" name="intent" value="switch" />
                {state.scheduledTier ? (
                  <button name="tier" value={plan.id} className="btn-primary justify-between">
                    <span>{`Keep ${plan.name}`}</span>
                    <span>${plan.priceUsd}/month</span>
                  </button>
                ) : null}
                {PLANS.filter((p) => p.id !== plan.id && p.id !== state.scheduledTier).map((p) => (
                  <button key={p.id} name="tier" value={p.id} className="btn-secondary justify-between">
                    <span>Switch to {p.name}</span>
                    <span>${p.priceUsd}/month</span>
                  </button>
                ))}
              </Form>
            </section>
          )}
        </div>
      )}
    </div>
  );
}
