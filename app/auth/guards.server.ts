// One way to require a signed-in member. Routes call this first, in loaders and actions.
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import type { Toast } from "~/toast/toast";
import { redirectWithToast } from "~/toast/toast.server";
import type { Member } from "./member";
import { getMember } from "./session.server";

/** The signed-in member, or a redirect to /auth that comes back here afterwards (with
 * `toast`, if given, saying why). */
export async function requireMember(request: Request, context: AppLoadContext, toast?: Toast): Promise<Member> {
  const member = await getMember(request, context);
  if (member) return member;
  throw await toSignIn(request, toast);
}

async function toSignIn(request: Request, toast?: Toast) {
  const url = new URL(request.url);
  const to = `/auth?redirect=${encodeURIComponent(url.pathname + url.search)}`;
  return toast ? await redirectWithToast(request, to, toast, { status: 302 }) : redirect(to);
}
