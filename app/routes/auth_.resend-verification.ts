// "Send a new link": mails the signed-in member a fresh verification link (rate-limited),
// then goes back to the page the button was on, with a toast saying what happened.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { ResendLink } from "~/auth/forms";
import { requireMember } from "~/auth/guards.server";
import { resendVerification } from "~/auth/verification.server";
import { parseForm, readForm } from "~/forms/parse";
import { redirectWithToast } from "~/toast/toast.server";

export const loader = () => redirect("/settings");

export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireMember(request, context);
  const parsed = parseForm(await readForm(request), ResendLink);
  const back = parsed.ok ? parsed.value.back : "/";
  if (member.emailVerified)
    return redirectWithToast(request, back, {
      title: "Already verified",
      description: "Your address is verified.",
      kind: "info",
    });
  const sent = await resendVerification(request, context.cloudflare.env, member);
  if (!sent.ok)
    return redirectWithToast(request, back, { title: "No new link yet", description: sent.message, kind: "warning" });
  return redirectWithToast(request, back, {
    title: "Check your inbox",
    description: `We sent a new verification link to ${member.email}.`,
  });
}
