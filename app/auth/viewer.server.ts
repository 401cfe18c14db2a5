// Who is asking: the signed-in member (with level and XP for the badges), or null.
// Reads better-auth's signed session cookie and looks the session, user, profile and
// subscription up in one D1 batch, once per request (every loader of a request shares
// it). A loader's own reads join that batch (`viewerWith`, decision 045): they name the
// member through the session token in a subquery, so a member page costs one round trip.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, gt, sql, type SQL } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import { database, schema, type Database, type Statement } from "~/db.server";
import type { Env } from "~/env";
import type { Viewer } from "~/auth/viewer";
import { oncePerRequest } from "~/load-context";
import { macMatches } from "~/security/signing.server";
import { authSecret, sessionCookieName } from "./auth.server";
import { usernameSkeleton } from "./username-skeleton";

type SubscriptionRow = typeof schema.userSubscriptions.$inferSelect;

/** A loader's own reads, built over the member's id as SQL (a subquery on the session). */
export type PageReads<T extends readonly Statement[]> = (member: SQL<string>, db: Database) => T;

type Waiting = {
  reads: PageReads<readonly Statement[]>;
  resolve: (results: unknown[] | null) => void;
  reject: (error: unknown) => void;
};

/** The request's one read of who is asking, and the page reads waiting to join it. */
type ViewerRead = {
  token: Promise<string | null>;
  waiting: Waiting[];
  sent: boolean;
  result: Promise<{ viewer: Viewer | null; subscription: SubscriptionRow | null }>;
};

function viewerRead(request: Request, context: AppLoadContext): ViewerRead {
  // Remix hands each loader its own Request, but one fresh load context per request.
  return oncePerRequest(context, "viewer", () => {
    const env = context.cloudflare.env;
    const read: ViewerRead = {
      token: sessionToken(request, authSecret(env), sessionCookieName(env)),
      waiting: [],
      sent: false,
      result: Promise.resolve({ viewer: null, subscription: null }),
    };
    read.result = loadViewer(read, env);
    return read;
  });
}

export async function getViewer(request: Request, context: AppLoadContext): Promise<Viewer | null> {
  return (await viewerRead(request, context).result).viewer;
}

/** The viewer's user_subscriptions row, read in the viewer's batch (null for a visitor or none). */
export async function viewerSubscriptionRow(
  request: Request,
  context: AppLoadContext,
): Promise<SubscriptionRow | null> {
  return (await viewerRead(request, context).result).subscription;
}

/**
 * The viewer and the results of `reads`, in the same D1 round trip as the viewer (when
 * asked for as the loader starts, as Remix runs a request's loaders side by side).
 * `results` is null for a visitor: the reads are not made.
 */
export async function viewerWith<T extends readonly Statement[]>(
  request: Request,
  context: AppLoadContext,
  reads: PageReads<T>,
): Promise<{ viewer: Viewer | null; results: BatchResponse<T> | null }> {
  const read = viewerRead(request, context);
  const results = read.sent
    ? lateReads(read, context.cloudflare.env, reads)
    : new Promise<unknown[] | null>((resolve, reject) => read.waiting.push({ reads, resolve, reject }));
  const [{ viewer }, found] = await Promise.all([read.result, results]);
  return { viewer, results: viewer && found ? (found as unknown as BatchResponse<T>) : null };
}

/** Reads asked for after the viewer's batch went out: a round trip of their own. */
async function lateReads(read: ViewerRead, env: Env, reads: PageReads<readonly Statement[]>) {
  const token = await read.token;
  if (!token || !(await read.result).viewer) return null;
  const db = database(env);
  const statements = reads(memberOf(token, new Date()), db);
  return statements.length ? await db.batch(statements as [Statement, ...Statement[]]) : [];
}

/** The member's id as SQL: the user of an unexpired session with this token. */
const memberOf = (token: string, now: Date) =>
  sql<string>`(select ${schema.session.userId} from ${schema.session} where ${and(eq(schema.session.token, token), gt(schema.session.expiresAt, now))})`;

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

async function loadViewer(
  read: ViewerRead,
  env: Env,
): Promise<{ viewer: Viewer | null; subscription: SubscriptionRow | null }> {
  const token = await read.token;
  // A request's loaders all start before the first timer fires: their reads join this batch.
  if (token) await new Promise((resolve) => setTimeout(resolve, 0));
  read.sent = true;
  const waiting = read.waiting.splice(0);
  if (!token) {
    for (const w of waiting) w.resolve(null);
    return { viewer: null, subscription: null };
  }
  const db = database(env);
  const member = memberOf(token, new Date());
  const pages = waiting.map((w) => w.reads(member, db));
  let results: unknown[];
  try {
    results = await db.batch([
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
        .select({
          username: schema.userProfiles.username,
          xp: schema.userProfiles.xp,
          level: schema.userProfiles.level,
        })
        .from(schema.userProfiles)
        .where(eq(schema.userProfiles.userId, member))
        .limit(1),
      db.select().from(schema.userSubscriptions).where(eq(schema.userSubscriptions.userId, member)).limit(1),
      ...pages.flat(),
    ]);
  } catch (error) {
    for (const w of waiting) w.reject(error);
    throw error;
  }
  const [sessions, profiles, subscriptions] = results as [
    { userId: string; email: string; name: string; emailVerified: boolean }[],
    { username: string; xp: number; level: number }[],
    SubscriptionRow[],
  ];
  const found = sessions[0];
  let at = 3;
  for (const [i, w] of waiting.entries()) {
    w.resolve(found ? results.slice(at, at + pages[i].length) : null);
    at += pages[i].length;
  }
  if (!found) return { viewer: null, subscription: null };
  const profile = profiles[0] ?? (await createMissingProfile(env, found.userId, found.name));
  return {
    viewer: {
      id: found.userId,
      email: found.email,
      emailVerified: found.emailVerified,
      username: profile.username,
      xp: profile.xp,
      level: profile.level,
    },
    subscription: subscriptions[0] ?? null,
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
