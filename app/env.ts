// The Worker's bindings and settings (wrangler.toml, .dev.vars, secrets).

export interface Env {
  DB: D1Database;
  PHOTOS: R2Bucket;
  /** Resizes uploaded photos outside the isolate (app/scan/photo.server.ts). */
  IMAGES?: ImagesBinding;
  AI?: Ai;
  ChatRoom: DurableObjectNamespace;
  ASSETS?: Fetcher;
  /** Unset or "production": dev-only things are off. "development" / "test" opt in. */
  APP_ENV?: string;
  BETTER_AUTH_SECRET?: string;
  /** Public origin, e.g. https://glowup.example; required (app/config.server.ts). */
  BETTER_AUTH_URL?: string;
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  STRIPE_API_BASE?: string;
  STRIPE_PRICE_STARTER?: string;
  STRIPE_PRICE_PRO?: string;
  STRIPE_PRICE_ELITE?: string;
  /** Sign-in, sign-up and reset requests allowed per IP per minute (default 10). */
  AUTH_RATE_LIMIT?: string;
  /** "local" (photo measurements) or "workers-ai"; unset: workers-ai in production, else local. */
  FACE_ANALYZER?: string;
  MAIL_API_KEY?: string;
  MAIL_FROM?: string;
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
  /** "1" turns on the request instrumentation (app/instrumentation.server.ts): D1 counts, Server-Timing. Only bench/run.mjs sets it. */
  BENCH_COUNT_D1?: string;
  /** Under BENCH_COUNT_D1: each D1 round trip first waits this many ms (a member far from the primary). */
  BENCH_D1_LATENCY_MS?: string;
  /** "1", on a development server only: POST /dev/sql runs a statement (the end-to-end tests' setup, app/routes/dev.sql.ts). */
  E2E_SQL?: string;
}

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: { env: Env; ctx: ExecutionContext };
    /** Per-request memos (app/load-context.ts); a new Map for every request. */
    requestMemo: Map<string, unknown>;
    /** This request's Content-Security-Policy nonce (app/security/headers.server.ts); "" on a shared page. */
    cspNonce: string;
    /** For a page shared through the edge cache: no nonce, these inline-script hashes instead. */
    cspHashes: readonly string[];
    /** What Cloudflare's edge knew about the request (app/load-context.ts). */
    cf?: { timezone: unknown };
    /** This request's id: in error log lines and the x-request-id header (app/ops/). */
    requestId: string;
  }
}

/**
 * Production unless development or test is asked for explicitly (secure by default): the
 * one answer to "is this production?" (app/config.server.ts refuses any other APP_ENV).
 */
export const isProduction = (env: Env) => env.APP_ENV !== "development" && env.APP_ENV !== "test";
