// GET /healthz for uptime checks: 200 {"ok":true,"d1":"ok"} or 503 {"ok":false,"d1":"error"}.
// No caching, nothing about the configuration, no secrets.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { checkHealth } from "~/ops/health.server";

export async function loader({ context }: LoaderFunctionArgs) {
  const health = await checkHealth(context.cloudflare.env);
  return new Response(JSON.stringify(health), {
    status: health.ok ? 200 : 503,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
  });
}
