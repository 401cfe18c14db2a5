import { tierLoader } from "~/content/gated-routes.server";
import { TierRoute, tierMeta } from "~/content/ui/gated-routes";

export const loader = tierLoader("elite");
export const meta = tierMeta("elite");
export default TierRoute;
