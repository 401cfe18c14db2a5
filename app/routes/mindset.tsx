import { categoryLoader } from "~/content/gated-routes.server";
import { CategoryRoute, categoryMeta } from "~/content/ui/gated-routes";

export const loader = categoryLoader("mindset");
export const meta = categoryMeta("/mindset", "Mindset guide");
export default CategoryRoute;
