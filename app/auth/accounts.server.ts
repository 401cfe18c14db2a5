// Account actions for the HTML forms. Each goes through better-auth's own request
// handler (not its bare API), so its rate limiter and origin checks apply to every
// sign-in, sign-up and reset exactly as they would to a JSON client.
import { and, eq, ne, or, sql } from "drizzle-orm";
import { database, schema, type Database, type MemberId } from "~/db.server";
import { config } from "~/config.server";
import type { Env } from "~/env";
import { isProduction } from "~/env";
import { auth } from "./auth.server";
import { logError } from "~/ops/log.server";
import { usernameSkeleton } from "./username-skeleton";

/** Demo members (scripts/seed/demo.mjs) live on this reserved domain; production never signs them in. */
export const DEMO_EMAIL_DOMAIN = "@demo.test";

export type AuthResult =
  { ok: true; headers: Headers; data: unknown } | { ok: false; status: number; code: string; message: string };

export async function callAuth(request: Request, env: Env, path: string, body: unknown): Promise<AuthResult> {
  // The Worker has already refused cross-site writes; better-auth sees the configured origin.
  const origin = config(env).origin;
  const headers = new Headers({ "Content-Type": "application/json", Origin: origin });
  for (const name of ["cookie", "cf-connecting-ip", "user-agent"]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const res = await auth(env).handler(
    new Request(`${origin}/api/auth${path}`, { method: "POST", headers, body: JSON.stringify(body) }),
  );
  const data = (await res.json().catch(() => null)) as { code?: string; message?: string } | null;
  if (res.ok) {
    const out = new Headers();
    for (const cookie of res.headers.getSetCookie()) out.append("Set-Cookie", cookie);
    return { ok: true, headers: out, data };
  }
  if (res.status === 429) {
    return {
      ok: false,
      status: 429,
      code: "RATE_LIMITED",
      message: "Too many attempts. Please wait a minute and try again.",
    };
  }
  return {
    ok: false,
    status: res.status,
    code: data?.code ?? "UNKNOWN",
    message: data?.message || "An error occurred",
  };
}

export async function signInWithPassword(
  request: Request,
  env: Env,
  email: string,
  password: string,
): Promise<AuthResult> {
  if (isProduction(env) && email.toLowerCase().endsWith(DEMO_EMAIL_DOMAIN)) {
    return { ok: false, status: 401, code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" };
  }
  return callAuth(request, env, "/sign-in/email", { email, password, rememberMe: true });
}

export function signOut(request: Request, env: Env) {
  return callAuth(request, env, "/sign-out", {});
}

export function requestPasswordReset(request: Request, env: Env, email: string) {
  return callAuth(request, env, "/request-password-reset", { email, redirectTo: "/auth/reset" });
}

export function resetPassword(request: Request, env: Env, token: string, newPassword: string) {
  return callAuth(request, env, "/reset-password", { token, newPassword });
}

/** A member other than `except` whose name looks like `username` (case, accents, look-alikes): the read before a rename. */
export const usernameTakenQuery = (db: Database, username: string, except?: MemberId) => {
  const p = schema.userProfiles;
  const taken = or(eq(p.usernameSkeleton, usernameSkeleton(username)), sql`lower(${p.username}) = lower(${username})`);
  return db
    .select({ userId: p.userId })
    .from(p)
    .where(except ? and(taken, ne(p.userId, except)) : taken)
    .limit(1);
};

export type UsernameChange = "updated" | "taken" | "failed";

/** Renames the member (`taken`: usernameTakenQuery's rows, read in the action's read batch). */
export async function changeUsername(
  env: Env,
  userId: string,
  username: string,
  taken: { userId: string }[],
): Promise<UsernameChange> {
  if (taken.length > 0) return "taken";
  try {
    const db = database(env);
    await db.batch([
      db
        .update(schema.userProfiles)
        .set({ username, usernameSkeleton: usernameSkeleton(username) })
        .where(eq(schema.userProfiles.userId, userId)),
      db.update(schema.user).set({ name: username, updatedAt: new Date() }).where(eq(schema.user.id, userId)),
    ]);
    return "updated";
  } catch (error) {
    // A racing rename to the same (or a look-alike) name loses on the unique indexes.
    if (String(error).includes("UNIQUE")) return "taken";
    logError("username-update", error);
    return "failed";
  }
}
