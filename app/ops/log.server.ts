// Writes error lines (app/ops/request-log.ts) with this deployment's secrets masked.
import type { Env } from "~/env";
import { errorLine } from "./request-log";

const secretsOf = (env: Env) => [env.BETTER_AUTH_SECRET, env.STRIPE_SECRET_KEY, env.STRIPE_WEBHOOK_SECRET, env.MAIL_API_KEY];

/** One JSON line on stderr (Workers Logs / `wrangler tail` keep it). */
export function logRequestError(
  env: Env,
  input: { requestId: string; request: Request; status?: number; error: unknown },
) {
  const line = errorLine(
    { requestId: input.requestId, method: input.request.method, url: input.request.url, status: input.status ?? 500, error: input.error },
    secretsOf(env),
  );
  console.error(JSON.stringify(line));
}
