// One way to require a signed-in member. Routes call this first, in loaders and actions.
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import type { BatchResponse } from "drizzle-orm/batch";
import type { Viewer } from "~/auth/viewer";
import type { Statement } from "~/db.server";
import type { Toast } from "~/toast/toast";
import { redirectWithToast } from "~/toast/toast.server";
import { getViewer, viewerWith, type PageReads } from "./viewer.server";

/** The signed-in member, or a redirect to /auth that comes back here afterwards (with
 * `toast`, if given, saying why). */
export async function requireMember(request: Request, context: AppLoadContext, toast?: Toast): Promise<Viewer> {
  const viewer = await getViewer(request, context);
  if (viewer) return viewer;
  throw await toSignIn(request, toast);
}

/**
 * requireMember, and the page's own reads in the viewer's D1 round trip (decision 045):
 * `reads` names the member as SQL (`member`), never by a value read first.
 */
export async function requireMemberWith<T extends readonly Statement[]>(
  request: Request,
  context: AppLoadContext,
  reads: PageReads<T>,
): Promise<{ member: Viewer; results: BatchResponse<T> }> {
  const { viewer, results } = await viewerWith(request, context, reads);
  if (viewer && results) return { member: viewer, results };
  throw await toSignIn(request);
}

async function toSignIn(request: Request, toast?: Toast) {
  const url = new URL(request.url);
  const to = `/auth?redirect=${encodeURIComponent(url.pathname + url.search)}`;
  return toast ? await redirectWithToast(request, to, toast, { status: 302 }) : redirect(to);
}
