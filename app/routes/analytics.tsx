// /analytics (Pro): the member's own numbers (XP and challenges by category, the
// consistency calendar, streaks, battles, scan trends), the Pro page's Analytics tab.
// Read in the viewer's one D1 round trip; shown only when the Pro gate is open.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { analyticsReads, analyticsView, calendarMonth } from "~/analytics/analytics.server";
import { AnalyticsPage } from "~/analytics/ui";
import { viewerWith } from "~/page-read.server";
import { FEATURE_TIER, type Gate } from "~/billing";
import { checkTier } from "~/billing/index.server";
import { AccessGate } from "~/billing/ui";
import { zoneHints } from "~/calendar/zone.server";
import { CATEGORY_TITLES } from "~/content";
import { tierShell } from "~/content/pages.server";
import { TierContentPage } from "~/content/ui/tier-page";

export const meta: MetaFunction = () => [
  { title: "Analytics | Pro Content | Glowup" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const now = new Date();
  const month = calendarMonth(new URL(request.url).searchParams.get("month"), now);
  const [{ results }, gate] = await Promise.all([
    viewerWith(request, context, (db, me) => analyticsReads(db, me, now, month)),
    checkTier(request, context, FEATURE_TIER.analytics),
  ]);
  const shell = tierShell("pro", "analytics");
  // The rows were read with the viewer; only an open gate lets them leave.
  if (gate.kind !== "open" || !results) return { shell, gate, view: null };
  return { shell, gate, view: analyticsView(results, zoneHints(request, context), now, month) };
}

export default function Analytics() {
  const { shell, gate, view } = useLoaderData<typeof loader>();
  return (
    <TierContentPage {...shell}>
      {view ? (
        <AnalyticsPage view={view} titles={CATEGORY_TITLES} />
      ) : (
        <AccessGate gate={gate as Exclude<Gate, { kind: "open" }>} />
      )}
    </TierContentPage>
  );
}
