import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { tierPageData } from "~/content/pages.server";
import { seo } from "~/content/seo";
import { TierContentPage, TierTabBody } from "~/content/ui/tier-page";

export async function loader({ request }: LoaderFunctionArgs) {
  // Tier gate (pro or higher) belongs here, before the tab is read.
  return tierPageData(request, "pro");
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  seo({
    title: data ? `${data.tab.label} | ${data.page.title}` : "Pro Content",
    description: data?.page.description ?? "",
    path: "/pro-content",
    origin: data?.origin,
  });

export default function ProContentRoute() {
  const { page, tabs, activeSlug, tab } = useLoaderData<typeof loader>();
  return (
    <TierContentPage page={page} tabs={tabs} activeSlug={activeSlug}>
      <TierTabBody tab={tab} />
    </TierContentPage>
  );
}
