// The weekly league (decision 077): the member's group this week, by the week's XP.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { formatDateTime } from "~/calendar/format";
import { useMemberZone } from "~/calendar/member-zone";
import { LeagueBoard } from "~/leagues";
import { leagueReads, leagueView } from "~/leagues/index.server";
import { requireMemberWith } from "~/page-read.server";
import { Page } from "~/ui/page";

export const meta: MetaFunction = () => [{ title: "Weekly League | Glowup" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const now = new Date();
  const { member, results } = await requireMemberWith(request, context, (db, me) => leagueReads(db, me, now));
  const view = leagueView(results, member.id, now);
  return { view };
}

export default function Leagues() {
  const { view } = useLoaderData<typeof loader>();
  // The week ends at Monday 00:00 UTC: its last minute, on the member's clock (decision 083).
  const ends = formatDateTime(view.endsAt - 60_000, useMemberZone());
  return (
    <Page title="Weekly League" subtitle="Monday to Sunday: climb the leagues with this week's XP">
      <LeagueBoard view={view} ends={ends} />
    </Page>
  );
}
