// Settings' Reminders switch posts here: the member's streak reminders on or off.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { requireMember } from "~/auth/guards.server";
import { parseForm, readForm } from "~/forms/parse";
import { RemindersChoice } from "~/reminders/forms";
import { setReminders } from "~/reminders/index.server";
import { redirectWithToast } from "~/toast/toast.server";

export const loader = () => redirect("/settings");

export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireMember(request, context);
  const parsed = parseForm(await readForm(request), RemindersChoice);
  if (!parsed.ok)
    return redirectWithToast(request, "/settings", {
      title: "Nothing changed",
      description: "Choose on or off.",
      kind: "error",
    });
  const on = parsed.value.reminders === "on";
  await setReminders(context.cloudflare.env, member.id, on);
  return redirectWithToast(request, "/settings", {
    title: on ? "Reminders on" : "Reminders off",
    description: on
      ? "We'll email you at 19:00 on a day your streak would end at midnight."
      : "We won't send streak reminders.",
  });
}
