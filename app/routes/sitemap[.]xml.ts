import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { siteOrigin } from "~/config.server";
import { sitemapXml } from "~/content/seo";

export function loader({ context }: LoaderFunctionArgs) {
  return new Response(sitemapXml(siteOrigin(context.cloudflare.env)), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
