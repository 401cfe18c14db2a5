// What the public and gated content routes' loaders return. Server-only so the
// gated guide and tab bodies never reach a browser bundle; only loaders call it.
import { seasonOn } from "~/art/season";
import type { Env } from "~/env";
import { communityFigures } from "./figures";
import { communityCounts } from "./figures.server";
import type { CategorySlug } from "../../db/constants";
import { getCategoryGuide, getCategorySummary, getGuidePreview } from "./categories";
import type { ExplorePage } from "./explore";
import { legalDocument, type LegalKind } from "./legal";
import { quoteOfTheDay } from "./quotes";
import { TIER_PAGES, resolveTierTab, tierTabLinks } from "./tier-content";
import { tierContentPath } from "~/billing";
import type { Gate, Tier } from "~/billing";

// `origin` is the configured public origin (siteOrigin), never the request's Host.
export function homePageData(origin: string, now = new Date()) {
  return { quote: quoteOfTheDay(now), origin, season: seasonOn(now) };
}

/** The community's real figures (one D1 statement), for the visitor's home and /about. */
export async function figuresData(env: Env) {
  return communityFigures(await communityCounts(env));
}

/** The guide is the gated part: it is read only when the gate is open; the preview is public. */
export function categoryPageData(origin: string, slug: CategorySlug, gate: Gate) {
  return {
    summary: getCategorySummary(slug),
    gate,
    preview: gate.kind === "open" ? null : getGuidePreview(slug),
    guide: gate.kind === "open" ? getCategoryGuide(slug) : null,
    origin,
  };
}
export type CategoryPageData = ReturnType<typeof categoryPageData>;

/** The tab named by `?tab=` (first tab when unknown). `tab` is the gated part. */
export function tierPageData(request: Request, origin: string, tier: Tier, gate: Gate) {
  const { title, description } = TIER_PAGES[tier];
  const path = tierContentPath(tier);
  const tab = resolveTierTab(tier, new URL(request.url).searchParams.get("tab"));
  return {
    page: { title, description, path },
    tabs: tierTabLinks(tier),
    activeSlug: tab.slug,
    activeLabel: tab.label,
    gate,
    tab: gate.kind === "open" ? tab : null,
    origin,
  };
}
export type TierPageData = ReturnType<typeof tierPageData>;

/** The shared public pages hold no gated data: the same bytes for every visitor. */
export function explorePageData(origin: string, page: ExplorePage) {
  return { page, origin };
}

export function legalPageData(origin: string, kind: LegalKind, now = new Date()) {
  return { doc: legalDocument(kind, now), origin };
}
