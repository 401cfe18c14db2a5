// "Manage Subscription": open the provider's billing portal (members with a plan or a trial).
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { safeRedirect } from "~/auth/forms";
import { requireMember } from "~/auth/guards.server";
import { openPortal } from "~/billing/plan-changes.server";
import { redirectWithToast } from "~/toast/toast.server";
import { readForm } from "~/forms/parse";

export const loader = () => redirect("/settings");

export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireMember(request, context);
  const sent = (await readForm(request)).get("return");
  const back = safeRedirect(typeof sent === "string" ? sent : null, "/settings");
  const portal = await openPortal(context.cloudflare.env, member, back);
  if (!portal.ok) {
    return redirectWithToast(request, back, {
      title: "Error",
      description: "Failed to open subscription management. Please try again.",
      kind: "error",
    });
  }
  return redirect(portal.url, 303);
}
