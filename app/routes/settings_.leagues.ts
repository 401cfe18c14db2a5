// Settings' Weekly leagues switch posts here: leave the leagues (out of this week's group at
// once) or join again (placed from next Monday). Decision 077.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { requireMember } from "~/auth/guards.server";
import { parseForm, readForm } from "~/forms/parse";
import { LeaguesChoice } from "~/leagues";
import { setLeagues } from "~/leagues/index.server";
import { redirectWithToast } from "~/toast/toast.server";

export const loader = () => redirect("/settings");

export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireMember(request, context);
  const parsed = parseForm(await readForm(request), LeaguesChoice);
  if (!parsed.ok)
    return redirectWithToast(request, "/settings#leagues", {
      title: "Nothing changed",
      description: "Choose on or off.",
      kind: "error",
    });
  const on = parsed.value.leagues === "on";
  await setLeagues(context.cloudflare.env, member.id, on);
  return redirectWithToast(request, "/settings#leagues", {
    title: on ? "You joined the leagues" : "You left the leagues",
    description: on
      ? "You'll be placed in a group next Monday if you played in the last two weeks."
      : "You're out of this week's group and won't get league emails.",
  });
}
