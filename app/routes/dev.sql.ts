// End-to-end tests only: runs one SQL statement through the server's own D1 binding, for
// state no page can make in one sitting (a streak played yesterday, a plan that ended). The
// tests once wrote the local database from a second process, and the server, holding the
// same SQLite file, then failed its own reads with SQLITE_BUSY (decision 088). Two gates:
// development only (production answers 404), and only on a server started with E2E_SQL=1
// (playwright.config.ts); `npm run dev` and `npm start` answer 404 too.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { parseForm, readForm } from "~/forms/parse";
import { devOnly, notFound } from "~/ops/dev-only.server";

const Statement = z.object({ sql: z.string().trim().min(1, "sql is required") });

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  devOnly(env);
  if (env.E2E_SQL !== "1") throw notFound();
  const form = parseForm(await readForm(request), Statement, { keys: ["sql"] });
  if (!form.ok) return Response.json({ errors: form.errors }, { status: 400 });
  try {
    const result = await env.DB.prepare(form.value.sql).run();
    return Response.json({ changes: result.meta.changes });
  } catch (error) {
    return Response.json({ errors: { sql: String(error) } }, { status: 400 });
  }
}

export const loader = notFound;
