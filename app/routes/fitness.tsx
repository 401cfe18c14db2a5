import { categoryLoader } from "~/content/gated-routes.server";
import { CategoryRoute, categoryMeta } from "~/content/ui/gated-routes";

export const loader = categoryLoader("fitness");
export const meta = categoryMeta("/fitness", "Fitness guide");
export default CategoryRoute;
