import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { siteOrigin } from "~/config.server";
import { EXPLORE_PAGES } from "~/content/explore";
import { explorePageData } from "~/content/pages.server";
import { seo } from "~/content/seo";
import { ExplorePage } from "~/content/ui/explore-page";

const PAGE = EXPLORE_PAGES.categories;

export function loader({ context }: LoaderFunctionArgs) {
  return explorePageData(siteOrigin(context.cloudflare.env), "categories");
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  seo({ title: PAGE.title, description: PAGE.description, path: PAGE.path, origin: data?.origin });

export default function CategoriesRoute() {
  return <ExplorePage page="categories" />;
}
