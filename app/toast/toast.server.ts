// One toast mechanism: a short-lived flash cookie written with a redirect (or any
// response) and rendered by the root on the next page, so it works without JavaScript.
// The cookie holds an ordered list (bounded by toast.ts), shown as a stack in that order.
import { createCookie, redirect } from "@remix-run/cloudflare";
import { readToastList, toastList, type Toast } from "./toast";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);
/** Secure everywhere but plain http on this machine (where browsers would drop it). */
const secure = (url: URL) => url.protocol === "https:" || !LOCAL_HOSTS.has(url.hostname);

/** Over https (production) the flash cookie is __Host-: a sibling subdomain cannot plant one. */
const cookie = (request: Request) => {
  const isSecure = secure(new URL(request.url));
  return createCookie(isSecure ? "__Host-gu_toast" : "gu_toast", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: isSecure,
    maxAge: 60,
  });
};

/** Headers that carry one toast, or several in order, to the next page this browser renders. */
export async function toastHeaders(request: Request, toasts: Toast | readonly Toast[], headers = new Headers()) {
  headers.append("Set-Cookie", await cookie(request).serialize(toastList(toasts)));
  return headers;
}

/** Redirect and show the toast(s) on arrival. */
export async function redirectWithToast(
  request: Request,
  to: string,
  toasts: Toast | readonly Toast[],
  init: { headers?: Headers; status?: number } = {},
) {
  const headers = await toastHeaders(request, toasts, init.headers ?? new Headers());
  return redirect(to, { status: init.status ?? 303, headers });
}

/** The pending toasts, in order (none for a missing or unreadable cookie), and the header that clears them. */
export async function takeToasts(request: Request): Promise<{ toasts: Toast[]; headers: Headers }> {
  const jar = cookie(request);
  const raw: unknown = await jar.parse(request.headers.get("Cookie")).catch(() => null);
  const headers = new Headers();
  if (!raw) return { toasts: [], headers };
  headers.append("Set-Cookie", await jar.serialize("", { maxAge: 0 }));
  return { toasts: readToastList(raw), headers };
}
