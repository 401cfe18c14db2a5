// better-auth owns accounts, sessions, password resets and auth rate limits. One
// instance per Worker environment (bindings are stable for an isolate's life), built
// from the validated configuration only: never from a request's Host.
import { betterAuth } from "better-auth";
import { APIError } from "better-auth/api";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { eq } from "drizzle-orm";
import { database, schema } from "~/db.server";
import { config } from "~/config.server";
import type { Env } from "~/env";
import { mailer } from "~/mail/mail.server";
import { resetMail } from "~/mail/messages";
import { logError } from "~/ops/log.server";
import { PASSWORD_MAX, PASSWORD_MIN } from "./forms";
import { hashPassword, verifyPassword } from "./password.server";
import { profileRowInsert } from "./profile-row.server";
import { claimVerificationLink, sendVerificationLink, VERIFY_TOKEN_TTL_SECONDS } from "./verification-links.server";

const instances = new WeakMap<object, Auth>();

export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

/** The secret that signs session cookies and the app's tokens (validated; no fallback). */
export const authSecret = (env: Env) => config(env).secret;

const COOKIE_PREFIX = "better-auth";
const SECURE = "__Secure-";
const HOST = "__Host-";
/** Every cookie better-auth may have set for a session, over http, https and in production. */
export const SESSION_COOKIE_NAMES = ["session_token", "session_data", "dont_remember"].flatMap((part) => [
  `${COOKIE_PREFIX}.${part}`,
  `${SECURE}${COOKIE_PREFIX}.${part}`,
  `${HOST}${COOKIE_PREFIX}.${part}`,
]);

/** The prefix of the auth cookies' names: __Host- in production, __Secure- over other https. */
const cookiePrefix = (env: Env) => {
  const cfg = config(env);
  return cfg.hostCookies ? HOST : cfg.secureCookies ? SECURE : "";
};

/** The session cookie's name: only this one is read (another prefix is someone else's). */
export const sessionCookieName = (env: Env) => `${cookiePrefix(env)}${COOKIE_PREFIX}.session_token`;

function createAuth(env: Env) {
  const db = database(env);
  const cfg = config(env);
  const perMinute = cfg.authRateLimit;
  const baseURL = cfg.origin;
  return betterAuth({
    appName: "Glowup",
    baseURL,
    basePath: "/api/auth",
    secret: authSecret(env),
    database: drizzleAdapter(db, {
      provider: "sqlite",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      autoSignIn: false,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        const link = `${baseURL}/auth/reset?token=${encodeURIComponent(token)}`;
        const mail = resetMail({ name: user.name, url: link, ttlSeconds: RESET_TOKEN_TTL_SECONDS });
        // A failed send is logged without the address (the page says the same either way).
        await mailer(env)
          .send({ to: user.email, ...mail })
          .catch((error: unknown) => logError("reset-mail", error));
      },
    },
    // Members use the app before verifying; the free trial needs a verified address.
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: VERIFY_TOKEN_TTL_SECONDS,
      sendVerificationEmail: ({ user, token }) => sendVerificationLink(env, user, token),
      beforeEmailVerification: (user, request) => claimVerificationLink(env, user.id, request),
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      storage: "database",
      modelName: "rateLimit",
      window: 60,
      max: 300,
      customRules: {
        "/sign-in/email": { window: 60, max: perMinute },
        "/sign-up/email": { window: 60, max: perMinute },
        "/request-password-reset": { window: 60, max: perMinute },
        "/reset-password": { window: 60, max: perMinute },
        "/send-verification-email": { window: 60, max: perMinute },
      },
    },
    advanced: {
      // Cloudflare sets cf-connecting-ip and a client cannot; X-Forwarded-For is anyone's.
      ipAddress: { ipAddressHeaders: ["cf-connecting-ip"] },
      // better-auth knows only __Secure-: in production the prefix is __Host- instead, its
      // rules (Secure, Path=/, no Domain) kept by the attributes below.
      useSecureCookies: cfg.secureCookies && !cfg.hostCookies,
      cookiePrefix: cfg.hostCookies ? `${HOST}${COOKIE_PREFIX}` : COOKIE_PREFIX,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: cfg.secureCookies, path: "/" },
    },
    databaseHooks: {
      user: {
        create: {
          // The profile is written with the account; a taken username undoes both.
          async after(user) {
            try {
              await profileRowInsert(db, user.id, user.name);
            } catch {
              await db.delete(schema.user).where(eq(schema.user.id, user.id));
              throw new APIError("BAD_REQUEST", { message: "That username is already taken", code: "USERNAME_TAKEN" });
            }
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** The request argument is accepted for older callers and ignored: the origin is configured. */
export function auth(env: Env, _request?: Request): Auth {
  let instance = instances.get(env);
  if (!instance) {
    instance = createAuth(env);
    instances.set(env, instance);
  }
  return instance;
}
