import { categoryLoader } from "~/content/gated-routes.server";
import { CategoryRoute, categoryMeta } from "~/content/ui/gated-routes";

export const loader = categoryLoader("style");
export const meta = categoryMeta("/style", "Style guide");
export default CategoryRoute;
