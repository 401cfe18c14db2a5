// Loaders of the gated content routes: the tier gate first, then the page data, whose
// gated part is read only when the gate is open.
import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { FEATURE_TIER, type Tier } from "~/billing";
import { checkTier } from "~/billing/index.server";
import { siteOrigin } from "~/config.server";
import type { CategorySlug } from "../../db/constants";
import { categoryPageData, tierPageData, tierTabRoute } from "./pages.server";

/** Every category guide needs the guides' tier (FEATURE_TIER.guides) or higher. */
export const categoryLoader =
  (slug: CategorySlug) =>
  async ({ request, context }: LoaderFunctionArgs) =>
    categoryPageData(siteOrigin(context.cloudflare.env), slug, await checkTier(request, context, FEATURE_TIER.guides));

/** Each tier's content page needs that tier or higher; a tab that is a page of its own is there. */
export const tierLoader =
  (tier: Tier) =>
  async ({ request, context }: LoaderFunctionArgs) => {
    const route = tierTabRoute(request, tier);
    if (route) throw redirect(route);
    return tierPageData(request, siteOrigin(context.cloudflare.env), tier, await checkTier(request, context, tier));
  };
