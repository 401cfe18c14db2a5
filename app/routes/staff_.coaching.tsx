// /staff/coaching: the coach's queue (coach role, decision 070): requested sessions first,
// oldest first, then confirmed ones still ahead. A coach confirms one of the member's three
// times with an https meeting link (both are mailed a calendar invitation) or cancels.
// Each action writes one audit row in its batch; a forged form is refused before its body is read.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { formatDateTime } from "~/calendar/format";
import { requestTimeZone } from "~/calendar/zone.server";
import { COACHING_PATHS, Confirm } from "~/coaching";
import {
  coachQueueQuery,
  confirmSession,
  staffCancelSession,
  staffEmailQuery,
  staffSessionQuery,
} from "~/coaching/index.server";
import { parseForm, readForm } from "~/forms/parse";
import { STAFF_PATHS } from "~/staff";
import { requireStaffWith } from "~/staff/index.server";
import { StaffNav } from "~/staff/ui";
import { redirectWithToast } from "~/toast/toast.server";
import { FieldError, FormError } from "~/ui/form";
import { Page } from "~/ui/page";

export const meta: MetaFunction = () => [
  { title: "Coaching | Staff | Glowup" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const now = new Date();
  const { staff, results } = await requireStaffWith(
    request,
    context,
    "coach",
    (db) => [coachQueueQuery(db, now)] as const,
  );
  const zone = requestTimeZone(request, context);
  return {
    roles: staff.roles,
    zone,
    sessions: results[0].map((s) => ({
      id: s.id,
      topic: s.topic,
      status: s.status,
      member: s.username ?? "A member",
      memberZone: s.timeZone,
      times: [s.time1, s.time2, s.time3].map((t) => ({
        yours: formatDateTime(t, zone),
        theirs: formatDateTime(t, s.timeZone),
      })),
      confirmed: s.confirmedAt ? formatDateTime(s.confirmedAt, zone) : null,
      meetingLink: s.meetingLink,
      coachName: s.coachName,
    })),
  };
}

const sessionId = (value: string | null) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
};

export async function action({ request, context }: ActionFunctionArgs) {
  // The session is named in the URL, so the role and the session are read in one round
  // trip before the body: a member's forged form is refused before it is read.
  const id = sessionId(new URL(request.url).searchParams.get("id"));
  const { staff, results } = await requireStaffWith(
    request,
    context,
    "coach",
    (db, me) => [staffSessionQuery(db, id), staffEmailQuery(db, me)] as const,
  );
  const [[session], [me]] = results;
  if (!session) throw new Response("Not Found", { status: 404 });
  const form = await readForm(request);
  const env = context.cloudflare.env;
  if (form.get("intent") === "cancel") {
    const cancelled = await staffCancelSession(env, staff.actor, session);
    return redirectWithToast(
      request,
      COACHING_PATHS.coach,
      cancelled
        ? {
            title: "Session cancelled",
            description: `${session.username ?? "The member"} was mailed.`,
            kind: "success",
          }
        : { title: "Already cancelled", kind: "info" },
    );
  }
  const parsed = parseForm(form, Confirm, { keys: ["choice", "link"], maxEcho: 500 });
  if (!parsed.ok) return data({ id, errors: parsed.errors, values: parsed.values }, { status: 400 });
  const outcome = await confirmSession(
    env,
    { ...staff.actor, email: me?.email ?? "" },
    session,
    parsed.value.choice,
    parsed.value.link,
  );
  if (outcome === "taken")
    return data(
      {
        id,
        errors: { form: "This session is no longer waiting: another coach took it or it was cancelled." },
        values: parsed.values,
      },
      { status: 409 },
    );
  return redirectWithToast(
    request,
    COACHING_PATHS.coach,
    outcome === "sent"
      ? { title: "Session confirmed", description: "You and the member were mailed the invitation.", kind: "success" }
      : {
          title: "Confirmed, mail not sent",
          description: "The member sees the session on their page; tell them another way if it is soon.",
          kind: "error",
        },
  );
}

export default function StaffCoaching() {
  const { roles, zone, sessions } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const waiting = sessions.filter((s) => s.status === "requested").length;
  return (
    <Page title="Coaching" subtitle={`${waiting} waiting for a coach. Times in ${zone}.`}>
      <div className="space-y-4">
        <StaffNav roles={roles} active={STAFF_PATHS.coaching} />
        {sessions.length === 0 ? (
          <p className="card text-slate-700">No sessions waiting or coming up.</p>
        ) : (
          <ul className="space-y-3" data-testid="coach-queue">
            {sessions.map((s) => {
              const errors: Record<string, string | undefined> = failed?.id === s.id ? failed.errors : {};
              const values: Record<string, string | undefined> = failed?.id === s.id ? failed.values : {};
              return (
                <li key={s.id} className="space-y-3 card">
                  <p>
                    <span className="font-semibold text-ink">{s.member}</span>{" "}
                    <span className="text-sm text-slate-600">({s.memberZone})</span>
                  </p>
                  <p className="text-slate-800">{s.topic}</p>
                  {s.status === "confirmed" ? (
                    <p className="text-slate-700">
                      Confirmed: <strong>{s.confirmed}</strong> with {s.coachName} ·{" "}
                      <a href={s.meetingLink ?? "#"} className="break-all underline">
                        {s.meetingLink}
                      </a>
                    </p>
                  ) : (
                    <Form method="post" action={`${COACHING_PATHS.coach}?id=${s.id}`} className="space-y-3">
                      <fieldset className="space-y-2">
                        <legend className="label">Choose a time</legend>
                        {s.times.map((t, i) => (
                          <label key={i} className="flex items-start gap-2">
                            <input
                              type="radio"
                              name="choice"
                              value={String(i + 1)}
                              required
                              defaultChecked={values.choice === String(i + 1)}
                            />
                            <span>
                              {t.yours}
                              <span className="block text-sm text-slate-600">Their clock: {t.theirs}</span>
                            </span>
                          </label>
                        ))}
                        <FieldError id={`choice-error-${s.id}`} message={errors.choice} alert />
                      </fieldset>
                      <div>
                        <label htmlFor={`link-${s.id}`} className="label">
                          Meeting link
                        </label>
                        <input
                          id={`link-${s.id}`}
                          name="link"
                          type="url"
                          required
                          placeholder="https://"
                          className="field"
                          defaultValue={values.link}
                          aria-invalid={errors.link ? true : undefined}
                          aria-describedby={errors.link ? `link-error-${s.id}` : undefined}
                        />
                        <FieldError id={`link-error-${s.id}`} message={errors.link} alert />
                      </div>
                      <FormError message={errors.form} />
                      <button type="submit" name="intent" value="confirm" className="btn-primary w-full sm:w-auto">
                        Confirm and send the invitation
                      </button>
                    </Form>
                  )}
                  <Form method="post" action={`${COACHING_PATHS.coach}?id=${s.id}`}>
                    <button type="submit" name="intent" value="cancel" className="btn-secondary w-full sm:w-auto">
                      Cancel the session
                    </button>
                  </Form>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Page>
  );
}
