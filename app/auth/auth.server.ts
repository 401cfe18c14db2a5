// better-auth owns accounts, sessions and password resets. One instance per Worker
// environment (bindings are stable for an isolate's life), built lazily.
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { database, schema } from "~/db.server";
import type { Env } from "~/env";

const instances = new WeakMap<object, ReturnType<typeof createAuth>>();

function createAuth(env: Env, origin: string) {
  return betterAuth({
    appName: "Glowup",
    baseURL: env.BETTER_AUTH_URL ?? origin,
    basePath: "/api/auth",
    secret: env.BETTER_AUTH_SECRET ?? "glowup-insecure-local-secret-change-me",
    database: drizzleAdapter(database(env), {
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
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: false,
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: { enabled: true, storage: "database", modelName: "rateLimit" },
    advanced: {
      ipAddress: { ipAddressHeaders: ["cf-connecting-ip", "x-forwarded-for"] },
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
