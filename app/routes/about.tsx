import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { siteOrigin } from "~/config.server";
import { EXPLORE_PAGES } from "~/content/explore";
import { useLoaderData } from "@remix-run/react";
import { viewerWith } from "~/page-read.server";
import { communityFigures } from "~/content/figures";
import { communityCountsQuery, countsOf } from "~/content/figures.server";
import { explorePageData, figuresData } from "~/content/pages.server";
import { seo } from "~/content/seo";
import { ExplorePage } from "~/content/ui/explore-page";

const PAGE = EXPLORE_PAGES.about;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  // A member's figures come in the viewer's D1 round trip (decision 045); a visitor's on their own.
  const { results } = await viewerWith(request, context, (db) => [communityCountsQuery(db)] as const);
  const figures = results ? communityFigures(countsOf(results[0])) : await figuresData(env);
  return { ...explorePageData(siteOrigin(env), "about"), figures };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  seo({ title: PAGE.title, description: PAGE.description, path: PAGE.path, origin: data?.origin });

export default function AboutRoute() {
  return <ExplorePage page="about" figures={useLoaderData<typeof loader>().figures} />;
}
