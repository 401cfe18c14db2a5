// One load context per request, made the same way by the Worker (app/worker.ts) and by
// `remix vite:dev` (vite.config.ts). The dev proxy hands every request the *same*
// `context.cloudflare` object for the server's whole life, so nothing per request may
// be keyed on it; per-request memos live in the fresh object made here.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Env } from "./env";
import { newRequestId } from "./ops/request-log";
import { newNonce } from "./security/headers.server";

type Platform = { cloudflare: { env: Env; ctx: ExecutionContext } };

/** `shared`: the page will be served to every visitor from the edge cache (no per-request nonce). */
export function getLoadContext({
  request,
  context,
  shared,
}: {
  request: Request;
  context: Platform;
  shared?: { scriptHashes: readonly string[] };
}): AppLoadContext {
  // Remix gives loaders a copy of the request without `cf`; keep what the edge knows here.
  const cf = (request as Request & { cf?: { timezone?: unknown } }).cf;
  return {
    cloudflare: context.cloudflare,
    requestMemo: new Map(),
    cspNonce: shared ? "" : newNonce(),
    cspHashes: shared?.scriptHashes ?? [],
    cf: { timezone: cf?.timezone ?? null },
    requestId: newRequestId(),
  };
}

/** Runs `load` once per request per key; every loader of the request shares the result. */
export function oncePerRequest<T>(context: AppLoadContext, key: string, load: () => T): T {
  let found = context.requestMemo.get(key) as T | undefined;
  if (found === undefined) {
    found = load();
    context.requestMemo.set(key, found);
  }
  return found;
}

/** The request's `waitUntil`: work that must finish even after the response has gone. */
export function background(context: AppLoadContext) {
  return (work: Promise<unknown>) => context.cloudflare.ctx.waitUntil(work);
}
