import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requestOrigin, robotsTxt } from "~/content/seo";

export function loader({ request }: LoaderFunctionArgs) {
  return new Response(robotsTxt(requestOrigin(request)), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
