// Who is asking: the signed-in member (with level and XP for the badges), or null.
// Reads better-auth's signed session cookie and looks the session, user and profile up
// in one D1 round trip, once per request (every loader of a request shares it).
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, gt, sql } from "drizzle-orm";
import { database, schema } from "~/db.server";
import type { Env } from "~/env";
import type { Viewer } from "~/auth/viewer";
import { oncePerRequest } from "~/load-context";
import { macMatches } from "~/security/signing.server";
import { authSecret, sessionCookieName } from "./auth.server";
import { usernameSkeleton } from "../../db/username-skeleton.mjs";

export function getViewer(request: Request, context: AppLoadContext): Promise<Viewer | null> {
  // Remix hands each loader its own Request, but one fresh load context per request.
  return oncePerRequest(context, "viewer", () => loadViewer(request, context.cloudflare.env));
}

/**
 * The session token from better-auth's cookie, if its signature verifies. Only the
 * configured cookie name counts (in production the __Host- one, which a sibling
 * subdomain or a plain-http page cannot set); should the header carry that name more
 * than once, the first whose signature verifies is the one.
 */
export async function sessionToken(request: Request, secret: string, cookieName: string): Promise<string | null> {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== cookieName) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      continue;
    }
    const dot = value.lastIndexOf(".");
    if (dot <= 0) continue;
    const token = value.slice(0, dot);
    if (await macMatches(token, value.slice(dot + 1), secret)) return token;
  }
  return null;
}

async function loadViewer(request: Request, env: Env): Promise<Viewer | null> {
  const token = await sessionToken(request, authSecret(env), sessionCookieName(env));
  if (!token) return null;
  const db = database(env);
  const [sessions, profiles] = await db.batch([
    db
      .select({
        userId: schema.user.id,
        email: schema.user.email,
        name: schema.user.name,
        emailVerified: schema.user.emailVerified,
      })
      .from(schema.session)
      .innerJoin(schema.user, eq(schema.user.id, schema.session.userId))
      .where(and(eq(schema.session.token, token), gt(schema.session.expiresAt, new Date())))
      .limit(1),
    db
      .select({ username: schema.userProfiles.username, xp: schema.userProfiles.xp, level: schema.userProfiles.level })
      .from(schema.userProfiles)
      .where(
        eq(
          schema.userProfiles.userId,
          sql`(select ${schema.session.userId} from ${schema.session} where ${schema.session.token} = ${token})`,
        ),
      )
      .limit(1),
  ]);
  const found = sessions[0];
  if (!found) return null;
  const profile = profiles[0] ?? (await createMissingProfile(env, found.userId, found.name));
  return {
    id: found.userId,
    email: found.email,
    emailVerified: found.emailVerified,
    username: profile.username,
    xp: profile.xp,
    level: profile.level,
  };
}

/** Sign-up writes the profile; should one ever be missing, make it on first need. */
async function createMissingProfile(env: Env, userId: string, name: string) {
  const db = database(env);
  const base = (name || "member").slice(0, 14);
  for (const username of [name.slice(0, 20) || "member", `${base}-${crypto.randomUUID().slice(0, 5)}`]) {
    try {
      await db
        .insert(schema.userProfiles)
        .values({ userId, username, usernameSkeleton: usernameSkeleton(username) })
        .onConflictDoNothing({ target: schema.userProfiles.userId });
      const [row] = await db
        .select({
          username: schema.userProfiles.username,
          xp: schema.userProfiles.xp,
          level: schema.userProfiles.level,
        })
        .from(schema.userProfiles)
        .where(eq(schema.userProfiles.userId, userId));
      if (row) return row;
    } catch {
      // username taken: try the suffixed one
    }
  }
  return { username: base, xp: 0, level: 1 };
}
