// The monthly review mail's unsubscribe link, like the streak reminders' (decision 039): it
// works signed out and without JavaScript; GET shows a button (mail scanners follow links),
// POST unsubscribes, once per mailed link. A provider's one-click unsubscribe (RFC 8058)
// POSTs "List-Unsubscribe=One-Click" to the same URL, with the token in its query.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { parseForm, readForm } from "~/forms/parse";
import { ReviewUnsubscribeLink } from "~/logbook/forms";
import { reviewTokenState, unsubscribeReviews } from "~/logbook/index.server";
import { FormError } from "~/ui/form";

export const meta: MetaFunction = () => [
  { title: "Unsubscribe from monthly review emails | Glowup" },
  { name: "robots", content: "noindex" },
];

const MESSAGES = {
  used: "This link has already been used. Your review email setting is in Settings.",
  expired: "This link has expired. You can turn review emails off in Settings.",
  invalid: "This link is not valid. You can turn review emails off in Settings.",
} as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const parsed = parseForm(new URL(request.url).searchParams, ReviewUnsubscribeLink);
  if (!parsed.ok) return { token: null, problem: MESSAGES.invalid };
  const state = await reviewTokenState(context.cloudflare.env, parsed.value.token);
  return { token: parsed.value.token, problem: state === "ok" ? null : MESSAGES[state] };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const input = form.has("token") ? form : new URL(request.url).searchParams;
  const parsed = parseForm(input, ReviewUnsubscribeLink);
  if (!parsed.ok) return data({ done: false, error: MESSAGES.invalid }, { status: 400 });
  const outcome = await unsubscribeReviews(context.cloudflare.env, parsed.value.token);
  if (outcome === "unsubscribed") return data({ done: true, error: null });
  return data({ done: false, error: MESSAGES[outcome] }, { status: outcome === "used" ? 409 : 400 });
}

export default function ReviewUnsubscribe() {
  const { token, problem } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-md px-4 py-8">
      <div className="card">
        <h1 className="text-2xl font-bold">Monthly review emails</h1>
        {result?.done ? (
          <p className="mt-4 text-slate-700" role="status" data-testid="unsubscribed">
            You are unsubscribed: no more review emails. Your reviews are still written and kept on the Reviews tab, and
            you can turn the emails back on in Settings.
          </p>
        ) : token && !problem ? (
          <Form method="post" className="mt-4 space-y-4">
            <p className="text-slate-600">Stop the email that brings your review on the 1st of each month?</p>
            <FormError message={result?.error ?? undefined} />
            <input type="hidden" name="token" value={token} />
            <button type="submit" className="btn-primary w-full">
              Unsubscribe
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
