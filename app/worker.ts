// The Worker's fetch handler around a Remix server build: configuration check, chat
// rooms, then Remix, with the security headers on every response. Its scheduled handler
// runs the hourly streak reminders, trial-ending mails, weekly leagues and monthly reviews (wrangler.toml [triggers]).
// server.ts (production) and tests/worker-entry.ts (Worker tests) both use it.
import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import { routeRoomRequest } from "../party/route";
import { countD1, withServerTiming } from "./instrumentation.server";
import { checkConfig } from "./config.server";
import { sessionConstraint, withBookmark } from "./d1-session.server";
import { database, inD1Session } from "./db.server";
import { forgetClientKeys } from "./client-key.server";
import type { Env } from "./env";
import { limitBody } from "./forms/body";
import { getLoadContext } from "./load-context";
import { inRequestScope, logError, logRequestError } from "./ops/log.server";
import { sendStreakReminders } from "./reminders/index.server";
import { leagueCron } from "./leagues/index.server";
import { writeMonthlyReviews } from "./logbook/index.server";
import { sendTrialEndingMails } from "./billing/index.server";
import { REQUEST_ID_HEADER } from "./ops/request-log";
import { configurationHash, edgeCache, edgeCacheKey, forEdge, fromEdge, isShareable } from "./edge-cache.server";
import { inlineScriptHashes, withSecurityHeaders } from "./security/headers.server";

// One log line per refused configuration (per isolate), not one per request.
const reported = new WeakSet<object>();

function unavailable(env: Env, message: string) {
  if (!reported.has(env)) {
    reported.add(env);
    console.error(message);
  }
  return new Response("Service unavailable: this site is not configured yet.", {
    status: 503,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "Retry-After": "300",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
    },
  });
}

export function makeWorker(build: ServerBuild, mode?: string) {
  const handleRemix = createRequestHandler(build, mode);
  // Each deploy's build has its own version: the edge cache's keys follow it, and the
  // configuration's hash (a changed setting reaches the pages too).
  const buildVersion = (build as Partial<ServerBuild>).assets?.version;
  const handle = async (request: Request, env: Env, ctx: ExecutionContext): Promise<Response> => {
    const checked = checkConfig(env);
    if (!checked.ok) return unavailable(env, checked.message);
    // A signed-out public page: from this data centre's cache, or rendered to be shared.
    const edgeKey = buildVersion ? edgeCacheKey(request, `${buildVersion}.${await configurationHash(env)}`) : null;
    // The cache is an optimisation: if it fails, the page is rendered.
    const cached = edgeKey
      ? await edgeCache()
          .match(edgeKey)
          .catch(() => undefined)
      : undefined;
    const shared = edgeKey ? { scriptHashes: await inlineScriptHashes() } : undefined;
    const load = getLoadContext({ request, context: { cloudflare: { env, ctx } }, shared });
    if (cached) return withRequestId(fromEdge(cached), load.requestId);
    // One D1 session per request: replicas for reads, the browser's bookmark after a write.
    const session = env.DB.withSession(await sessionConstraint(request, checked.config));
    const rendered = await inD1Session(session, () =>
      inRequestScope({ requestId: load.requestId, request, env }, () => handleWith(load, checked.config, request, env)),
    );
    const response = await withBookmark(request, rendered, session.getBookmark(), checked.config);
    if (edgeKey && isShareable(response))
      ctx.waitUntil(
        edgeCache()
          .put(edgeKey, forEdge(response.clone()))
          .catch(() => {}),
      );
    return response;
  };
  const handleWith = async (
    load: ReturnType<typeof getLoadContext>,
    config: Parameters<typeof withSecurityHeaders>[1],
    request: Request,
    env: Env,
  ): Promise<Response> => {
    const secure = (response: Response) =>
      withRequestId(withSecurityHeaders(response, config, load.cspNonce, load.cspHashes), load.requestId);
    try {
      if (isCrossSiteWrite(request)) {
        // Answered unread: the sender is told to stop (a refused upload costs nothing).
        void request.body?.cancel().catch(() => {});
        return secure(new Response("Cross-site request refused", { status: 403 }));
      }
      // Every body within its limit before anything reads it (app/forms/body.ts).
      const limited = await limitBody(request);
      if (limited instanceof Response) return secure(limited);
      request = limited;
      const room = await routeRoomRequest(request, env as unknown as Record<string, unknown>);
      if (room) return secure(room);
      return secure(await handleRemix(request, load));
    } catch (error) {
      // Anything Remix itself did not turn into a page: one log line, a plain 500.
      logRequestError(env, { requestId: load.requestId, request, status: 500, error });
      return secure(
        new Response(`Unexpected Application Error! Something went wrong on our side. Reference: ${load.requestId}`, {
          status: 500,
          headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
        }),
      );
    }
  };
  return {
    fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
      // Benchmark only (bench/run.mjs): D1 counts and Server-Timing on the response.
      if (env.BENCH_COUNT_D1 === "1")
        return withServerTiming(() => countD1(env, request, (e) => handle(request, e, ctx)));
      return handle(request, env, ctx);
    },
    scheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext) {
      const checked = checkConfig(env);
      if (!checked.ok) return void console.error(checked.message);
      ctx.waitUntil(
        sendStreakReminders(env, new Date(controller.scheduledTime)).then(
          (run) => console.log(JSON.stringify({ level: "info", event: "streak-reminders", ...run })),
          (error) => logError("streak-reminders", error),
        ),
      );
      ctx.waitUntil(
        sendTrialEndingMails(env, new Date(controller.scheduledTime)).then(
          (run) => console.log(JSON.stringify({ level: "info", event: "trial-ending-mails", ...run })),
          (error) => logError("trial-ending-mails", error),
        ),
      );
      ctx.waitUntil(
        leagueCron(env, new Date(controller.scheduledTime)).then(
          (run) => console.log(JSON.stringify({ level: "info", event: "leagues", ...run })),
          (error) => logError("leagues", error),
        ),
      );
      ctx.waitUntil(
        writeMonthlyReviews(env, new Date(controller.scheduledTime)).then(
          (run) => console.log(JSON.stringify({ level: "info", event: "monthly-reviews", ...run })),
          (error) => logError("monthly-reviews", error),
        ),
      );
      // The offline queue's keys outlive any queue (decision 081): forget old ones.
      ctx.waitUntil(
        forgetClientKeys(database(env), new Date(controller.scheduledTime)).then(
          () => undefined,
          (error) => logError("client-keys", error),
        ),
      );
    },
  } satisfies ExportedHandler<Env>;
}

/** The request id on the response (not on a WebSocket upgrade, whose headers are fixed). */
function withRequestId(response: Response, requestId: string) {
  if (response.status === 101 || (response as { webSocket?: unknown }).webSocket) return response;
  try {
    response.headers.set(REQUEST_ID_HEADER, requestId);
    return response;
  } catch {
    const headers = new Headers(response.headers);
    headers.set(REQUEST_ID_HEADER, requestId);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
// Requests that prove themselves with a signature, not a cookie, so a forged cross-site
// post gains nothing: Stripe's signed webhook, and a mail provider's one-click
// unsubscribe (RFC 8058), whose signed token is in the URL.
const ORIGINLESS_PATHS = ["/api/stripe/webhook", "/reminders/unsubscribe", "/reviews/unsubscribe"];

/**
 * A state-changing request not shown to come from this site. Browsers send Origin on
 * every POST (forms and fetch alike), so a missing Origin is refused too
 * (docs/decisions/033-request-bodies-and-origin.md); only the signed paths above go without.
 */
export function isCrossSiteWrite(request: Request) {
  if (SAFE_METHODS.has(request.method)) return false;
  const url = new URL(request.url);
  if (ORIGINLESS_PATHS.includes(url.pathname)) return false;
  const origin = request.headers.get("Origin");
  return origin !== url.origin;
}
