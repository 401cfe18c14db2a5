import type { ActionFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Form, Link, useActionData } from "@remix-run/react";
import { requestPasswordReset } from "~/auth/accounts.server";
import { ForgotPassword } from "~/auth/forms";
import { parseForm, readForm } from "~/forms/parse";
import { Field, FormError } from "~/ui/form";

export const meta: MetaFunction = () => [
  { title: "Reset your password | Glowup" },
  { name: "robots", content: "noindex" },
];

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = parseForm(await readForm(request), ForgotPassword);
  if (!parsed.ok)
    return data({ sent: false, errors: parsed.errors, values: parsed.values, formError: "" }, { status: 400 });
  const values: Record<string, string> = { email: parsed.value.email };
  const none: Record<string, string> = {};
  const result = await requestPasswordReset(request, context.cloudflare.env, parsed.value.email);
  if (!result.ok && result.status === 429) {
    return data({ sent: false, errors: none, values, formError: result.message }, { status: 429 });
  }
  // Same answer whether or not the address has an account.
  return data({ sent: true, errors: none, values, formError: "" });
}

export default function ForgotPasswordPage() {
  const result = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-md px-4 py-8">
      <div className="card">
        <h1 className="text-2xl font-bold">Reset your password</h1>
        {result?.sent ? (
          <div role="status" className="mt-4 rounded-xl bg-emerald-50 p-4 text-emerald-900">
            <p className="font-semibold">Check your email</p>
            <p className="text-sm">
              If an account exists for {result.values.email}, we sent a link to choose a new password. It works for one
              hour.
            </p>
          </div>
        ) : (
          <Form method="post" className="mt-4 space-y-4">
            <p className="text-slate-600">
              Enter your account's email and we'll send you a link to choose a new password.
            </p>
            <FormError message={result?.formError} />
            <Field
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              defaultValue={result?.values.email}
              error={result?.errors.email}
            />
            <button type="submit" className="btn-primary w-full">
              Send reset link
            </button>
          </Form>
        )}
        <p className="mt-4 text-center text-sm">
          <Link to="/auth" className="font-medium text-brand-700 underline">
            Back to sign in
          </Link>
        </p>
      </div>
    </div>
  );
}
