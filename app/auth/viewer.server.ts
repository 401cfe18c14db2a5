import { eq } from "drizzle-orm";
import { database, schema } from "~/db.server";
import type { Env } from "~/env";
import type { Viewer } from "~/ui/nav-links";
import { auth } from "./auth.server";

const perRequest = new WeakMap<Request, Promise<Viewer | null>>();

/** The signed-in member (with level and XP for the badges), or null. Once per request. */
export function getViewer(request: Request, env: Env): Promise<Viewer | null> {
  let viewer = perRequest.get(request);
  if (!viewer) {
    viewer = loadViewer(request, env);
    perRequest.set(request, viewer);
  }
  return viewer;
}

async function loadViewer(request: Request, env: Env): Promise<Viewer | null> {
  if (!request.headers.get("Cookie")?.includes("session_token")) return null;
  const session = await auth(env, request).api.getSession({ headers: request.headers });
  if (!session) return null;
  const [profile] = await database(env)
    .select({ username: schema.userProfiles.username, xp: schema.userProfiles.xp, level: schema.userProfiles.level })
    .from(schema.userProfiles)
    .where(eq(schema.userProfiles.userId, session.user.id))
    .limit(1);
  const ensured = profile ?? (await createMissingProfile(env, session.user.id, session.user.name));
  return {
    id: session.user.id,
    email: session.user.email,
    username: ensured.username,
    xp: ensured.xp,
    level: ensured.level,
  };
}

/** Sign-up writes the profile; should one ever be missing, make it on first need. */
async function createMissingProfile(env: Env, userId: string, name: string) {
  const db = database(env);
  const base = (name || "member").slice(0, 14);
  for (const username of [name.slice(0, 20) || "member", `${base}-${crypto.randomUUID().slice(0, 5)}`]) {
    try {
      await db.insert(schema.userProfiles).values({ userId, username }).onConflictDoNothing({ target: schema.userProfiles.userId });
      const [row] = await db
        .select({ username: schema.userProfiles.username, xp: schema.userProfiles.xp, level: schema.userProfiles.level })
        .from(schema.userProfiles)
        .where(eq(schema.userProfiles.userId, userId));
      if (row) return row;
    } catch {
      // username taken: try the suffixed one
    }
  }
  return { username: base, xp: 0, level: 1 };
}
