// /staff/moderation (moderator): reported chat messages, oldest report first, each in its
// context (the messages around it); a moderator hides the message, mutes or bans its author,
// or dismisses the reports; and lifts a mute or ban. Each action writes one audit row in its
// own batch and tells the open rooms (decision 076). Plain forms; no JavaScript needed.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { formatDateTime } from "~/calendar/format";
import { useMemberZone } from "~/calendar/member-zone";
import { MUTE_CHOICES, REASON_NAMES, type ReportReason } from "~/chat/moderation";
import {
  contextOf,
  lift,
  moderate,
  moderatedMessageQuery,
  reportContextQuery,
  reportQueueQuery,
  restrictedQuery,
} from "~/chat/moderator.server";
import { ModerationAction } from "~/chat/schemas";
import { parseForm, readForm } from "~/forms/parse";
import { background } from "~/load-context";
import { STAFF_PATHS } from "~/staff";
import { requireStaffWith } from "~/staff/index.server";
import { StaffNav } from "~/staff/ui";
import { redirectWithToast } from "~/toast/toast.server";
import { EmptyState } from "~/ui/empty-state";
import { FieldError } from "~/ui/form";
import { Page } from "~/ui/page";

export const meta: MetaFunction = () => [
  { title: "Chat reports | Staff | Glowup" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { staff, results } = await requireStaffWith(
    request,
    context,
    "moderator",
    (db) => [reportQueueQuery(db), reportContextQuery(db), restrictedQuery(db)] as const,
  );
  const [queue, around, restricted] = results;
  return {
    roles: staff.roles,
    queue: queue.map(({ authorId, reasons, createdAt, ...r }) => ({
      ...r,
      authorId,
      createdAt: createdAt.getTime(),
      reasons: [...new Set(reasons.split(","))] as ReportReason[],
      context: contextOf(around, { id: r.messageId, channelId: r.channelId }).map((c) => ({
        id: c.id,
        username: c.username,
        message: c.message,
        createdAt: c.createdAt.getTime(),
        hidden: Boolean(c.hidden),
      })),
    })),
    restricted: restricted.map((r) => ({
      ...r,
      mutedUntil: r.mutedUntil?.getTime() ?? null,
      bannedAt: r.bannedAt?.getTime() ?? null,
    })),
  };
}

const DONE = {
  hide: "Message hidden",
  dismiss: "Reports dismissed",
  mute: "Member muted",
  ban: "Member banned from chat",
  lift: "Mute or ban lifted",
} as const;

export async function action({ request, context }: ActionFunctionArgs) {
  // The form names the message the read batch reads; nothing is written before the role check.
  const form = await readForm(request);
  const messageId = Number(form.get("messageId") ?? 0);
  const { staff, results } = await requireStaffWith(
    request,
    context,
    "moderator",
    (db) => [moderatedMessageQuery(db, Number.isSafeInteger(messageId) ? messageId : 0)] as const,
  );
  const parsed = parseForm(form, ModerationAction);
  if (!parsed.ok) return data({ errors: parsed.errors }, { status: 400 });
  const env = context.cloudflare.env;
  const options = { background: background(context) };
  const intent = parsed.value;
  let changed: boolean;
  if (intent.intent === "lift") {
    changed = await lift(env, staff.actor, intent.memberId, options);
  } else {
    const [target] = results[0];
    if (!target) return data({ errors: { form: "That message is no longer there." } }, { status: 404 });
    changed = await moderate(
      env,
      staff.actor,
      target,
      intent.intent === "mute" ? { kind: "mute", length: intent.length } : { kind: intent.intent },
      options,
    );
  }
  return redirectWithToast(
    request,
    STAFF_PATHS.moderation,
    changed
      ? { title: DONE[intent.intent], kind: "success" }
      : { title: "Nothing changed", description: "Another moderator acted on it first.", kind: "info" },
  );
}

export default function ModerationQueue() {
  const { roles, queue, restricted } = useLoaderData<typeof loader>();
  const zone = useMemberZone();
  const when = (at: number) => formatDateTime(at, zone);
  const failed = useActionData<typeof action>();
  return (
    <Page
      title="Chat reports"
      subtitle={`${queue.length} reported ${queue.length === 1 ? "message" : "messages"}, oldest report first. Times are UTC.`}
    >
      <div className="space-y-4">
        <StaffNav roles={roles} active={STAFF_PATHS.moderation} />
        <FieldError id="moderation-error" message={failed?.errors.form} alert />
        {queue.length === 0 ? (
          <EmptyState text="No open reports." />
        ) : (
          <ol className="space-y-4" data-testid="report-queue">
            {queue.map((r) => (
              <li key={r.messageId} className="space-y-3 card" data-report={r.messageId}>
                <p className="text-sm text-slate-700">
                  <span className="font-semibold text-ink">
                    {r.reports} {r.reports === 1 ? "report" : "reports"}
                  </span>{" "}
                  in #{r.channelId}: {r.reasons.map((x) => REASON_NAMES[x]).join(", ")}. First reported{" "}
                  {when(r.firstAt)}.
                </p>
                <ol className="space-y-1 rounded-xl bg-slate-50 p-2 text-sm" aria-label="The message in context">
                  {r.context.map((c) => (
                    <li
                      key={c.id}
                      className={c.id === r.messageId ? "rounded-lg bg-amber-100 p-1 ring-1 ring-amber-300" : "p-1"}
                    >
                      <span className="font-semibold">{c.username}</span>{" "}
                      <span className="text-xs text-slate-500">{when(c.createdAt)}</span>
                      {c.hidden ? <span className="text-xs text-slate-500"> (hidden)</span> : null}
                      <span
                        className="block wrap-anywhere whitespace-pre-wrap"
                        data-testid={c.id === r.messageId ? "reported-text" : undefined}
                      >
                        {c.message}
                      </span>
                    </li>
                  ))}
                </ol>
                <div className="flex flex-wrap gap-2">
                  <ActionForm messageId={r.messageId} intent="hide" label="Hide message" primary />
                  <ActionForm messageId={r.messageId} intent="dismiss" label="Dismiss reports" />
                  <ActionForm messageId={r.messageId} intent="ban" label={`Ban ${r.username}`} />
                </div>
                <form method="post" className="flex flex-wrap items-end gap-2">
                  <input type="hidden" name="intent" value="mute" />
                  <input type="hidden" name="messageId" value={r.messageId} />
                  <label className="text-sm">
                    <span className="block font-medium">Mute {r.username} for</span>
                    <select name="length" className="field min-h-11 w-auto" defaultValue="24h">
                      {MUTE_CHOICES.map((c) => (
                        <option key={c.value} value={c.value}>
                          {c.label}
                        </option>
                      ))}
                    </select>
                  </label>
                  <button type="submit" className="btn-secondary">
                    Mute
                  </button>
                </form>
              </li>
            ))}
          </ol>
        )}
        <section className="space-y-2 card" aria-labelledby="restricted-heading">
          <h2 id="restricted-heading" className="text-lg font-semibold">
            Muted and banned members
          </h2>
          {restricted.length === 0 ? (
            <p className="text-sm text-slate-600">Nobody is muted or banned.</p>
          ) : (
            <ul className="space-y-2" data-testid="restricted-list">
              {restricted.map((m) => (
                <li key={m.userId} className="flex flex-wrap items-center justify-between gap-2">
                  <span className="text-sm">
                    <span className="font-semibold">{m.username}</span>{" "}
                    {m.bannedAt !== null ? `banned ${when(m.bannedAt)}` : `muted until ${when(m.mutedUntil!)}`} by{" "}
                    {m.byName}
                  </span>
                  <form method="post">
                    <input type="hidden" name="intent" value="lift" />
                    <input type="hidden" name="memberId" value={m.userId} />
                    <button type="submit" className="btn-secondary">
                      Lift<span className="sr-only"> for {m.username}</span>
                    </button>
                  </form>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </Page>
  );
}

function ActionForm({
  messageId,
  intent,
  label,
  primary,
}: {
  messageId: number;
  intent: "hide" | "dismiss" | "ban";
  label: string;
  primary?: boolean;
}) {
  return (
    <form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="messageId" value={messageId} />
      <button type="submit" className={primary ? "btn-primary" : "btn-secondary"}>
        {label}
      </button>
    </form>
  );
}
