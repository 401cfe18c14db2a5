// /staff/support: the support queue (support role): open requests, those waiting on staff
// first, each by its due time; overdue ones marked. Read in the request's one round trip.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { tierName, type Tier } from "~/billing";
import { STAFF_PATHS } from "~/staff";
import { requireStaffWith } from "~/staff/index.server";
import { StaffNav } from "~/staff/ui";
import { TOPIC_NAMES } from "~/support";
import { queueQuery } from "~/support/index.server";
import { overdue, StatusChip } from "~/support/ui";
import { EmptyState } from "~/ui/empty-state";
import { Page } from "~/ui/page";
import { formatDateTime } from "~/calendar/format";
import { useMemberZone } from "~/calendar/member-zone";

export const meta: MetaFunction = () => [
  { title: "Support queue | Staff | Glowup" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { staff, results } = await requireStaffWith(request, context, "support", (db) => [queueQuery(db)] as const);
  const now = new Date();
  return {
    roles: staff.roles,
    queue: results[0].map((r) => ({ ...r, overdue: overdue(r, now) })),
  };
}

const planOf = (tier: string | null) => (tier ? tierName(tier as Tier) : "No plan");

export default function SupportQueue() {
  const { roles, queue } = useLoaderData<typeof loader>();
  const zone = useMemberZone();
  const late = queue.filter((r) => r.overdue).length;
  return (
    <Page
      title="Support queue"
      subtitle={`${queue.length} open ${queue.length === 1 ? "request" : "requests"}${late ? `, ${late} overdue` : ""}. Due times are UTC.`}
    >
      <div className="space-y-4">
        <StaffNav roles={roles} active={STAFF_PATHS.queue} />
        {queue.length === 0 ? (
          <EmptyState text="No open requests. Nice work." />
        ) : (
          <ol className="space-y-2" data-testid="support-queue">
            {queue.map((r) => (
              <li key={r.id}>
                <Link
                  to={STAFF_PATHS.request(r.id)}
                  className={`block card-link space-y-1 ${r.overdue ? "border-red-300 bg-red-50" : ""}`}
                >
                  <span className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-semibold text-ink">{`#${r.id} ${TOPIC_NAMES[r.topic]}`}</span>
                    <StatusChip request={r} overdue={r.overdue} />
                  </span>
                  <span className="block text-sm text-slate-700">
                    {r.username ?? "A member"} · {planOf(r.tier)}
                  </span>
                  <span className="block text-sm text-slate-600">
                    {r.awaiting === "staff" ? `Due ${formatDateTime(r.dueAt, zone)}` : "Waiting on the member"}
                  </span>
                </Link>
              </li>
            ))}
          </ol>
        )}
      </div>
    </Page>
  );
}
