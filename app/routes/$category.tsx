// The guide of each category (/skincare, /fitness ...): one route for all of them, so a
// new category is an entry in app/content/categories.ts and db/constants.ts, not a file.
// Any other one-segment path is the site's 404. A member who may read the guide has the
// visit counted once and sees the checklist items they ticked.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { viewerWith } from "~/page-read.server";
import { isCategorySlug } from "~/content/categories";
import { categoryLoader } from "~/content/gated-routes.server";
import { CategoryRoute, categoryMeta } from "~/content/ui/gated-routes";
import { guideReads, openGuide } from "~/game/index.server";
import { logNotFound } from "~/ops/log.server";

export async function loader(args: LoaderFunctionArgs) {
  const slug = args.params.category;
  if (!isCategorySlug(slug)) {
    logNotFound(args.request);
    throw new Response("Not Found", { status: 404 });
  }
  // What openGuide reads comes in the viewer's D1 round trip (decision 045), used only if the gate opens.
  const [page, { viewer, results }] = await Promise.all([
    categoryLoader(slug)(args),
    viewerWith(args.request, args.context, (db, me) => guideReads(db, me, slug)),
  ]);
  if (page.gate.kind !== "open" || !viewer || !results) return page;
  const { ticked } = await openGuide(args.context.cloudflare.env, viewer.id, slug, page.summary.title, results);
  return { ...page, ticked };
}

export const meta = categoryMeta;
export default CategoryRoute;
