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
  return {
    id: session.user.id,
    email: session.user.email,
    username: profile?.username ?? session.user.name,
    xp: profile?.xp ?? 0,
    level: profile?.level ?? 1,
  };
}
