// The guide of each category (/skincare, /fitness ...): one route for all of them, so a
// new category is an entry in app/content/categories.ts and db/constants.ts, not a file.
// Any other one-segment path is the site's 404.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { isCategorySlug } from "~/content/categories";
import { categoryLoader } from "~/content/gated-routes.server";
import { CategoryRoute, categoryMeta } from "~/content/ui/gated-routes";
import { logNotFound } from "~/ops/log.server";

export function loader(args: LoaderFunctionArgs) {
  const slug = args.params.category;
  if (!isCategorySlug(slug)) {
    logNotFound(args.request);
    throw new Response("Not Found", { status: 404 });
  }
  return categoryLoader(slug)(args);
}

export const meta = categoryMeta;
export default CategoryRoute;
