import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { siteOrigin } from "~/config.server";
import { robotsTxt } from "~/content/seo";

export function loader({ context }: LoaderFunctionArgs) {
  return new Response(robotsTxt(siteOrigin(context.cloudflare.env)), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
