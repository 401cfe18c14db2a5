// What the development-only routes (app/routes/dev.*) share: production answers 404, as if
// they were not there, and the Cron-like ones run at an instant the caller posts.
import { z } from "zod";
import { isProduction, type Env } from "~/env";

/** Not here: what a dev-only route answers in production (and to a method it does not take). */
export const notFound = () => new Response("Not Found", { status: 404 });

/** The guard at the top of a dev-only loader or action: in production it throws the 404. */
export function devOnly(env: Env) {
  if (isProduction(env)) throw notFound();
}

/** The instant a Cron-like dev route runs at: `at` posted as ISO 8601, or now. */
export const runAt = z
  .string()
  .optional()
  .transform((v) => (v ? new Date(v) : new Date()))
  .refine((d) => !Number.isNaN(d.getTime()), "at must be an ISO 8601 instant");
