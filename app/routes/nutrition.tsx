import { categoryLoader } from "~/content/gated-routes.server";
import { CategoryRoute, categoryMeta } from "~/content/ui/gated-routes";

export const loader = categoryLoader("nutrition");
export const meta = categoryMeta("/nutrition", "Nutrition guide");
export default CategoryRoute;
