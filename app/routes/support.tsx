// /support: the member's own support requests (newest first) and the way to ask for help,
// with the reply time their plan promises. Staff answer from /staff/support.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { requireMemberWith } from "~/page-read.server";
import { SUPPORT_PROMISE } from "~/billing";
import { viewerSubscription } from "~/billing/index.server";
import { FREE_REPLY_HOURS, SUPPORT_PATHS, supportThreadPath, TOPIC_NAMES } from "~/support";
import { memberRequestsQuery } from "~/support/index.server";
import { StatusChip } from "~/support/ui";
import { EmptyState } from "~/ui/empty-state";
import { Page } from "~/ui/page";
import { formatDateTime } from "~/calendar/format";
import { useMemberZone } from "~/calendar/member-zone";

export const meta: MetaFunction = () => [{ title: "Support | Glowup" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [{ results }, subscription] = await Promise.all([
    requireMemberWith(request, context, (db, me) => [memberRequestsQuery(db, me)] as const),
    viewerSubscription(request, context),
  ]);
  const tier = subscription.tier;
  return {
    requests: results[0],
    promise: tier ? SUPPORT_PROMISE[tier].label : `Support within ${FREE_REPLY_HOURS} hours`,
  };
}

export default function Support() {
  const { requests, promise } = useLoaderData<typeof loader>();
  const zone = useMemberZone();
  return (
    <Page title="Support" subtitle="Ask the Glowup team anything about your account, plan or progress.">
      <div className="space-y-4">
        <section className="space-y-3 card" aria-labelledby="ask-heading">
          <h2 id="ask-heading" className="text-lg font-semibold">
            Need a hand?
          </h2>
          <p className="text-slate-700">
            Your plan: <strong data-testid="support-promise">{promise}</strong>. A person on the team reads every
            request, and we mail you when they answer.
          </p>
          <Link to={SUPPORT_PATHS.ask} className="btn-primary inline-flex w-full sm:w-auto">
            Ask for help
          </Link>
        </section>
        <section aria-labelledby="requests-heading" className="space-y-3">
          <h2 id="requests-heading" className="text-lg font-semibold">
            Your requests
          </h2>
          {requests.length === 0 ? (
            <EmptyState text="You have not asked for help yet." />
          ) : (
            <ul className="space-y-2" data-testid="support-requests">
              {requests.map((r) => (
                <li key={r.id}>
                  <Link to={supportThreadPath(r.id)} className="block card-link space-y-1">
                    <span className="flex flex-wrap items-center justify-between gap-2">
                      <span className="font-semibold text-ink">{TOPIC_NAMES[r.topic]}</span>
                      <StatusChip request={r} />
                    </span>
                    <span className="block text-sm text-slate-600">
                      {`#${r.id} · asked ${formatDateTime(r.createdAt, zone)}`}
                      {r.lastAt ? ` · last message ${formatDateTime(r.lastAt, zone)}` : null}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </Page>
  );
}
