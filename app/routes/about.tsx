import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { siteOrigin } from "~/config.server";
import { EXPLORE_PAGES } from "~/content/explore";
import { useLoaderData } from "@remix-run/react";
import { explorePageData, figuresData } from "~/content/pages.server";
import { seo } from "~/content/seo";
import { ExplorePage } from "~/content/ui/explore-page";

const PAGE = EXPLORE_PAGES.about;

export async function loader({ context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  return { ...explorePageData(siteOrigin(env), "about"), figures: await figuresData(env) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  seo({ title: PAGE.title, description: PAGE.description, path: PAGE.path, origin: data?.origin });

export default function AboutRoute() {
  return <ExplorePage page="about" figures={useLoaderData<typeof loader>().figures} />;
}
