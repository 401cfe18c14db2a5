// Who is asking: the member of the request's session, read in the request's one D1 batch
// (app/request-batch.server.ts), once per request. Other domains name the member in their
// own reads of that batch by `memberSql`, a subquery on the session, never by an id read first.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, gt, sql, type SQL } from "drizzle-orm";
import { schema } from "~/db.server";
import { oncePerRequest } from "~/load-context";
import { joinBatch } from "~/request-batch.server";
import { authSecret, sessionCookieName } from "./auth.server";
import type { Member } from "./member";
import { sessionToken } from "./session-cookie.server";

const sessions = schema.session;

/** The request's session token, if its cookie's signature verifies (no D1 read). */
const tokenOf = (request: Request, context: AppLoadContext) =>
  oncePerRequest(context, "session-token", () => {
    const env = context.cloudflare.env;
    return sessionToken(request, authSecret(env), sessionCookieName(env));
  });

const live = (token: string) => and(eq(sessions.token, token), gt(sessions.expiresAt, new Date()));

/**
 * The signed-in member's id as SQL (the user of an unexpired session with the cookie's
 * token), or null without a signed cookie. For a domain's reads in the request's batch.
 */
export async function memberSql(request: Request, context: AppLoadContext): Promise<SQL<string> | null> {
  const token = await tokenOf(request, context);
  return token ? sql<string>`(select ${sessions.userId} from ${sessions} where ${live(token)})` : null;
}

/** The signed-in member, or null: their session and account, in the request's batch. */
export function getMember(request: Request, context: AppLoadContext): Promise<Member | null> {
  return oncePerRequest(context, "member", async () => {
    const token = await tokenOf(request, context);
    if (!token) return null;
    const [rows] = await joinBatch(context, (db) => [
      db
        .select({
          id: schema.user.id,
          email: schema.user.email,
          name: schema.user.name,
          emailVerified: schema.user.emailVerified,
        })
        .from(sessions)
        .innerJoin(schema.user, eq(schema.user.id, sessions.userId))
        .where(live(token))
        .limit(1),
    ]);
    return rows[0] ?? null;
  });
}
