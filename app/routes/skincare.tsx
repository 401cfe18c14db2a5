import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { checkTier } from "~/billing/gates.server";
import { categoryPageData } from "~/content/pages.server";
import { seo } from "~/content/seo";
import type { Gate } from "~/billing/tiers";
import { AccessGate } from "~/ui/access-gate";
import { CategoryGuideBody, CategoryPage } from "~/content/ui/category-page";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const gate = await checkTier(request, context, "starter");
  return categoryPageData(request, "skincare", gate);
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  seo({ title: "Skincare guide", description: data?.summary.description ?? "", path: "/skincare", origin: data?.origin });

export default function SkincareRoute() {
  const { summary, gate, guide } = useLoaderData<typeof loader>();
  return (
    <CategoryPage summary={summary}>
      {gate.kind === "open" && guide ? <CategoryGuideBody guide={guide} /> : <AccessGate gate={gate as Exclude<Gate, { kind: "open" }>} />}
    </CategoryPage>
  );
}
