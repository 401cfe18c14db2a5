// How a request picks its D1 session (decision 030). Reads may be served by the nearest
// read replica; a member who just wrote carries the write's bookmark in a short-lived,
// signed cookie, so the next page (the redirect after a form) reads at least that state,
// whichever replica answers.
import type { AppConfig } from "./config.server";
import { sign, verify } from "./security/signing.server";

type Cfg = Pick<AppConfig, "secureCookies" | "secret">;

const COOKIE = "gu_d1";
/** Replicas catch up within seconds; the bookmark only has to outlive the redirect. */
const BOOKMARK_MAX_AGE = 120;
const READS = new Set(["GET", "HEAD", "OPTIONS"]);
const MAX_COOKIE = 600;

const cookieName = (cfg: Cfg) => (cfg.secureCookies ? `__Host-${COOKIE}` : COOKIE);

/** The bookmark this browser brought back after a write, if we signed it. */
export async function bookmarkOf(request: Request, cfg: Cfg): Promise<string | null> {
  const name = cookieName(cfg);
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at === -1 || part.slice(0, at).trim() !== name) continue;
    const value = part.slice(at + 1).trim();
    if (value.length > MAX_COOKIE) return null;
    const signed = await verify<{ d1?: unknown }>(value, cfg.secret);
    return typeof signed?.d1 === "string" ? signed.d1 : null;
  }
  return null;
}

/**
 * The session's start: the browser's bookmark (read your own writes); else a write starts
 * at the primary, and a read anywhere (the nearest replica).
 */
export async function sessionConstraint(request: Request, cfg: Cfg): Promise<string> {
  return (await bookmarkOf(request, cfg)) ?? (READS.has(request.method) ? "first-unconstrained" : "first-primary");
}

/** After a write, the response hands the browser the session's bookmark, signed. */
export async function withBookmark(
  request: Request,
  response: Response,
  bookmark: string | null,
  cfg: Cfg,
): Promise<Response> {
  if (READS.has(request.method) || !bookmark || response.status === 101) return response;
  const value = await sign({ d1: bookmark }, cfg.secret);
  if (value.length > MAX_COOKIE) return response;
  const cookie = `${cookieName(cfg)}=${value}; Path=/; Max-Age=${BOOKMARK_MAX_AGE}; HttpOnly; SameSite=Lax${cfg.secureCookies ? "; Secure" : ""}`;
  try {
    response.headers.append("Set-Cookie", cookie);
    return response;
  } catch {
    const headers = new Headers(response.headers);
    headers.append("Set-Cookie", cookie);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}
