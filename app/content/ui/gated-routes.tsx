// Meta and components of the gated content routes (their loaders live in
// ../gated-routes.server.ts). Denied visitors get the gate card instead of the body.
import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { tierContentPath, tierName, type Gate, type Tier } from "~/billing";
import { AccessGate } from "~/billing/ui";
import type { CategoryPageData, TierPageData } from "../pages.server";
import type { Toast } from "~/toast/toast";
import { Moments } from "~/ui/moments";
import { seo } from "../seo";
import { TrackedChecklistsProvider } from "./blocks";
import { CategoryGuideBody, CategoryPage, GuidePreviewCard } from "./category-page";
import { TierContentPage, TierTabBody } from "./tier-page";

type Closed = Exclude<Gate, { kind: "open" }>;

/** A guide's title, description and canonical address, from its summary. */
export const categoryMeta: MetaFunction = ({ data }) => {
  const d = data as CategoryPageData | undefined;
  if (!d) return [];
  const { title, description, slug } = d.summary;
  return seo({ title: `${title} guide`, description, path: `/${slug}`, origin: d.origin });
};

/**
 * The guide page's data; `ticked` (the member's ticked checklist items) makes its checklists
 * count; `moments` are what opening it unlocked, celebrated there and then.
 */
export function CategoryRoute() {
  const { summary, gate, guide, preview, ticked, moments } = useLoaderData<
    CategoryPageData & { ticked?: string[]; moments?: Toast[] }
  >();
  return (
    <>
      <Moments moments={moments ?? []} />
      <CategoryPage summary={summary}>
        {gate.kind === "open" && guide ? (
          <TrackedChecklistsProvider value={ticked ? { slug: summary.slug, ticked } : null}>
            <CategoryGuideBody guide={guide} />
          </TrackedChecklistsProvider>
        ) : (
          <div className="space-y-8">
            {preview ? <GuidePreviewCard preview={preview} /> : null}
            <AccessGate gate={gate as Closed} />
          </div>
        )}
      </CategoryPage>
    </>
  );
}

export const tierMeta =
  (tier: Tier): MetaFunction =>
  ({ data }) => {
    const d = data as TierPageData | undefined;
    return seo({
      title: d ? `${d.activeLabel} | ${d.page.title}` : `${tierName(tier)} Content`,
      description: d?.page.description ?? "",
      path: tierContentPath(tier),
      origin: d?.origin,
    });
  };

export function TierRoute() {
  const { page, tabs, activeSlug, gate, tab } = useLoaderData<TierPageData>();
  return (
    <TierContentPage page={page} tabs={tabs} activeSlug={activeSlug}>
      {gate.kind === "open" && tab ? <TierTabBody tab={tab} /> : <AccessGate gate={gate as Closed} />}
    </TierContentPage>
  );
}
