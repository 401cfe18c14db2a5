// The app's routes, as Remix 2 finds them with future.v3_routeConfig: the same file
// conventions as before (app/routes/*, flat routes), now named in the one place React
// Router 7 reads them from (docs/decisions/056-one-codemod-from-react-router-7.md).
import { flatRoutes } from "@remix-run/fs-routes";
import type { RouteConfig } from "@remix-run/route-config";

export default flatRoutes() satisfies RouteConfig;
