import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { COURSE_PORTAL } from "~/content/course";
import { requestOrigin, seo } from "~/content/seo";
import type { TierId } from "~/content/types";
import { CoursePortal } from "~/content/ui/course-portal";
import type { loader as rootLoader } from "~/root";

export async function loader({ request }: LoaderFunctionArgs) {
  // Billing fills heldTiers from the member's subscription.
  const heldTiers: TierId[] = [];
  return { heldTiers, origin: requestOrigin(request) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  seo({ title: COURSE_PORTAL.title, description: `${COURSE_PORTAL.subtitle}.`, path: "/course", origin: data?.origin });

export default function CourseRoute() {
  const { heldTiers } = useLoaderData<typeof loader>();
  const signedIn = Boolean(useRouteLoaderData<typeof rootLoader>("root")?.viewer);
  return <CoursePortal signedIn={signedIn} heldTiers={heldTiers} />;
}
