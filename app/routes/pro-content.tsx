import { tierLoader } from "~/content/gated-routes.server";
import { TierRoute, tierMeta } from "~/content/ui/gated-routes";

export const loader = tierLoader("pro");
export const meta = tierMeta("pro");
export default TierRoute;
