import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { deleteAccount, forgetSession } from "~/account/deletion.server";
import { DeleteAccount, TOO_MANY_ATTEMPTS, WRONG_PASSWORD } from "~/account/forms";
import { requireMember } from "~/auth/guards.server";
import { requireViewerWith } from "~/page-read.server";
import { viewerSubscription } from "~/billing/index.server";
import { parseForm, readForm } from "~/forms/parse";
import { redirectWithToast } from "~/toast/toast.server";
import { Field, FormError } from "~/ui/form";
import { Icon } from "~/ui/icon";
import { Page } from "~/ui/page";
import type { Toast } from "~/toast/toast";
import { Toaster } from "~/ui/toaster";
import { SubscriptionCard } from "~/billing/ui/subscription-card";
import { RemindersSwitch } from "~/reminders";
import { remindersOnOf, remindersRead } from "~/reminders/index.server";
import { COACHING_PATH, FEATURE_TIER, gateFor } from "~/billing";
import { settingsOf, settingsRead } from "~/logbook/index.server";
import { ReviewMailsSwitch } from "~/logbook/ui/review-mails-switch";
import { config } from "~/config.server";
import { pushDevicesQuery } from "~/push/index.server";
import { PushCard } from "~/push/ui/push-card";
import { battleMailsOf, battleMailsRead } from "~/game/social-settings.server";
import { BattleMailsSwitch } from "~/game/ui/battle-mails-switch";
import { LeaguesSwitch } from "~/leagues";
import { leaguesRead } from "~/leagues/index.server";

export const meta: MetaFunction = () => [{ title: "Settings | Glowup" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { member, results } = await requireViewerWith(
    request,
    context,
    (db, me) =>
      [
        remindersRead(db, me),
        settingsRead(db, me),
        pushDevicesQuery(db, me),
        battleMailsRead(db, me),
        leaguesRead(db, me),
      ] as const,
  );
  const subscription = await viewerSubscription(request, context);
  const reminders = remindersOnOf(results[0]);
  // The review mail is Elite's: its switch shows while the plan includes the reviews.
  const reviewMails =
    gateFor(true, subscription, FEATURE_TIER.progressLog).kind === "open" ? settingsOf(results[1]).reviewMails : null;
  // Push (decision 080): this member's devices, and the key a browser subscribes with.
  const push = { devices: results[2].length, publicKey: config(context.cloudflare.env).vapid?.publicKey ?? null };
  const battleMails = battleMailsOf(results[3]);
  const leagues = results[4][0]?.on ?? true;
  return {
    username: member.username,
    email: member.email,
    subscription,
    reminders,
    reviewMails,
    push,
    battleMails,
    leagues,
  };
}

/** Deleting the account: the one action of this page (a plain form with the password). */
export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireMember(request, context);
  const env = context.cloudflare.env;
  const form = parseForm(await readForm(request), DeleteAccount, ["password"]);
  if (!form.ok) return refused({ password: form.errors.password }, 400);
  const outcome = await deleteAccount(request, env, member, form.value.password);
  switch (outcome.kind) {
    case "wrong-password":
      return refused({ password: WRONG_PASSWORD }, 400);
    case "rate-limited":
      return refused({ password: TOO_MANY_ATTEMPTS }, 429);
    case "billing-failed":
      return refused({ form: outcome.message }, 502);
    case "failed":
      return refused({ form: outcome.message }, 503);
    case "deleted":
      // The home page's main content (the frame's skip-link target).
      return redirectWithToast(
        request,
        "/#main",
        {
          title: "Account deleted",
          description: "Your account and your data have been deleted. You are signed out.",
          kind: "info",
        },
        { headers: forgetSession(env) },
      );
  }
}

/** A refused deletion: the message beside the field (or the form) and, where the eye is, a toast too. */
function refused(errors: { password?: string; form?: string }, status: number) {
  const toast: Toast = { title: "Error", description: errors.password ?? errors.form, kind: "error" };
  return data({ errors, toast }, { status });
}

export default function Settings() {
  const { username, email, subscription, reminders, reviewMails, push, battleMails, leagues } =
    useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errors: Record<string, string | undefined> = result?.errors ?? {};
  return (
    <Page title="Settings" subtitle="Your profile and subscription">
      <div className="space-y-4">
        <section className="card" aria-labelledby="profile-heading">
          <h2 id="profile-heading" className="text-lg font-semibold">
            Profile
          </h2>
          <dl className="mt-3 grid gap-3 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-slate-500">Username</dt>
              <dd className="font-medium" data-testid="settings-username">
                {username}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-slate-500">Email</dt>
              <dd className="font-medium break-all">{email}</dd>
            </div>
          </dl>
        </section>
        <SubscriptionCard
          subscription={{
            ...subscription,
            subscriptionEnd: subscription.subscriptionEnd ? new Date(subscription.subscriptionEnd) : null,
          }}
        />
        <RemindersSwitch on={reminders} />
        <PushCard devices={push.devices} publicKey={push.publicKey} />
        {push.publicKey ? <script type="module" src="/islands/push.js" /> : null}
        {reviewMails === null ? null : <ReviewMailsSwitch on={reviewMails} />}
        <BattleMailsSwitch on={battleMails} />
        <LeaguesSwitch on={leagues} />
        <section className="space-y-3 card" aria-labelledby="help-heading">
          <h2 id="help-heading" className="text-lg font-semibold">
            Help and support
          </h2>
          <p className="text-sm text-slate-600">
            Questions about your account, plan or progress? Ask the team and follow the answer on your requests page.
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <a href="/support/new" className="btn-primary inline-flex w-full sm:w-auto">
              Ask for help
            </a>
            <a href="/support" className="btn-secondary inline-flex w-full sm:w-auto">
              Your support requests
            </a>
            {subscription.tier === "elite" ? (
              <a href={COACHING_PATH} className="btn-secondary inline-flex w-full sm:w-auto">
                Coaching sessions
              </a>
            ) : null}
          </div>
        </section>
        <section className="space-y-3 card" aria-labelledby="data-heading">
          <h2 id="data-heading" className="text-lg font-semibold">
            Your data
          </h2>
          <p className="text-sm text-slate-600">
            Download everything we store about you: profile, subscription, progress, achievements, battles, chat
            messages, scans (with links to your photos), your progress log and monthly reviews, your coaching sessions,
            and your support requests with their replies as one JSON file.
          </p>
          <a href="/settings/export" download className="btn-secondary inline-flex w-full sm:w-auto">
            Download my data
          </a>
        </section>
        <section className="space-y-3 card" aria-labelledby="delete-heading">
          <h2 id="delete-heading" className="text-lg font-semibold">
            Delete account
          </h2>
          <p className="text-sm text-slate-600">
            This deletes your profile, progress, achievements, progress log and reviews, scans and photos, support
            requests, cancels an active subscription at once and signs you out everywhere. Your chat messages stay in
            their channels as &lsquo;Deleted member&rsquo;. It cannot be undone.
          </p>
          {/* A refused answer focuses the password field (autofocus: the browser scrolls it into
              view) with the field marked invalid and its message beside it, and a toast says it
              too: the error is where the eye is, with or without JavaScript (this page ships
              none). No #fragment in the action: a page opened at a fragment's target skips
              autofocus (HTML's autofocus rules), so the anchor would cost the focus. */}
          <Form method="post" action="/settings" className="scroll-mt-20 space-y-3" id="delete-account">
            <FormError message={errors.form} />
            <Field
              label="Your password, to confirm"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              error={errors.password}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- only on the page that refused the deletion: focus goes to its field
              autoFocus={Boolean(errors.password ?? errors.form)}
            />
            <button type="submit" className="btn-secondary w-full text-red-700 sm:w-auto">
              Delete my account
            </button>
          </Form>
          <Toaster toast={result?.toast} />
        </section>
        <Form method="post" action="/auth/sign-out">
          <button type="submit" className="btn-secondary w-full sm:w-auto">
            <Icon name="logout" /> Sign Out
          </button>
        </Form>
      </div>
    </Page>
  );
}
