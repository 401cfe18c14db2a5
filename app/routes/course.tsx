import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { FEATURE_TIER, type Tier } from "~/billing";
import { subscriptionState, viewerSubscriptionRow } from "~/billing/index.server";
import { heldTiers } from "~/billing/tiers";
import { COURSE_PORTAL, guideProgressList } from "~/content/course";
import { siteOrigin } from "~/config.server";
import { seo } from "~/content/seo";
import { CoursePortal } from "~/content/ui/course-portal";
import { guideProgress, guideProgressQuery } from "~/game/index.server";
import { viewerWith } from "~/page-read.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  // The member, their plan and their guide progress: one D1 round trip (decision 045).
  const [{ viewer, results }, row] = await Promise.all([
    viewerWith(request, context, (db, me) => [guideProgressQuery(db, me)] as const),
    viewerSubscriptionRow(request, context),
  ]);
  const held: Tier[] = viewer ? heldTiers(subscriptionState(env, row)) : [];
  // Progress only through what the member can open: the guides come with FEATURE_TIER.guides.
  const progress = results && held.includes(FEATURE_TIER.guides) ? guideProgress(results[0]) : null;
  return {
    signedIn: Boolean(viewer),
    heldTiers: held,
    guides: progress ? guideProgressList(progress.opened, progress.ticked) : null,
    origin: siteOrigin(env),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  seo({ title: COURSE_PORTAL.title, description: `${COURSE_PORTAL.subtitle}.`, path: "/course", origin: data?.origin });

export default function CourseRoute() {
  const { signedIn, heldTiers, guides } = useLoaderData<typeof loader>();
  return <CoursePortal signedIn={signedIn} heldTiers={heldTiers} guides={guides} />;
}
