// Development only: writes the monthly reviews due at `?time=` (ms since 1970; now by
// default) and mails them to the dev mailbox, as the hourly Cron would at that moment. The
// Cron's own local trigger cannot help here: /cdn-cgi/handler/scheduled reaches the static
// assets' router rather than this Worker under `wrangler dev` with assets (it answers
// "exception"), and /__scheduled always runs at the present time. Not served in production.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { writeMonthlyReviews } from "~/logbook/index.server";
import { devOnly } from "~/ops/dev-only.server";

export function loader({ context }: LoaderFunctionArgs) {
  devOnly(context.cloudflare.env);
  return new Response("POST /dev/reviews?time=<ms> writes the monthly reviews due at that time.\n", {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  devOnly(env);
  const time = Number(new URL(request.url).searchParams.get("time") ?? Date.now());
  if (!Number.isSafeInteger(time) || time <= 0)
    return Response.json({ error: "time must be milliseconds" }, { status: 400 });
  return Response.json(await writeMonthlyReviews(env, new Date(time)));
}
