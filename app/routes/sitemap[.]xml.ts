import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requestOrigin, sitemapXml } from "~/content/seo";

export function loader({ request }: LoaderFunctionArgs) {
  return new Response(sitemapXml(requestOrigin(request)), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
