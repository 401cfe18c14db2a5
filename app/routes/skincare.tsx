import { categoryLoader } from "~/content/gated-routes.server";
import { CategoryRoute, categoryMeta } from "~/content/ui/gated-routes";

export const loader = categoryLoader("skincare");
export const meta = categoryMeta("/skincare", "Skincare guide");
export default CategoryRoute;
