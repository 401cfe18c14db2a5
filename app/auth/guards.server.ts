// One way to require a signed-in member. Routes call this first, in loaders and actions.
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import type { Viewer } from "~/ui/nav-links";
import { getViewer } from "./viewer.server";

/** The signed-in member, or a redirect to /auth that comes back here afterwards. */
export async function requireMember(request: Request, context: AppLoadContext): Promise<Viewer> {
  const viewer = await getViewer(request, context);
  if (viewer) return viewer;
  const url = new URL(request.url);
  throw redirect(`/auth?redirect=${encodeURIComponent(url.pathname + url.search)}`);
}
