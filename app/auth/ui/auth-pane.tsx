// The sign-in and sign-up panes of /auth: both are in the page and CSS shows one (the
// server's choice, or the #hash the toggle link sets), so switching needs no script.
import { Form, Link } from "@remix-run/react";
import type { FieldErrors } from "~/forms/parse";
import { Field, FormError } from "~/ui/form";
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX } from "../forms";

export type AuthMode = "signin" | "signup";

const COPY = {
  signin: {
    title: "Welcome back",
    lead: "Sign in to continue your transformation.",
    submit: "Sign In",
    switchPrompt: "Don't have an account? ",
    switchLabel: "Sign up",
  },
  signup: {
    title: "Create your account",
    lead: "Join Glowup to track challenges, XP and streaks.",
    submit: "Sign Up",
    switchPrompt: "Already have an account? ",
    switchLabel: "Sign in",
  },
} as const;

export function AuthPane({
  id,
  isDefault,
  params,
  busy,
  errors,
  values,
  formError,
  trial,
}: {
  id: AuthMode;
  isDefault: boolean;
  params: { redirectTo: string };
  /** A sign-up that starts a trial: the form carries `value` and the sign-up pane leads with `lead`. */
  trial: { value: string; lead: string } | null;
  busy: boolean;
  errors: FieldErrors;
  values: Record<string, string>;
  formError?: string;
}) {
  const signup = id === "signup";
  const copy = COPY[id];
  return (
    <section id={id} className={`auth-pane card ${isDefault ? "default" : ""}`} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="text-2xl font-bold">
        {copy.title}
      </h1>
      <p className="mt-1 text-slate-600">{signup && trial ? trial.lead : copy.lead}</p>

      <Form method="post" replace className="mt-6 space-y-4">
        <input type="hidden" name="mode" value={id} />
        <input type="hidden" name="redirect" value={params.redirectTo} />
        {trial ? <input type="hidden" name="trial" value={trial.value} /> : null}
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
          maxLength={PASSWORD_MAX}
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
            maxLength={PASSWORD_MAX}
            error={errors.confirmPassword}
          />
        ) : null}
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {copy.submit}
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
        {copy.switchPrompt}
        <a href={signup ? "#signin" : "#signup"} className="font-semibold text-brand-700 underline">
          {copy.switchLabel}
        </a>
      </p>
    </section>
  );
}
