import type { ActionFunctionArgs, AppLoadContext, EntryContext, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToReadableStream } from "react-dom/server";
import { config } from "./config.server";
import { PAGE_CACHE_CONTROL } from "./edge-cache.server";
import { logRequestError } from "./ops/log.server";
import { RequestIdProvider } from "./ops/request-id";
import { REQUEST_ID_HEADER } from "./ops/request-log";
import { applySecurityHeaders } from "./security/headers.server";
import { NonceProvider } from "./security/nonce";
import { inlinePageCss } from "./styles/page-css.server";
import { MEMBER_HEADER } from "./offline/pages";

const ABORT_DELAY = 5_000;

/** Every unexpected loader, action or render error: one structured line with the request id. */
export function handleError(error: unknown, { request, context }: LoaderFunctionArgs | ActionFunctionArgs) {
  if (request.signal.aborted) return;
  // Remix's own answers to a wrong request (a POST to a page without an action, 405; an
  // unknown route, 404) are the visitor's mistake, not a failure of ours.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  logRequestError(context.cloudflare.env, { requestId: context.requestId, request, status: 500, error });
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const controller = new AbortController();
  const timeoutId = setTimeout(() => controller.abort(), ABORT_DELAY);
  const nonce = loadContext.cspNonce;
  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <RequestIdProvider value={loadContext.requestId}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </RequestIdProvider>
    </NonceProvider>,
    {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        if (!controller.signal.aborted)
          logRequestError(loadContext.cloudflare.env, {
            requestId: loadContext.requestId,
            request,
            status: 500,
            error,
          });
        responseStatusCode = 500;
      },
    },
  );
  const stopTimer = () => clearTimeout(timeoutId);
  body.allReady.then(stopTimer, stopTimer);
  // Send complete documents: small pages, and crawlers and no-JS browsers get all of it.
  await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set(REQUEST_ID_HEADER, loadContext.requestId);
  if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", PAGE_CACHE_CONTROL);
  // The Worker adds these to every response too; here they also cover `remix vite:dev`.
  applySecurityHeaders(responseHeaders, config(loadContext.cloudflare.env), nonce, loadContext.cspHashes);
  // A visitor's public page: the rules it uses go inline (decision 027; the root marks it).
  const root = remixContext.staticHandlerContext.loaderData.root as
    { pageCss?: boolean; member?: string | null } | undefined;
  // Whose page this is: the service worker keeps saved pages per member (decision 079).
  if (root?.member) responseHeaders.set(MEMBER_HEADER, root.member);
  if (root?.pageCss)
    return new Response(inlinePageCss(await new Response(body).text()), {
      headers: responseHeaders,
      status: responseStatusCode,
    });
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
