import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { signOut } from "~/auth/accounts.server";
import { SESSION_COOKIE_NAMES } from "~/auth/auth.server";
import { redirectWithToast } from "~/toast/toast.server";

// Sign-out is a POST only; a GET (a link, a prefetch) never signs anyone out.
export function loader() {
  return redirect("/");
}

export async function action({ request, context }: ActionFunctionArgs) {
  const result = await signOut(request, context.cloudflare.env);
  const headers = result.ok ? result.headers : new Headers();
  // Whatever the server said, the browser forgets the session.
  if (!result.ok) {
    for (const name of SESSION_COOKIE_NAMES) {
      // Browsers only accept a __Secure- or __Host- cookie (even an expired one) with Secure.
      const secure = /^__(Secure|Host)-/.test(name) ? "; Secure" : "";
      headers.append("Set-Cookie", `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`);
    }
  }
  return redirectWithToast(request, "/", { title: "Signed out", kind: "info" }, { headers });
}
