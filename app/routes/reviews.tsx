// /reviews (Elite): the member's monthly reviews, the Elite page's Reviews tab. One written
// on the 1st of each month from their own data (app/logbook/reviews.server.ts); `?month=`
// opens an earlier one. Read in the viewer's one D1 round trip.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { viewerWith } from "~/page-read.server";
import { FEATURE_TIER, type Gate } from "~/billing";
import { checkTier } from "~/billing/index.server";
import { AccessGate } from "~/billing/ui";
import { isMonth } from "~/calendar/periods";
import { zoneHints } from "~/calendar/zone.server";
import { CATEGORY_TITLES } from "~/content";
import { tierShell } from "~/content/pages.server";
import { TierContentPage } from "~/content/ui/tier-page";
import { reviewsPageReads, reviewsPageView } from "~/logbook/index.server";
import { ReviewView } from "~/logbook/ui/review-view";

export const meta: MetaFunction = () => [
  { title: "Reviews | Elite Content | Glowup" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const now = new Date();
  const asked = new URL(request.url).searchParams.get("month");
  const month = isMonth(asked) ? asked : null;
  const [{ results }, gate] = await Promise.all([
    viewerWith(request, context, (db, me) => reviewsPageReads(db, me, month)),
    checkTier(request, context, FEATURE_TIER.progressLog),
  ]);
  const shell = tierShell("elite", "reviews");
  if (gate.kind !== "open" || !results) return { shell, gate, reviews: null };
  return { shell, gate, reviews: reviewsPageView(results, zoneHints(request, context), now, CATEGORY_TITLES) };
}

export default function Reviews() {
  const { shell, gate, reviews } = useLoaderData<typeof loader>();
  return (
    <TierContentPage {...shell}>
      {reviews ? <ReviewView {...reviews} /> : <AccessGate gate={gate as Exclude<Gate, { kind: "open" }>} />}
    </TierContentPage>
  );
}
