import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { signInWithPassword } from "~/auth/accounts.server";
import { signUpQuietly } from "~/auth/sign-up.server";
import { AuthPane, type AuthMode as Mode } from "~/auth/ui/auth-pane";
import { AuthIntent, SignIn, SignUp } from "~/auth/forms";
import { getMember } from "~/auth/index.server";
import { trialKeyCookie } from "~/billing/index.server";
import { checkoutHref, TRIAL_NAME, TRIAL_TIER } from "~/billing/plans";
import type { Env } from "~/env";
import { parseForm, type FieldErrors, readForm } from "~/forms/parse";
import type { RouteHandle } from "~/root";
import { adoptKept, forgetKept, readKept } from "~/plan/index.server";
import { redirectWithToast } from "~/toast/toast.server";
import { z } from "zod";

/** Who better-auth's sign-in answer says signed in. */
const SignedInUser = z.object({ user: z.object({ id: z.string() }) });

const TRIAL_CHECKOUT = checkoutHref(TRIAL_TIER, true);

// Members arrive through here: their browser reports its zone before they see a day.
export const handle: RouteHandle = { reportsZone: true };

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.mode === "signup" ? "Create your account | Glowup" : "Sign in | Glowup" },
  { name: "description", content: "Sign in to Glowup or create a free account to track your progress." },
  { name: "robots", content: "noindex" },
];

/** Pane, redirect and trial from the query or the posted form (never fails: defaults). */
function readIntent(input: URLSearchParams | FormData) {
  const parsed = parseForm(input, AuthIntent);
  const intent = parsed.ok ? parsed.value : { mode: "signin" as const, redirect: "/", trial: undefined };
  return { mode: intent.mode, redirectTo: intent.redirect, trial: intent.trial === TRIAL_TIER };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = readIntent(new URL(request.url).searchParams);
  const viewer = await getMember(request, context);
  if (viewer) throw redirect(params.trial ? TRIAL_CHECKOUT : params.redirectTo);
  // A trial link starts on sign-up: the offer is for new accounts.
  return { ...params, mode: params.trial && !new URL(request.url).searchParams.has("mode") ? "signup" : params.mode };
}

type ActionData = { mode: Mode; errors: FieldErrors; values: Record<string, string>; formError?: string };

/** Sign-in's cookies, and the member's trial key for later pages' D1 batches (decision 045). */
async function withTrialKey(env: Env, headers: Headers, email: string) {
  headers.append("Set-Cookie", await trialKeyCookie(env, email));
  return headers;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const form = await readForm(request);
  const { mode, redirectTo, trial } = readIntent(form);
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
    const headers = await withTrialKey(env, result.headers, parsed.value.email);
    // A visitor's kept choices (decision 075): their result becomes their plan, then checkout.
    const kept = await readKept(request, env);
    const signedIn = SignedInUser.safeParse(result.data);
    if (kept && signedIn.success) {
      headers.append("Set-Cookie", forgetKept(request));
      return redirectWithToast(
        request,
        await adoptKept(env, signedIn.data.user.id, kept),
        { title: "Welcome!", description: "Your answers are kept: here is your plan." },
        { headers },
      );
    }
    return redirectWithToast(
      request,
      trial ? TRIAL_CHECKOUT : redirectTo,
      { title: "Welcome back!", description: "Successfully signed in." },
      { headers },
    );
  }

  const parsed = parseForm(form, SignUp, ["password", "confirmPassword"]);
  if (!parsed.ok) return fail(parsed.errors, parsed.values);
  const { email, username, password } = parsed.value;
  const kept = { email, username };
  // A new address and a registered one get the same answer, redirect and time, and
  // neither is signed in: sign-up never tells who is registered (decision 049).
  const created = await signUpQuietly(request, env, { email, username, password });
  if (!created.ok) {
    if (created.reason === "username-taken") return fail({ username: created.message }, kept);
    return fail({}, kept, created.message, created.reason === "rate-limited" ? 429 : 400);
  }
  // Back to the sign-in pane, which goes on to the page (or the trial) asked for.
  const back = new URLSearchParams({ mode: "signin" });
  if (redirectTo !== "/") back.set("redirect", redirectTo);
  if (trial) back.set("trial", TRIAL_TIER);
  return redirectWithToast(
    request,
    `/auth?${back}`,
    trial
      ? {
          title: "Success!",
          description: `Account created! Open the link we mailed you to verify your address, then sign in to start your ${TRIAL_NAME}.`,
        }
      : { title: "Success!", description: "Account created successfully. You can now sign in." },
  );
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

  const trial = params.trial ? { value: TRIAL_TIER, lead: `Create an account to start your ${TRIAL_NAME}.` } : null;

  return (
    <div className="auth-panes mx-auto max-w-md px-4 py-8">
      {(["signin", "signup"] as const).map((id) => (
        <AuthPane key={id} id={id} isDefault={mode === id} params={params} trial={trial} busy={busy} {...pane(id)} />
      ))}
    </div>
  );
}
