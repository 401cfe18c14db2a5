import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { categoryPageData } from "~/content/pages.server";
import { seo } from "~/content/seo";
import { CategoryGuideBody, CategoryPage } from "~/content/ui/category-page";

export async function loader({ request }: LoaderFunctionArgs) {
  // Tier gate (starter or higher) belongs here, before the guide is read.
  return categoryPageData(request, "mindset");
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  seo({ title: "Mindset guide", description: data?.summary.description ?? "", path: "/mindset", origin: data?.origin });

export default function MindsetRoute() {
  const { summary, guide } = useLoaderData<typeof loader>();
  return (
    <CategoryPage summary={summary}>
      <CategoryGuideBody guide={guide} />
    </CategoryPage>
  );
}
