// better-auth owns accounts, sessions, password resets and auth rate limits. One
// instance per Worker environment (bindings are stable for an isolate's life).
import { betterAuth } from "better-auth";
import { APIError } from "better-auth/api";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { eq } from "drizzle-orm";
import { database, schema } from "~/db.server";
import type { Env } from "~/env";
import { mailer } from "~/mail/mail.server";
import { PASSWORD_MAX, PASSWORD_MIN } from "./forms";
import { hashPassword, verifyPassword } from "./password.server";

const instances = new WeakMap<object, Auth>();

/** Requests per minute per IP on sign-in, sign-up and reset (AUTH_RATE_LIMIT overrides). */
const DEFAULT_AUTH_RATE_LIMIT = 10;
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

/** The secret that signs session cookies (a fixed, loudly-named one only for local use). */
export const authSecret = (env: Env) => env.BETTER_AUTH_SECRET ?? "glowup-insecure-local-secret-change-me";

function createAuth(env: Env, origin: string) {
  const db = database(env);
  const perMinute = Number(env.AUTH_RATE_LIMIT) || DEFAULT_AUTH_RATE_LIMIT;
  const baseURL = env.BETTER_AUTH_URL ?? origin;
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
        await mailer(env).send({
          to: user.email,
          subject: "Reset your Glowup password",
          text: `Hi ${user.name},\n\nSomeone asked to reset the password of your Glowup account. If it was you, open this link within an hour to choose a new one:\n\n${link}\n\nIf it was not you, ignore this mail: your password stays as it is.\n`,
        });
      },
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
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: ["cf-connecting-ip", "x-forwarded-for"] },
    },
    databaseHooks: {
      user: {
        create: {
          // The profile is written with the account; a taken username undoes both.
          async after(user) {
            try {
              await db.insert(schema.userProfiles).values({ userId: user.id, username: user.name });
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

export function auth(env: Env, request: Request): Auth {
  let instance = instances.get(env);
  if (!instance) {
    instance = createAuth(env, new URL(request.url).origin);
    instances.set(env, instance);
  }
  return instance;
}
