// Writes error lines (app/ops/request-log.ts) with this deployment's secrets masked.
// The Worker runs each request inside `inRequestScope`, so an error handled deep in a
// domain module (a Stripe outage, an unreachable chat room) is logged with the id of the
// request it happened in, without passing the request down.
import { AsyncLocalStorage } from "node:async_hooks";
import type { Env } from "~/env";
import { errorLine } from "./request-log";

type Scope = { requestId: string; method: string; url: string; env: Env };

// One store per isolate: app/worker.ts (bundled by wrangler) and the Remix build (bundled
// by Vite) each get a copy of this module, so the store lives on globalThis.
const KEY = Symbol.for("glowup.ops.request-scope");
const scopes: AsyncLocalStorage<Scope> = ((globalThis as Record<symbol, unknown>)[KEY] ??=
  new AsyncLocalStorage<Scope>()) as AsyncLocalStorage<Scope>;

const secretsOf = (env: Env) => [
  env.BETTER_AUTH_SECRET,
  env.STRIPE_SECRET_KEY,
  env.STRIPE_WEBHOOK_SECRET,
  env.MAIL_API_KEY,
];

/** Runs one request's handling with its id available to `logError`. */
export function inRequestScope<T>(scope: { requestId: string; request: Request; env: Env }, run: () => T): T {
  return scopes.run(
    { requestId: scope.requestId, method: scope.request.method, url: scope.request.url, env: scope.env },
    run,
  );
}

/** One JSON line on stderr (Workers Logs / `wrangler tail` keep it) for a request that failed. */
export function logRequestError(
  env: Env,
  input: { requestId: string; request: Request; status?: number; error: unknown },
) {
  const line = errorLine(
    {
      requestId: input.requestId,
      method: input.request.method,
      url: input.request.url,
      status: input.status ?? 500,
      error: input.error,
    },
    secretsOf(env),
  );
  console.error(JSON.stringify(line));
}

/**
 * One JSON line for an error the app handled (the visitor got a message, not a 500):
 * `event` says what failed. Outside a request (`npm run dev`'s Vite server, scripts) the
 * request id is null.
 */
export function logError(event: string, error: unknown) {
  const scope = scopes.getStore();
  const line = errorLine(
    { event, requestId: scope?.requestId ?? null, method: scope?.method ?? "-", url: scope?.url ?? "http://-/", error },
    scope ? secretsOf(scope.env) : [],
  );
  console.error(JSON.stringify(line));
}

/** One warning line for a path no page answers (the splat route, an unknown guide). */
export function logNotFound(request: Request) {
  console.warn(`404: no page at ${new URL(request.url).pathname}`);
}
