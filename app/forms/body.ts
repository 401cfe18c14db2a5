// How much a request may send. Every state-changing request is capped before anything
// reads it whole: by the declared Content-Length first, then by counting the bytes of a
// body sent without one, so a 100 MB POST is refused after 64 KB, never buffered.
// Photo uploads keep the scanner's own limit (app/scan/upload.server.ts).
import { formatNumber } from "~/calendar/numbers";

/** Forms: a sign-up or a chat message is a few hundred bytes; 64 KB leaves room. */
export const FORM_BODY_LIMIT = 64 * 1024;
/** Stripe's webhook events are far below 1 MB. */
export const WEBHOOK_BODY_LIMIT = 1024 * 1024;

const WEBHOOK_PATHS = ["/api/stripe/webhook"];
/** Photo uploads: the scanner's reader limits these bodies itself (the support desk's screenshot too). */
const UPLOAD_PATHS = ["/face-scanner", "/face-scanner/upload", "/support/new"];

/** The most a request to `pathname` may send, or null where the route limits it itself. */
export function bodyLimitFor(pathname: string): number | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  if (UPLOAD_PATHS.includes(path)) return null;
  return WEBHOOK_PATHS.includes(path) ? WEBHOOK_BODY_LIMIT : FORM_BODY_LIMIT;
}

const kb = (bytes: number) => `${formatNumber(Math.round(bytes / 1024))} KB`;

/** The short answer to a body over its limit. */
export function tooLargeResponse(limit: number) {
  return new Response(`Too large: this address accepts at most ${kb(limit)}. Please send less.`, {
    status: 413,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", Connection: "close" },
  });
}

/** The body's bytes, read while counting; null past `limit` (the rest is not read). */
export async function readCapped(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get("Content-Length") ?? NaN);
  if (Number.isFinite(declared) && declared > limit) {
    await request.body?.cancel().catch(() => {});
    return null;
  }
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let seen = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    seen += value.byteLength;
    if (seen > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(seen);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The request with its body within the limit of its address, or the 413 to answer.
 * A body that declares its length within the limit passes untouched; one sent without
 * a length (chunked) is read here, counted, and handed on as bytes.
 */
export async function limitBody(request: Request): Promise<Request | Response> {
  if (SAFE_METHODS.has(request.method) || !request.body) return request;
  const limit = bodyLimitFor(new URL(request.url).pathname);
  if (limit === null) return request;
  const declared = Number(request.headers.get("Content-Length") ?? NaN);
  if (Number.isFinite(declared) && declared <= limit) return request;
  const body = await readCapped(request, limit);
  if (!body) return tooLargeResponse(limit);
  return new Request(request, { body });
}
