// Worker-test helpers: submit forms the way a browser does and carry cookies along.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import worker from "../worker-entry";

export const ORIGIN = "http://localhost";

/**
 * A request to the app, handled by the Worker's own fetch handler in this isolate. Not
 * SELF.fetch: in vitest-pool-workers every SELF.fetch gets slower the more requests the
 * pool's workerd has served (workers-sdk#15446; measured here 5 ms -> 160 ms per request
 * after 800), which made the authorization matrix take two minutes. The handler is flat.
 */
export async function appFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  let request = new Request(input, init);
  // Like fetch's default redirect: "follow" (no cookie jar, a GET after 301-303).
  for (let hops = 0; ; hops++) {
    const ctx = createExecutionContext();
    const res = await worker.fetch(request, env, ctx);
    // Like the runtime, the request's background work (waitUntil) finishes before the next one.
    await waitOnExecutionContext(ctx);
    const location = res.headers.get("Location");
    if (request.redirect === "manual" || !location || ![301, 302, 303, 307, 308].includes(res.status) || hops === 5)
      return res;
    const keep = res.status === 307 || res.status === 308;
    request = new Request(new URL(location, request.url), keep ? request : { headers: request.headers });
  }
}

/**
 * A request through the Worker with the bench's D1 counter on (app/instrumentation.server.ts,
 * BENCH_COUNT_D1=1), the guard of decisions 045 and 052: its status, its D1 round trips (a
 * batch is one, each lone statement is one) and their SQL, shortened.
 */
export async function countedFetch(request: Request) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(request, { ...(env as object), BENCH_COUNT_D1: "1" } as never, ctx);
  await res.clone().arrayBuffer();
  await waitOnExecutionContext(ctx);
  return {
    res,
    status: res.status,
    trips: Number(res.headers.get("x-d1-round-trips")),
    sql: res.headers.get("x-d1-sql") ?? "",
  };
}

let ipCounter = 0;
/** A fresh client IP, so rate limits of one test never leak into another. */
export const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

export class Browser {
  cookies = new Map<string, string>();
  constructor(
    public ip = freshIp(),
    public origin = ORIGIN,
  ) {}

  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  private remember(res: Response) {
    for (const c of res.headers.getSetCookie()) {
      const [pair, ...attrs] = c.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /max-age=0\b/i.test(a.trim())) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  /** A GET of `path` as this browser sends it (not sent). */
  getRequest(path: string) {
    return new Request(`${this.origin}${path}`, {
      redirect: "manual",
      headers: { Cookie: this.cookieHeader(), "cf-connecting-ip": this.ip },
    });
  }

  /** A form post to `path` as this browser sends it (not sent): a urlencoded body, or multipart for FormData. */
  postRequest(path: string, fields: Record<string, string> | FormData, headers: Record<string, string> = {}) {
    const form = fields instanceof FormData;
    return new Request(`${this.origin}${path}`, {
      method: "POST",
      redirect: "manual",
      body: form ? fields : new URLSearchParams(fields),
      headers: {
        ...(form ? {} : { "Content-Type": "application/x-www-form-urlencoded" }),
        Origin: this.origin,
        Host: new URL(this.origin).host,
        Cookie: this.cookieHeader(),
        "cf-connecting-ip": this.ip,
        ...headers,
      },
    });
  }

  async get(path: string) {
    return this.remember(await appFetch(this.getRequest(path)));
  }

  async post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
    return this.remember(await appFetch(this.postRequest(path, fields, headers)));
  }

  /** Sends `request` with the bench's D1 counter on (countedFetch), keeping the cookies it sets. */
  async counted(request: Request) {
    const out = await countedFetch(request);
    this.remember(out.res);
    return out;
  }

  /** Follow one redirect and return the page it lands on. */
  async follow(res: Response) {
    const to = res.headers.get("Location");
    if (!to) throw new Error(`expected a redirect, got ${res.status}`);
    return this.get(to.replace(this.origin, ""));
  }

  signedIn() {
    return [...this.cookies.keys()].some((k) => k.includes("session_token"));
  }
}

export async function signUp(
  b: Browser,
  email: string,
  username: string,
  password = "secret123",
  extra: Record<string, string> = {},
) {
  return b.post("/auth", { mode: "signup", email, username, password, confirmPassword: password, ...extra });
}

export async function signIn(b: Browser, email: string, password = "secret123", redirect = "/") {
  return b.post("/auth", { mode: "signin", email, password, redirect });
}
