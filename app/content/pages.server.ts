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
import { isRouteTab, TIER_PAGES, resolveTierTab, tierTabLinks, type ContentTab } from "./tier-content";
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

/** The header and tab bar a tier's pages share: its content page and its tabs that are pages of their own. */
export function tierShell(tier: Tier, activeSlug: string) {
  const { title, description } = TIER_PAGES[tier];
  return { page: { title, description, path: tierContentPath(tier) }, tabs: tierTabLinks(tier), activeSlug };
}

/** The tab `?tab=` names, when it is a page of its own (the loader sends the member there). */
export function tierTabRoute(request: Request, tier: Tier): string | null {
  const tab = resolveTierTab(tier, new URL(request.url).searchParams.get("tab"));
  return isRouteTab(tab) ? tab.href : null;
}

/** The tab named by `?tab=` (first tab when unknown). `tab` is the gated part. */
export function tierPageData(request: Request, origin: string, tier: Tier, gate: Gate) {
  const { title, description } = TIER_PAGES[tier];
  const path = tierContentPath(tier);
  const named = resolveTierTab(tier, new URL(request.url).searchParams.get("tab"));
  // A route tab's page is its own; here the first written tab stands in.
  const tab: ContentTab = isRouteTab(named)
    ? TIER_PAGES[tier].tabs.find((t): t is ContentTab => !isRouteTab(t))!
    : named;
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
