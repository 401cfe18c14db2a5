// Settings' Battle emails switch posts here: invitation mails on or off (decision 072).
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { requireMember } from "~/auth/guards.server";
import { parseForm, readForm } from "~/forms/parse";
import { BattleMailsChoice, setBattleMails } from "~/game/social-settings.server";
import { redirectWithToast } from "~/toast/toast.server";

export const loader = () => redirect("/settings");

export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireMember(request, context);
  const parsed = parseForm(await readForm(request), BattleMailsChoice);
  if (!parsed.ok)
    return redirectWithToast(request, "/settings#battle-mails", {
      title: "Nothing changed",
      description: "Choose on or off.",
      kind: "error",
    });
  const on = parsed.value.battleMails === "on";
  await setBattleMails(context.cloudflare.env, member.id, on);
  return redirectWithToast(request, "/settings#battle-mails", {
    title: on ? "Battle emails on" : "Battle emails off",
    description: on
      ? "We'll email you when someone challenges you to a battle."
      : "We won't email you about battles; invitations still wait in your inbox.",
  });
}
