import { categoryLoader } from "~/content/gated-routes.server";
import { CategoryRoute, categoryMeta } from "~/content/ui/gated-routes";

export const loader = categoryLoader("grooming");
export const meta = categoryMeta("/grooming", "Grooming guide");
export default CategoryRoute;
