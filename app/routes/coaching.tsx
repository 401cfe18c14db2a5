// /coaching: an Elite member's coaching sessions (decision 070). They ask for a session
// (a topic and three preferred times on their own clock), see what is asked and
// confirmed, and cancel. The plan includes SESSIONS_PER_PERIOD each billing period; the
// server enforces it. Other members are told what the page is and where the plan is.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { viewerSubscription } from "~/billing/index.server";
import { requestTimeZone } from "~/calendar/zone.server";
import { formatDate, formatDateTime } from "~/calendar/format";
import {
  BOOKING_HORIZON_DAYS,
  COACHING_PATHS,
  localValue,
  SESSION_MINUTES,
  SESSIONS_PER_PERIOD,
  SessionIntent,
  sessionRequest,
  TIME_FIELDS,
  TOPIC_MAX,
} from "~/coaching";
import {
  memberCancel,
  memberSessionQuery,
  memberSessionsQuery,
  periodKeyOf,
  remainingIn,
  requestSession,
} from "~/coaching/index.server";
import { parseForm, readForm } from "~/forms/parse";
import { requireMemberWith } from "~/page-read.server";
import { redirectWithToast } from "~/toast/toast.server";
import { FieldError, FormError } from "~/ui/form";
import { Page } from "~/ui/page";

export const meta: MetaFunction = () => [{ title: "Coaching | Glowup" }, { name: "robots", content: "noindex" }];

/** The period a session counts against, for an Elite member; null for anyone else. */
const elitePeriod = (s: { tier: string | null; subscriptionEnd: Date | null }) =>
  s.tier === "elite" && s.subscriptionEnd ? periodKeyOf(s.subscriptionEnd) : null;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [{ results }, subscription] = await Promise.all([
    requireMemberWith(request, context, (db, me) => [memberSessionsQuery(db, me)] as const),
    viewerSubscription(request, context),
  ]);
  const zone = requestTimeZone(request, context);
  const period = elitePeriod(subscription);
  if (!period) return { elite: false as const, zone };
  const [sessions] = results;
  const now = Date.now();
  return {
    elite: true as const,
    zone,
    remaining: remainingIn(sessions, period),
    periodEnd: subscription.subscriptionEnd!.toISOString(),
    min: localValue(now, zone),
    max: localValue(now + BOOKING_HORIZON_DAYS * 86_400_000, zone),
    sessions: sessions
      .filter(
        (s) =>
          s.status !== "cancelled" &&
          (s.status === "requested" || s.confirmedAt!.getTime() > now - SESSION_MINUTES * 60_000),
      )
      .map((s) => ({
        id: s.id,
        topic: s.topic,
        status: s.status,
        times: [s.time1, s.time2, s.time3].map((t) => formatDateTime(t, zone)),
        confirmed: s.confirmedAt ? formatDateTime(s.confirmedAt, zone) : null,
        meetingLink: s.meetingLink,
        coachName: s.coachName,
      })),
  };
}

const notElite = () =>
  data({ errors: { form: "Coaching sessions come with the Elite plan." }, values: {} }, { status: 403 });

export async function action({ request, context }: ActionFunctionArgs) {
  // A cancel names its session in the URL: it is read with the session in one round trip.
  const id = Number(new URL(request.url).searchParams.get("id"));
  const [{ member, results }, subscription] = await Promise.all([
    requireMemberWith(
      request,
      context,
      (db, me) => [memberSessionQuery(db, me, Number.isSafeInteger(id) && id > 0 ? id : 0)] as const,
    ),
    viewerSubscription(request, context),
  ]);
  const form = await readForm(request);
  const intent = SessionIntent.safeParse(form.get("intent"));
  const env = context.cloudflare.env;
  if (intent.success && intent.data === "cancel") {
    const [[session]] = results;
    const cancelled = session ? await memberCancel(env, session, member.id) : false;
    return redirectWithToast(
      request,
      COACHING_PATHS.member,
      cancelled
        ? { title: "Session cancelled", description: "It no longer counts against your plan.", kind: "success" }
        : { title: "Nothing to cancel", description: "That session was already cancelled.", kind: "info" },
    );
  }
  const period = elitePeriod(subscription);
  if (!period) return notElite();
  const parsed = parseForm(form, sessionRequest(new Date()), {
    keys: ["topic", "zone", ...TIME_FIELDS],
    maxEcho: TOPIC_MAX,
  });
  if (!parsed.ok) return data({ errors: parsed.errors, values: parsed.values }, { status: 400 });
  const created = await requestSession(env, member.id, period, parsed.value);
  if (created === null)
    return data(
      {
        errors: {
          form: `Your plan includes ${SESSIONS_PER_PERIOD} sessions each billing period and both are taken. Cancel one, or ask again when your next period starts.`,
        },
        values: parsed.values,
      },
      { status: 409 },
    );
  return redirectWithToast(request, COACHING_PATHS.member, {
    title: "Session requested",
    description: "A coach picks one of your times and we mail you the invitation.",
    kind: "success",
  });
}

const LABELS = ["First choice", "Second choice", "Third choice"];

export default function Coaching() {
  const page = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const errors: Record<string, string | undefined> = failed?.errors ?? {};
  const values: Record<string, string | undefined> = failed?.values ?? {};
  if (!page.elite)
    return (
      <Page title="Coaching" subtitle="One-on-one sessions with a Glowup coach.">
        <section className="space-y-3 card" data-testid="coaching-not-elite">
          <p className="text-slate-700">
            Coaching sessions come with the Elite plan: {SESSIONS_PER_PERIOD} video sessions of {SESSION_MINUTES}{" "}
            minutes each billing period, at a time you choose.
          </p>
          <FormError message={errors.form} />
          <Link to="/pricing" className="btn-primary inline-flex w-full sm:w-auto">
            See the Elite plan
          </Link>
        </section>
      </Page>
    );
  return (
    <Page title="Coaching" subtitle="One-on-one video sessions with a Glowup coach.">
      <div className="space-y-4">
        <p className="card text-slate-700" data-testid="coaching-remaining">
          <strong>{`${page.remaining} of ${SESSIONS_PER_PERIOD} sessions`}</strong> left in this billing period (until{" "}
          {formatDate(page.periodEnd, page.zone)}). A cancelled session does not count.
        </p>
        <section aria-labelledby="sessions-heading" className="space-y-3">
          <h2 id="sessions-heading" className="text-lg font-semibold">
            Your sessions
          </h2>
          {page.sessions.length === 0 ? (
            <p className="text-slate-600">No sessions yet.</p>
          ) : (
            <ul className="space-y-2" data-testid="coaching-sessions">
              {page.sessions.map((s) => (
                <li key={s.id} className="space-y-2 card">
                  <p className="font-semibold text-ink">{s.topic}</p>
                  {s.confirmed ? (
                    <>
                      <p className="text-slate-700">
                        Confirmed: <strong>{s.confirmed}</strong> with {s.coachName ?? "your coach"}
                      </p>
                      <a href={s.meetingLink ?? "#"} className="break-all text-brand-700 underline" rel="noreferrer">
                        {s.meetingLink}
                      </a>
                    </>
                  ) : (
                    <p className="text-sm text-slate-700">Waiting for a coach. Your times: {s.times.join(" · ")}</p>
                  )}
                  <Form method="post" action={`${COACHING_PATHS.member}?id=${s.id}`}>
                    <button type="submit" name="intent" value="cancel" className="btn-secondary w-full sm:w-auto">
                      Cancel this session
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          )}
        </section>
        {page.remaining > 0 ? (
          <Form method="post" className="space-y-4 card" data-testid="coaching-form" aria-labelledby="ask-heading">
            <h2 id="ask-heading" className="text-lg font-semibold">
              Ask for a session
            </h2>
            <input type="hidden" name="zone" value={page.zone} />
            <div>
              <label htmlFor="topic" className="label">
                What would you like to work on?
              </label>
              <textarea
                id="topic"
                name="topic"
                rows={3}
                required
                maxLength={TOPIC_MAX}
                className="field"
                defaultValue={values.topic}
                aria-invalid={errors.topic ? true : undefined}
                aria-describedby={errors.topic ? "topic-error" : undefined}
              />
              <FieldError id="topic-error" message={errors.topic} alert />
            </div>
            <fieldset className="space-y-3">
              <legend className="label">Three times that suit you ({page.zone})</legend>
              {TIME_FIELDS.map((field, i) => (
                <div key={field}>
                  <label htmlFor={field} className="text-sm text-slate-700">
                    {LABELS[i]}
                  </label>
                  <input
                    id={field}
                    name={field}
                    type="datetime-local"
                    required
                    min={page.min}
                    max={page.max}
                    className="field"
                    defaultValue={values[field]}
                    aria-invalid={errors[field] ? true : undefined}
                    aria-describedby={errors[field] ? `${field}-error` : undefined}
                  />
                  <FieldError id={`${field}-error`} message={errors[field]} alert />
                </div>
              ))}
              <p className="text-sm text-slate-500">
                Within the next {BOOKING_HORIZON_DAYS} days. A session lasts {SESSION_MINUTES} minutes.
              </p>
            </fieldset>
            <FormError message={errors.form} />
            <button type="submit" name="intent" value="request" className="btn-primary w-full sm:w-auto">
              Ask for a session
            </button>
          </Form>
        ) : (
          <div className="card text-slate-700">
            <FormError message={errors.form} />
            <p>Both sessions of this period are booked. Cancel one to ask for another time.</p>
          </div>
        )}
      </div>
    </Page>
  );
}
