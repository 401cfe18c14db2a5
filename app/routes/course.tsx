import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { getMember } from "~/auth/index.server";
import { viewerSubscription } from "~/billing/index.server";
import { heldTiers } from "~/billing/tiers";
import { COURSE_PORTAL } from "~/content/course";
import { siteOrigin } from "~/config.server";
import { seo } from "~/content/seo";
import type { Tier } from "~/billing/plans";
import { CoursePortal } from "~/content/ui/course-portal";
import type { loader as rootLoader } from "~/root";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const viewer = await getMember(request, context);
  const held: Tier[] = viewer ? heldTiers(await viewerSubscription(request, context)) : [];
  return { heldTiers: held, origin: siteOrigin(env) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  seo({ title: COURSE_PORTAL.title, description: `${COURSE_PORTAL.subtitle}.`, path: "/course", origin: data?.origin });

export default function CourseRoute() {
  const { heldTiers } = useLoaderData<typeof loader>();
  const signedIn = Boolean(useRouteLoaderData<typeof rootLoader>("root")?.viewer);
  return <CoursePortal signedIn={signedIn} heldTiers={heldTiers} />;
}
