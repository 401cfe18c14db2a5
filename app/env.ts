// The Worker's bindings and settings (wrangler.toml, .dev.vars, secrets).
import type { DurableObjectNamespace } from "@cloudflare/workers-types";

export interface Env {
  DB: D1Database;
  PHOTOS: R2Bucket;
  AI?: Ai;
  ChatRoom: DurableObjectNamespace;
  ASSETS?: Fetcher;
  /** "production" turns off everything dev-only (demo accounts, /dev/*). */
  APP_ENV?: string;
  BETTER_AUTH_SECRET?: string;
  /** Public origin, e.g. https://glowup.example; defaults to the request's origin. */
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
}

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: { env: Env; ctx: ExecutionContext };
    /** Per-request memos (app/load-context.ts); a new Map for every request. */
    requestMemo: Map<string, Promise<unknown>>;
  }
}

export const isProduction = (env: Env) => env.APP_ENV === "production";
