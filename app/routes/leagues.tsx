// The weekly league (decision 077): the member's group this week, by the week's XP.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { formatDateTime } from "~/calendar/format";
import { LeagueBoard } from "~/leagues";
import { leagueReads, leagueView } from "~/leagues/index.server";
import { requireMemberWith } from "~/page-read.server";
import { Page } from "~/ui/page";

export const meta: MetaFunction = () => [{ title: "Weekly League | Glowup" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const now = new Date();
  const { member, results } = await requireMemberWith(request, context, (db, me) => leagueReads(db, me, now));
  const view = leagueView(results, member.id, now);
  // The week ends at Monday 00:00 UTC: shown as the last minute of Sunday, UTC.
  return { view, ends: `${formatDateTime(view.endsAt - 60_000, "UTC")} UTC` };
}

export default function Leagues() {
  const { view, ends } = useLoaderData<typeof loader>();
  return (
    <Page title="Weekly League" subtitle="Monday to Sunday: climb the leagues with this week's XP">
      <LeagueBoard view={view} ends={ends} />
    </Page>
  );
}
