import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { signInWithPassword, signUpWithPassword } from "~/auth/accounts.server";
import { PASSWORD_MIN, safeRedirect, SignIn, SignUp, USERNAME_MAX } from "~/auth/forms";
import { getViewer } from "~/auth/viewer.server";
import { parseForm, type FieldErrors, readForm } from "~/forms/parse";
import { redirectWithToast } from "~/toast/toast.server";
import { Field, FormError } from "~/ui/form";

type Mode = "signin" | "signup";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.mode === "signup" ? "Create your account | Glowup" : "Sign in | Glowup" },
  { name: "description", content: "Sign in to Glowup or create a free account to track your progress." },
  { name: "robots", content: "noindex" },
];

function readParams(url: URL) {
  return {
    mode: (url.searchParams.get("mode") === "signup" ? "signup" : "signin") as Mode,
    redirectTo: safeRedirect(url.searchParams.get("redirect")),
    trial: url.searchParams.get("trial") === "pro",
  };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = readParams(new URL(request.url));
  const viewer = await getViewer(request, context);
  if (viewer) throw redirect(params.trial ? "/checkout?plan=pro&trial=true" : params.redirectTo);
  // A trial link starts on sign-up: the offer is for new accounts.
  return { ...params, mode: params.trial && !new URL(request.url).searchParams.has("mode") ? "signup" : params.mode };
}

type ActionData = { mode: Mode; errors: FieldErrors; values: Record<string, string>; formError?: string };

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const form = await readForm(request);
  const mode: Mode = form.get("mode") === "signup" ? "signup" : "signin";
  const redirectTo = safeRedirect(form.get("redirect")?.toString());
  const trial = form.get("trial") === "pro";
  const fail = (errors: FieldErrors, values: Record<string, string>, formError?: string, status = 400) =>
    data<ActionData>({ mode, errors, values, formError }, { status });

  if (mode === "signin") {
    const parsed = parseForm(form, SignIn, ["password"]);
    if (!parsed.ok) return fail(parsed.errors, parsed.values);
    const result = await signInWithPassword(request, env, parsed.value.email, parsed.value.password);
    if (!result.ok) {
      const message = result.status === 401 ? "Invalid email or password" : result.message;
      return fail({}, { email: parsed.value.email }, message, result.status === 429 ? 429 : 400);
    }
    return redirectWithToast(
      request,
      trial ? "/checkout?plan=pro&trial=true" : redirectTo,
      { title: "Welcome back!", description: "Successfully signed in." },
      { headers: result.headers },
    );
  }

  const parsed = parseForm(form, SignUp, ["password", "confirmPassword"]);
  if (!parsed.ok) return fail(parsed.errors, parsed.values);
  const { email, username, password } = parsed.value;
  const kept = { email, username };
  // Every attempt goes through better-auth (so its rate limit counts it), and a taken
  // email gets the same answer as a new account: sign-up never tells who is registered.
  const created = await signUpWithPassword(request, env, { email, username, password });
  if (!created.ok && created.code !== "EMAIL_TAKEN") {
    if (created.code === "USERNAME_TAKEN") return fail({ username: "That username is already taken" }, kept);
    return fail({}, kept, created.status === 429 ? created.message : "Could not create the account. Please try again.", created.status === 429 ? 429 : 400);
  }

  if (trial) {
    const signedIn = await signInWithPassword(request, env, email, password);
    if (signedIn.ok) {
      return redirectWithToast(
        request,
        "/checkout?plan=pro&trial=true",
        { title: "Success!", description: "Account created! Complete checkout to start your 7-day Pro trial." },
        { headers: signedIn.headers },
      );
    }
  }
  const back = redirectTo === "/" ? "/auth" : `/auth?redirect=${encodeURIComponent(redirectTo)}`;
  return redirectWithToast(request, back, {
    title: "Success!",
    description: "Account created successfully. You can now sign in.",
  });
}

export default function AuthPage() {
  const params = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const mode = result?.mode ?? params.mode;
  const pane = (m: Mode) => ({
    errors: result?.mode === m ? result.errors : {},
    values: result?.mode === m ? result.values : {},
    formError: result?.mode === m ? result.formError : undefined,
  });

  // Both forms are in the page; CSS shows one (the server's choice, or the #hash the
  // toggle link sets), so switching is instant with or without JavaScript.
  return (
    <div className="auth-panes mx-auto max-w-md px-4 py-8">
      <AuthPane id="signin" isDefault={mode === "signin"} params={params} busy={busy} {...pane("signin")} />
      <AuthPane id="signup" isDefault={mode === "signup"} params={params} busy={busy} {...pane("signup")} />
    </div>
  );
}

function AuthPane({
  id,
  isDefault,
  params,
  busy,
  errors,
  values,
  formError,
}: {
  id: Mode;
  isDefault: boolean;
  params: { redirectTo: string; trial: boolean };
  busy: boolean;
  errors: FieldErrors;
  values: Record<string, string>;
  formError?: string;
}) {
  const signup = id === "signup";
  return (
    <section id={id} className={`auth-pane card${isDefault ? " default" : ""}`} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="text-2xl font-bold">
        {signup ? "Create your account" : "Welcome back"}
      </h1>
      <p className="mt-1 text-slate-600">
        {signup
          ? params.trial
            ? "Create an account to start your 7-day Pro trial."
            : "Join Glowup to track challenges, XP and streaks."
          : "Sign in to continue your transformation."}
      </p>

      <Form method="post" replace className="mt-6 space-y-4">
        <input type="hidden" name="mode" value={id} />
        <input type="hidden" name="redirect" value={params.redirectTo} />
        {params.trial ? <input type="hidden" name="trial" value="pro" /> : null}
        <FormError message={formError} />
        <Field
          id={`${id}-email`}
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          maxLength={254}
          defaultValue={values.email}
          error={errors.email}
        />
        {signup ? (
          <Field
            id={`${id}-username`}
            label="Username"
            name="username"
            autoComplete="username"
            required
            maxLength={USERNAME_MAX}
            defaultValue={values.username}
            error={errors.username}
            hint={`Up to ${USERNAME_MAX} characters, shown on the leaderboard and in chat.`}
          />
        ) : null}
        <Field
          id={`${id}-password`}
          label="Password"
          name="password"
          type="password"
          autoComplete={signup ? "new-password" : "current-password"}
          required
          minLength={signup ? PASSWORD_MIN : undefined}
          maxLength={128}
          error={errors.password}
          hint={signup ? `At least ${PASSWORD_MIN} characters.` : undefined}
        />
        {signup ? (
          <Field
            id={`${id}-confirm`}
            label="Confirm Password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN}
            maxLength={128}
            error={errors.confirmPassword}
          />
        ) : null}
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {signup ? "Sign Up" : "Sign In"}
        </button>
      </Form>

      {!signup ? (
        <p className="mt-4 text-center text-sm">
          <Link to="/auth/forgot" className="font-medium text-brand-700 underline">
            Forgot your password?
          </Link>
        </p>
      ) : null}
      <p className="mt-4 text-center text-sm text-slate-600">
        {signup ? "Already have an account? " : "Don't have an account? "}
        <a href={signup ? "#signin" : "#signup"} className="font-semibold text-brand-700 underline">
          {signup ? "Sign in" : "Sign up"}
        </a>
      </p>
    </section>
  );
}
