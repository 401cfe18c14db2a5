import { tierLoader } from "~/content/gated-routes.server";
import { TierRoute, tierMeta } from "~/content/ui/gated-routes";

export const loader = tierLoader("elite");
export const meta = tierMeta("/elite-content", "Elite Content");
export default TierRoute;
