// "Refresh Subscription Status": re-check with the provider, then back with a toast.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { safeRedirect } from "~/auth/forms";
import { requireMember } from "~/auth/guards.server";
import { refreshSubscription } from "~/billing/provider-events.server";
import { redirectWithToast } from "~/toast/toast.server";
import { readForm } from "~/forms/parse";

export const loader = () => redirect("/settings");

export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireMember(request, context);
  const sent = (await readForm(request)).get("return");
  const back = safeRedirect(typeof sent === "string" ? sent : null, "/settings");
  await refreshSubscription(context.cloudflare.env, member.id);
  return redirectWithToast(request, back, { title: "Refreshed", description: "Subscription status updated." });
}
