// Settings' push card posts here (decision 080): this device's subscription saved for the
// member (the island filled it in), or every subscription of theirs removed.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { requireMember } from "~/auth/guards.server";
import { parseForm, readForm } from "~/forms/parse";
import { PushChoice } from "~/push/forms";
import { removeSubscriptions, saveSubscription } from "~/push/index.server";
import { redirectWithToast } from "~/toast/toast.server";

export const loader = () => redirect("/settings");

export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireMember(request, context);
  const parsed = parseForm(await readForm(request), PushChoice);
  if (!parsed.ok)
    return redirectWithToast(request, "/settings", {
      title: "Nothing changed",
      description: "That subscription was not understood. Try turning push on again.",
      kind: "error",
    });
  const env = context.cloudflare.env;
  if (parsed.value.intent === "unsubscribe") {
    await removeSubscriptions(env, member.id);
    return redirectWithToast(request, "/settings", {
      title: "Push off",
      description: "Streak reminders come by email again.",
    });
  }
  await saveSubscription(env, member.id, parsed.value);
  return redirectWithToast(request, "/settings", {
    title: "Push on",
    description: "The streak reminder comes to this device instead of by email.",
  });
}
