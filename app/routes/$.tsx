import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { logNotFound } from "~/ops/log.server";
import { NOT_FOUND_META, NotFound } from "~/ui/page";

export const meta: MetaFunction = () => NOT_FOUND_META;

export function loader({ request }: LoaderFunctionArgs) {
  logNotFound(request);
  return data({ pathname: new URL(request.url).pathname }, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}
