// The app's configuration, read from the Worker's environment and checked once per
// isolate with one zod schema. Production is the default: development and test are
// opted into with APP_ENV. A configuration that cannot run safely is refused (the
// Worker answers 503 and logs one line) instead of running on a default.
import { z } from "zod";
import { isProduction, type Env } from "./env";

/** The shortest BETTER_AUTH_SECRET accepted (`openssl rand -hex 32` gives 64). */
export const MIN_SECRET_LENGTH = 32;
/** Requests per minute per IP on sign-in, sign-up and reset (AUTH_RATE_LIMIT overrides). */
export const DEFAULT_AUTH_RATE_LIMIT = 10;

const present = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optional = z.preprocess(present, z.string().optional());

const Schema = z
  .object({
    APP_ENV: z.preprocess(present, z.enum(["production", "development", "test"]).default("production")),
    BETTER_AUTH_SECRET: z.preprocess(
      present,
      z
        .string({ error: "BETTER_AUTH_SECRET is not set" })
        .min(MIN_SECRET_LENGTH, `BETTER_AUTH_SECRET is shorter than ${MIN_SECRET_LENGTH} characters`),
    ),
    BETTER_AUTH_URL: z.preprocess(
      present,
      z
        .string({ error: "BETTER_AUTH_URL is not set (the site's public origin, e.g. https://glowup.example)" })
        .pipe(z.url({ protocol: /^https?$/, error: "BETTER_AUTH_URL must be an http(s) URL" })),
    ),
    STRIPE_SECRET_KEY: optional,
    STRIPE_WEBHOOK_SECRET: optional,
    // Read only outside production (app/billing/stripe.server.ts): a leftover value never
    // sends the secret key anywhere but Stripe.
    STRIPE_API_BASE: z.preprocess(present, z.url().optional()),
    STRIPE_PRICE_STARTER: optional,
    STRIPE_PRICE_PRO: optional,
    STRIPE_PRICE_ELITE: optional,
    AUTH_RATE_LIMIT: z.preprocess(present, z.coerce.number().int().positive().optional()),
    MAIL_API_KEY: optional,
    // Web Push (decision 080): all three or none; without them the reminder goes by mail only.
    VAPID_PUBLIC_KEY: z.preprocess(
      present,
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{87}$/, "VAPID_PUBLIC_KEY must be a P-256 public key (65 bytes, base64url)")
        .optional(),
    ),
    VAPID_PRIVATE_KEY: z.preprocess(
      present,
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{43}$/, "VAPID_PRIVATE_KEY must be a P-256 private key (32 bytes, base64url)")
        .optional(),
    ),
    VAPID_SUBJECT: z.preprocess(
      present,
      z
        .string()
        .regex(/^(mailto:|https:\/\/)\S+$/, "VAPID_SUBJECT must be a mailto: or https: URL")
        .optional(),
    ),
  })
  .superRefine((v, ctx) => {
    if (v.APP_ENV === "production") {
      // Over http the session cookie cannot be Secure and HSTS cannot be sent.
      if (!v.BETTER_AUTH_URL.startsWith("https://"))
        ctx.addIssue({
          code: "custom",
          path: ["BETTER_AUTH_URL"],
          message: "BETTER_AUTH_URL must be an https URL in production",
        });
      // Without it nobody could reset a forgotten password.
      if (!v.MAIL_API_KEY)
        ctx.addIssue({
          code: "custom",
          path: ["MAIL_API_KEY"],
          message: "MAIL_API_KEY is not set (required in production: password reset mail)",
        });
    }
    const vapid = [v.VAPID_PUBLIC_KEY, v.VAPID_PRIVATE_KEY, v.VAPID_SUBJECT].filter(Boolean).length;
    if (vapid !== 0 && vapid !== 3)
      ctx.addIssue({
        code: "custom",
        path: ["VAPID_PUBLIC_KEY"],
        message:
          "VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT go together: set all three for web push, or none",
      });
    if (!v.STRIPE_SECRET_KEY) return;
    for (const name of [
      "STRIPE_WEBHOOK_SECRET",
      "STRIPE_PRICE_STARTER",
      "STRIPE_PRICE_PRO",
      "STRIPE_PRICE_ELITE",
    ] as const) {
      if (!v[name])
        ctx.addIssue({ code: "custom", path: [name], message: `${name} is not set (required with STRIPE_SECRET_KEY)` });
    }
  });

export type AppEnvName = "production" | "development" | "test";
export type Payments = "stripe" | "local" | "none";

export type AppConfig = {
  appEnv: AppEnvName;
  production: boolean;
  /** Signs session cookies, flash cookies' neighbours and the app's own tokens. */
  secret: string;
  /** The public origin (scheme://host[:port]) used for every link, cookie and redirect. */
  origin: string;
  /** Cookies carry Secure, and the session cookie has the __Secure- prefix. */
  secureCookies: boolean;
  /** Production: the session and auth cookies are __Host- (Secure, Path=/, no Domain), so
   * no sibling subdomain can plant one of the same name. */
  hostCookies: boolean;
  /** Strict-Transport-Security is sent (https and not localhost). */
  hsts: boolean;
  /** Stripe with a key; the local provider only outside production; else none. */
  payments: Payments;
  authRateLimit: number;
  /** Web Push's VAPID keys (decision 080), or null: the reminder then goes by mail only. */
  vapid: { publicKey: string; privateKey: string; subject: string } | null;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

type Checked = { ok: true; config: AppConfig } | { ok: false; message: string };
// Bindings are stable for an isolate's life (and `remix vite:dev` shares one env object).
const checked = new WeakMap<object, Checked>();

function read(env: Env): Checked {
  const parsed = Schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => i.message).join("; ");
    return { ok: false, message: `Glowup configuration refused (APP_ENV=${env.APP_ENV ?? "production"}): ${problems}` };
  }
  const v = parsed.data;
  const url = new URL(v.BETTER_AUTH_URL);
  const https = url.protocol === "https:";
  const local = LOCAL_HOSTS.has(url.hostname);
  const production = isProduction(env);
  return {
    ok: true,
    config: {
      appEnv: v.APP_ENV,
      production,
      secret: v.BETTER_AUTH_SECRET,
      origin: url.origin,
      secureCookies: https,
      hostCookies: production && https,
      hsts: https && !local,
      payments: v.STRIPE_SECRET_KEY ? "stripe" : production ? "none" : "local",
      authRateLimit: v.AUTH_RATE_LIMIT ?? DEFAULT_AUTH_RATE_LIMIT,
      vapid:
        v.VAPID_PUBLIC_KEY && v.VAPID_PRIVATE_KEY && v.VAPID_SUBJECT
          ? { publicKey: v.VAPID_PUBLIC_KEY, privateKey: v.VAPID_PRIVATE_KEY, subject: v.VAPID_SUBJECT }
          : null,
    },
  };
}

/** The configuration, or why it was refused (checked once per env object). */
export function checkConfig(env: Env): Checked {
  let found = checked.get(env);
  if (!found) {
    found = read(env);
    checked.set(env, found);
  }
  return found;
}

/** The site's public origin (BETTER_AUTH_URL), for canonical links, robots.txt and the sitemap. */
export const siteOrigin = (env: Env) => config(env).origin;

/** The validated configuration; throws ConfigError when it was refused. */
export function config(env: Env): AppConfig {
  const found = checkConfig(env);
  if (!found.ok) throw new ConfigError(found.message);
  return found.config;
}
