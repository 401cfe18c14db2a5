import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { resetPassword } from "~/auth/accounts.server";
import { PASSWORD_MIN, ResetPassword } from "~/auth/forms";
import { parseForm, readForm, type FieldErrors } from "~/forms/parse";
import { redirectWithToast } from "~/toast/toast.server";
import { Field, FormError } from "~/ui/form";

export const meta: MetaFunction = () => [
  { title: "Choose a new password | Glowup" },
  { name: "robots", content: "noindex" },
];

const NO_FIELD_ERRORS: FieldErrors = {};

export function loader({ request }: LoaderFunctionArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const parsed = parseForm(form, ResetPassword, ["password", "confirmPassword"]);
  const sent = form.get("token");
  const token = typeof sent === "string" ? sent : "";
  if (!parsed.ok) return data({ token, errors: parsed.errors, formError: parsed.errors.token }, { status: 400 });
  const result = await resetPassword(request, context.cloudflare.env, parsed.value.token, parsed.value.password);
  if (!result.ok) {
    const expired = result.code === "INVALID_TOKEN" || result.status === 400;
    return data(
      {
        token,
        errors: NO_FIELD_ERRORS,
        formError: expired ? "This reset link is invalid or has expired. Ask for a new one." : result.message,
      },
      { status: result.status === 429 ? 429 : 400 },
    );
  }
  return redirectWithToast(request, "/auth", {
    title: "Password updated",
    description: "Sign in with your new password.",
  });
}

export default function ResetPasswordPage() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const token = result?.token || loaded.token;
  return (
    <div className="mx-auto max-w-md px-4 py-8">
      <div className="card">
        <h1 className="text-2xl font-bold">Choose a new password</h1>
        {token ? (
          <Form method="post" className="mt-4 space-y-4">
            <input type="hidden" name="token" value={token} />
            <FormError message={result?.formError} />
            <Field
              label="New Password"
              name="password"
              type="password"
              autoComplete="new-password"
              required
              minLength={PASSWORD_MIN}
              maxLength={128}
              error={result?.errors.password}
            />
            <Field
              label="Confirm Password"
              name="confirmPassword"
              type="password"
              autoComplete="new-password"
              required
              minLength={PASSWORD_MIN}
              maxLength={128}
              error={result?.errors.confirmPassword}
            />
            <button type="submit" className="btn-primary w-full">
              Save new password
            </button>
          </Form>
        ) : (
          <p className="mt-4 text-slate-600">This reset link is incomplete. Ask for a new one.</p>
        )}
        <p className="mt-4 text-center text-sm">
          <Link to="/auth/forgot" className="font-medium text-brand-700 underline">
            Ask for a new link
          </Link>
        </p>
      </div>
    </div>
  );
}
