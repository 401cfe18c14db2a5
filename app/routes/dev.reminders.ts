// Development only: runs the hourly streak reminders once, at the instant posted as `at`
// (ISO 8601) or now, as the Cron Trigger does in production (`npm run reminders`). Local
// cron triggers run at the current time whatever they are told, so an evening elsewhere
// could not be tried; production answers 404 and only ever runs at the trigger's time.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { parseForm, readForm } from "~/forms/parse";
import { devOnly, notFound, runAt } from "~/ops/dev-only.server";
import { sendStreakReminders } from "~/reminders/index.server";

const RunAt = z.object({ at: runAt });

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  devOnly(env);
  const form = parseForm(await readForm(request), RunAt, { keys: ["at"] });
  if (!form.ok) return Response.json({ errors: form.errors }, { status: 400 });
  const at = form.value.at;
  return Response.json({ at: at.toISOString(), ...(await sendStreakReminders(env, at)) });
}

export const loader = notFound;
