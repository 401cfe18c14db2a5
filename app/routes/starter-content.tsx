import { tierLoader } from "~/content/gated-routes.server";
import { TierRoute, tierMeta } from "~/content/ui/gated-routes";

export const loader = tierLoader("starter");
export const meta = tierMeta("starter");
export default TierRoute;
