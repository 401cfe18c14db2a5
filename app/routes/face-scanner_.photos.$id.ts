// A scan's photo (or ?size=thumb), served only to the member who owns it; everyone else
// gets 404, as if it did not exist. Never public, never cached by shared caches.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getMember } from "~/auth/index.server";
import { getOwnScan } from "~/scan/scans.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const viewer = await getMember(request, context);
  const id = Number(params.id);
  const scan = viewer && Number.isSafeInteger(id) ? await getOwnScan(env, viewer.id, id) : null;
  const key = scan ? (new URL(request.url).searchParams.get("size") === "thumb" ? scan.thumbKey : scan.photoKey) : null;
  const object = key ? await env.PHOTOS.get(key) : null;
  if (!object) return new Response("Not Found", { status: 404, headers: { "Cache-Control": "private, no-store" } });
  return new Response(object.body, {
    headers: {
      "Content-Type": "image/jpeg",
      // Never kept by any cache, shared device included: a deleted photo must be gone.
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": "inline",
    },
  });
}
