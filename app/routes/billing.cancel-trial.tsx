// The trial-ending mail's cancel link. It works signed out and without JavaScript: GET
// shows one button (mail scanners follow links and must cancel nothing), POST cancels the
// trial the signed link names, at its end and with no charge.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { cancelTrialByLink, cancelTrialLinkState } from "~/billing/billing.server";
import { CancelTrialLink } from "~/billing/forms";
import { parseForm, readForm } from "~/forms/parse";
import { FormError } from "~/ui/form";

export const meta: MetaFunction = () => [
  { title: "Cancel your trial | Glowup" },
  { name: "robots", content: "noindex" },
];

const MESSAGES = {
  already: "Your trial is already cancelled: it ends on its date and you will not be charged.",
  "not-trial": "This trial has already ended or changed. Your subscription is in Settings.",
  expired: "This link has expired. Your subscription is in Settings.",
  invalid: "This link is not valid. You can cancel your trial in Settings.",
  failed: "We couldn't cancel your trial just now. Please try again in a moment, or cancel it in Settings.",
} as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const parsed = parseForm(new URL(request.url).searchParams, CancelTrialLink);
  if (!parsed.ok) return { token: null, problem: MESSAGES.invalid };
  const state = await cancelTrialLinkState(context.cloudflare.env, parsed.value.token);
  return { token: parsed.value.token, problem: state === "ok" ? null : MESSAGES[state] };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = parseForm(await readForm(request), CancelTrialLink);
  if (!parsed.ok) return data({ done: false, error: MESSAGES.invalid }, { status: 400 });
  const outcome = await cancelTrialByLink(context.cloudflare.env, parsed.value.token);
  if (outcome === "cancelled") return data({ done: true, error: null });
  const status = outcome === "failed" ? 502 : outcome === "already" || outcome === "not-trial" ? 409 : 400;
  return data({ done: false, error: MESSAGES[outcome] }, { status });
}

export default function CancelTrial() {
  const { token, problem } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-md px-4 py-8">
      <div className="card">
        <h1 className="text-2xl font-bold">Cancel your trial</h1>
        {result?.done ? (
          <p className="mt-4 text-slate-700" role="status" data-testid="trial-cancelled">
            Your trial is cancelled. It stays open until its end, and you will not be charged.
          </p>
        ) : token && !problem ? (
          <Form method="post" className="mt-4 space-y-4">
            <p className="text-slate-600">
              Cancel your free trial now? You keep it until it ends, and your card is not charged.
            </p>
            <FormError message={result?.error ?? undefined} />
            <input type="hidden" name="token" value={token} />
            <button type="submit" className="btn-primary w-full">
              Cancel my trial
            </button>
          </Form>
        ) : (
          <p className="mt-4 text-slate-700" role="alert">
            {result?.error ?? problem}
          </p>
        )}
        <p className="mt-4 text-center text-sm">
          <Link to="/settings" className="font-medium text-brand-700 underline">
            Settings
          </Link>
        </p>
      </div>
    </div>
  );
}
