// One toast mechanism: a short-lived flash cookie written with a redirect (or any
// response) and rendered by the root on the next page, so it works without JavaScript.
import { createCookie, redirect } from "@remix-run/cloudflare";
import { TOAST_KINDS, type Toast } from "./toast";

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

/** Headers that carry a toast to the next page this browser renders. */
export async function toastHeaders(request: Request, toast: Toast, headers = new Headers()) {
  headers.append("Set-Cookie", await cookie(request).serialize(toast));
  return headers;
}

/** Redirect and show a toast on arrival. */
export async function redirectWithToast(
  request: Request,
  to: string,
  toast: Toast,
  init: { headers?: Headers; status?: number } = {},
) {
  const headers = await toastHeaders(request, toast, init.headers ?? new Headers());
  return redirect(to, { status: init.status ?? 303, headers });
}

/** The pending toast, if any, and the header that clears it. */
export async function takeToast(request: Request): Promise<{ toast: Toast | null; headers: Headers }> {
  const jar = cookie(request);
  const raw: unknown = await jar.parse(request.headers.get("Cookie")).catch(() => null);
  const headers = new Headers();
  if (!raw) return { toast: null, headers };
  headers.append("Set-Cookie", await jar.serialize("", { maxAge: 0 }));
  const toast = isToast(raw) ? raw : null;
  return { toast, headers };
}

function isToast(v: unknown): v is Toast {
  if (!v || typeof v !== "object") return false;
  const t = v as Record<string, unknown>;
  return (
    typeof t.title === "string" &&
    (t.description === undefined || typeof t.description === "string") &&
    (t.kind === undefined || (TOAST_KINDS as readonly unknown[]).includes(t.kind))
  );
}
