import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { checkTier } from "~/billing/gates.server";
import type { Gate } from "~/billing/tiers";
import { tierPageData } from "~/content/pages.server";
import { AccessGate } from "~/ui/access-gate";
import { seo } from "~/content/seo";
import { TierContentPage, TierTabBody } from "~/content/ui/tier-page";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const gate = await checkTier(request, context, "starter");
  return tierPageData(request, "starter", gate);
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  seo({
    title: data ? `${data.activeLabel} | ${data.page.title}` : "Starter Content",
    description: data?.page.description ?? "",
    path: "/starter-content",
    origin: data?.origin,
  });

export default function StarterContentRoute() {
  const { page, tabs, activeSlug, gate, tab } = useLoaderData<typeof loader>();
  return (
    <TierContentPage page={page} tabs={tabs} activeSlug={activeSlug}>
      {gate.kind === "open" && tab ? <TierTabBody tab={tab} /> : <AccessGate gate={gate as Exclude<Gate, { kind: "open" }>} />}
    </TierContentPage>
  );
}
