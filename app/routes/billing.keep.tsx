// "Keep Elite": undo a scheduled downgrade or cancellation (a plain form on the subscription
// card, the member home and Settings). The server checks the form names the member's own
// subscription and its pending change; the answer is a toast on the page the form came from.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { safeRedirect } from "~/auth/forms";
import { requireMember } from "~/auth/guards.server";
import { keepPlan } from "~/billing/plan-changes.server";
import { KeepForm } from "~/billing/forms";
import { KEEP_REFUSED } from "~/billing/plan-changes";
import { requestTimeZone } from "~/calendar/zone.server";
import { parseForm, readForm } from "~/forms/parse";
import { redirectWithToast } from "~/toast/toast.server";

export const loader = () => redirect("/settings");

export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireMember(request, context);
  const form = parseForm(await readForm(request), KeepForm);
  const back = safeRedirect(form.ok ? form.value.return : form.values.return, "/settings");
  if (!form.ok)
    return redirectWithToast(request, back, {
      title: "Error",
      description: form.errors.tier ?? form.errors.subscription ?? "Choose the plan to keep.",
      kind: "error",
    });
  const kept = await keepPlan(context.cloudflare.env, member, form.value, requestTimeZone(request, context));
  if (!kept.ok)
    return redirectWithToast(request, back, { title: "Error", description: KEEP_REFUSED[kept.reason], kind: "error" });
  return redirectWithToast(request, back, { title: "Plan kept", description: kept.message });
}
