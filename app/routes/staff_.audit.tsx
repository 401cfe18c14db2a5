// /staff/audit (admin): every staff action, newest first: who, what, when and on what.
// Fifty a page; ?before=<id> reads older ones.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { STAFF_PATHS } from "~/staff";
import { auditQuery, requireStaffWith } from "~/staff/index.server";
import { StaffNav } from "~/staff/ui";
import { EmptyState } from "~/ui/empty-state";
import { Page } from "~/ui/page";
import { formatDateTime } from "~/calendar/format";
import { useMemberZone } from "~/calendar/member-zone";

export const meta: MetaFunction = () => [
  { title: "Audit log | Staff | Glowup" },
  { name: "robots", content: "noindex" },
];

const PAGE = 50;

const ACTION_TEXT = {
  reply: "replied to",
  close: "closed",
  grant: "granted",
  revoke: "revoked",
  hide: "hid the message",
  dismiss: "dismissed the reports on",
  mute: "muted a member",
  ban: "banned a member from chat",
  lift: "lifted the mute or ban of a member",
  confirm: "confirmed coaching",
  cancel: "cancelled coaching",
} as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const before = Number(new URL(request.url).searchParams.get("before"));
  const from = Number.isSafeInteger(before) && before > 0 ? before : null;
  const { staff, results } = await requireStaffWith(
    request,
    context,
    "admin",
    (db) => [auditQuery(db, PAGE + 1, from)] as const,
  );
  const rows = results[0];
  return {
    roles: staff.roles,
    entries: rows.slice(0, PAGE),
    older: rows.length > PAGE ? rows[PAGE - 1].id : null,
  };
}

export default function StaffAudit() {
  const { roles, entries, older } = useLoaderData<typeof loader>();
  const zone = useMemberZone();
  return (
    <Page title="Audit log" subtitle="Every staff action, newest first. Times are UTC.">
      <div className="space-y-4">
        <StaffNav roles={roles} active={STAFF_PATHS.audit} />
        {entries.length === 0 ? (
          <EmptyState text="No staff action yet." />
        ) : (
          <ol className="space-y-2" data-testid="audit-log">
            {entries.map((e) => (
              <li key={e.id} className="space-y-1 card">
                <p className="text-ink">
                  <span className="font-semibold">{e.actorName}</span> {ACTION_TEXT[e.action]}{" "}
                  {e.targetKind === "request" ? (
                    <Link
                      to={STAFF_PATHS.request(Number(e.targetId))}
                      className="font-semibold text-brand-700 underline"
                    >
                      {`request #${e.targetId}`}
                    </Link>
                  ) : (
                    <span className="font-semibold wrap-anywhere">{e.detail}</span>
                  )}
                </p>
                <p className="text-sm text-slate-600">{formatDateTime(e.createdAt, zone)}</p>
              </li>
            ))}
          </ol>
        )}
        {older ? (
          <Link to={`${STAFF_PATHS.audit}?before=${older}`} className="btn-secondary inline-flex w-full sm:w-auto">
            Older entries
          </Link>
        ) : null}
      </div>
    </Page>
  );
}
