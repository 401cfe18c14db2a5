// Development only: runs the Cron's league step once at the instant posted as `at` (ISO
// 8601) or now: closes last week, builds this one, mails a page of results. It answers what
// it did (the bench times it at scale). `rebuild=1` first drops that week's places, so members
// who started playing since are placed too (the end-to-end tests use it); `mails=0` leaves the
// result mails out (the scale bench times building and closing alone); production answers 404.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { parseForm, readForm } from "~/forms/parse";
import { dropWeek, leagueCron } from "~/leagues/index.server";
import { devOnly, notFound, runAt } from "~/ops/dev-only.server";

const RunAt = z.object({
  at: runAt,
  rebuild: z
    .string()
    .optional()
    .transform((v) => v === "1"),
  mails: z
    .string()
    .optional()
    .transform((v) => v !== "0"),
});

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  devOnly(env);
  const form = parseForm(await readForm(request), RunAt, { keys: ["at", "rebuild", "mails"] });
  if (!form.ok) return Response.json({ errors: form.errors }, { status: 400 });
  const at = form.value.at;
  if (form.value.rebuild) await dropWeek(env, at);
  return Response.json({ at: at.toISOString(), ...(await leagueCron(env, at, { mail: form.value.mails })) });
}

export const loader = notFound;
