// A verification link from the mail. GET shows a button (mail scanners follow links and
// must not use it up); POST verifies, once (app/auth/verification.server.ts).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { VerifyLink } from "~/auth/forms";
import { VERIFY_MESSAGES } from "~/auth/verification";
import { verifyEmailLink } from "~/auth/verification.server";
import { parseForm, readForm } from "~/forms/parse";
import { redirectWithToast } from "~/toast/toast.server";
import { FormError } from "~/ui/form";

export const meta: MetaFunction = () => [
  { title: "Verify your email address | Glowup" },
  { name: "robots", content: "noindex" },
];

export function loader({ request }: LoaderFunctionArgs) {
  const parsed = parseForm(new URL(request.url).searchParams, VerifyLink);
  return { token: parsed.ok ? parsed.value.token : null };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = parseForm(await readForm(request), VerifyLink);
  if (!parsed.ok) return data({ error: VERIFY_MESSAGES.invalid }, { status: 400 });
  const outcome = await verifyEmailLink(context.cloudflare.env, parsed.value.token);
  if (outcome !== "verified")
    return data({ error: VERIFY_MESSAGES[outcome] }, { status: outcome === "used" ? 409 : 400 });
  return redirectWithToast(request, "/", {
    title: "Email verified",
    description: "Your address is verified. The free trial is open to you.",
  });
}

export default function VerifyEmailPage() {
  const { token } = useLoaderData<typeof loader>();
  const error = useActionData<typeof action>()?.error;
  return (
    <div className="mx-auto max-w-md px-4 py-8">
      <div className="card">
        <h1 className="text-2xl font-bold">Verify your email address</h1>
        {token ? (
          <Form method="post" className="mt-4 space-y-4">
            <p className="text-slate-600">Confirm that this address is yours. The link works once.</p>
            <FormError message={error} />
            <input type="hidden" name="token" value={token} />
            <button type="submit" className="btn-primary w-full">
              Verify my address
            </button>
          </Form>
        ) : (
          <p className="mt-4 text-slate-600">{VERIFY_MESSAGES.invalid}</p>
        )}
        <p className="mt-4 text-center text-sm">
          <Link to="/" className="font-medium text-brand-700 underline">
            Back to Glowup
          </Link>
        </p>
      </div>
    </div>
  );
}
