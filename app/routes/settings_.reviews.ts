// Settings' Monthly review emails switch posts here: the Elite review mail on or off (the
// review is written and shown on the Reviews tab either way).
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { requireMember } from "~/auth/guards.server";
import { parseForm, readForm } from "~/forms/parse";
import { ReviewMailsChoice } from "~/logbook/forms";
import { setReviewMails } from "~/logbook/index.server";
import { redirectWithToast } from "~/toast/toast.server";

export const loader = () => redirect("/settings");

export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireMember(request, context);
  const parsed = parseForm(await readForm(request), ReviewMailsChoice);
  if (!parsed.ok)
    return redirectWithToast(request, "/settings", {
      title: "Nothing changed",
      description: "Choose on or off.",
      kind: "error",
    });
  const on = parsed.value.reviewMails === "on";
  await setReviewMails(context.cloudflare.env, member.id, on);
  return redirectWithToast(request, "/settings", {
    title: on ? "Review emails on" : "Review emails off",
    description: on
      ? "Your monthly review comes by email on the 1st, and stays on the Reviews tab."
      : "We won't email your monthly review; it stays on the Reviews tab.",
  });
}
