// One way to require a signed-in member. Routes call this first, in loaders and actions.
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import type { Viewer } from "~/auth/viewer";
import type { Toast } from "~/toast/toast";
import { redirectWithToast } from "~/toast/toast.server";
import { getViewer } from "./viewer.server";

/** The signed-in member, or a redirect to /auth that comes back here afterwards (with
 * `toast`, if given, saying why). */
export async function requireMember(request: Request, context: AppLoadContext, toast?: Toast): Promise<Viewer> {
  const viewer = await getViewer(request, context);
  if (viewer) return viewer;
  const url = new URL(request.url);
  const to = `/auth?redirect=${encodeURIComponent(url.pathname + url.search)}`;
  throw toast ? await redirectWithToast(request, to, toast, { status: 302 }) : redirect(to);
}
