// Follows' reads and writes (decision 078): the one writer of the follows table. A follow
// is one batch: the attempt counted in the rate-limit table, then the row inserted only if
// every rule holds (a member, not oneself, no block either way, under the rate limit and the
// cap), then what explains a refusal. Pages and lists name members by username only.
import { and, asc, eq, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { database, insertSelect, scalar, schema, type Database, type MemberId } from "~/db.server";
import type { Env } from "~/env";
import { attemptsUnder, countAttempt } from "~/security/rate-limit.server";
import { FOLLOW_CAP, FOLLOW_RATE_COUNT, FOLLOW_RATE_WINDOW_MS, type FollowOutcome } from "./rules";

const f = schema.follows;
const p = schema.userProfiles;
const blocks = schema.chatBlocks;

/** The member with this username (any case) as SQL: the profiles' lower(username) index finds it. */
export const memberNamed = (username: string) =>
  scalar<string | null>(sql`SELECT ${p.userId} FROM ${p} WHERE lower(${p.username}) = lower(${username})`);

/** Whether either member blocks the other (chat's blocks, decision 076). */
const blockedBetween = (a: SQLWrapper | string, b: SQLWrapper | string) =>
  sql`EXISTS (SELECT 1 FROM ${blocks} WHERE (${blocks.blockerId} = ${a} AND ${blocks.blockedId} = ${b})
    OR (${blocks.blockerId} = ${b} AND ${blocks.blockedId} = ${a}))`;

const followingCount = (member: MemberId) =>
  scalar<number>(sql`SELECT count(*) FROM ${f} WHERE ${f.followerId} = ${member}`);

/** Follows `target` (a member's id as SQL, null when there is none) once, if every rule allows. */
export async function follow(
  env: Env,
  followerId: string,
  target: SQL<string | null>,
  now = Date.now(),
): Promise<{ outcome: FollowOutcome; username: string | null }> {
  const db = database(env);
  const key = `follow:${followerId}`;
  const [attempts, inserted, facts] = await db.batch([
    countAttempt(db, key, FOLLOW_RATE_WINDOW_MS, now),
    insertSelect(
      db,
      f,
      { followerId, followeeId: target, createdAt: now },
      sql`WHERE ${target} IS NOT NULL AND ${target} <> ${followerId}
        AND EXISTS (SELECT 1 FROM ${p} WHERE ${p.userId} = ${target})
        AND ${attemptsUnder(key)} <= ${FOLLOW_RATE_COUNT}
        AND NOT ${blockedBetween(followerId, target)}
        AND ${followingCount(followerId)} < ${FOLLOW_CAP}`,
    )
      .onConflictDoNothing()
      .returning({ id: f.followeeId }),
    db
      .select({
        username: p.username,
        self: sql<number>`${p.userId} = ${followerId}`,
        already: sql<number>`EXISTS (SELECT 1 FROM ${f} WHERE ${f.followerId} = ${followerId} AND ${f.followeeId} = ${p.userId})`,
        blocked: sql<number>`${blockedBetween(followerId, p.userId)}`,
        following: followingCount(followerId),
      })
      .from(p)
      .where(sql`${p.userId} = ${target}`),
  ]);
  const found = facts[0];
  const username = found?.username ?? null;
  if (inserted.length > 0) return { outcome: "followed", username };
  if (!found) return { outcome: "unknown", username };
  if (found.self) return { outcome: "self", username };
  if (found.blocked) return { outcome: "blocked", username };
  if (found.already) return { outcome: "already", username };
  if ((attempts[0]?.count ?? 0) > FOLLOW_RATE_COUNT) return { outcome: "limited", username };
  return { outcome: found.following >= FOLLOW_CAP ? "full" : "limited", username };
}

/** Stops following the member with this username; their stored name, or null when not followed. */
export async function unfollow(env: Env, followerId: string, username: string) {
  const db = database(env);
  const [gone, named] = await db.batch([
    db
      .delete(f)
      .where(and(eq(f.followerId, followerId), sql`${f.followeeId} = ${memberNamed(username)}`))
      .returning({ id: f.followeeId }),
    db
      .select({ username: p.username })
      .from(p)
      .where(sql`${p.userId} = ${memberNamed(username)}`),
  ]);
  return gone.length > 0 ? (named[0]?.username ?? username) : null;
}

/** Removes the follows between two members, both ways: a block's batch carries it. */
export const dropFollowsBetween = (db: Database, a: MemberId, b: MemberId) =>
  db
    .delete(f)
    .where(
      or(
        and(sql`${f.followerId} = ${a}`, sql`${f.followeeId} = ${b}`),
        and(sql`${f.followerId} = ${b}`, sql`${f.followeeId} = ${a}`),
      ),
    );

/** The usernames the member follows (at most FOLLOW_CAP), for the follow buttons of a list. */
export const followedNamesQuery = (db: Database, member: MemberId) =>
  db
    .select({ username: p.username })
    .from(f)
    .innerJoin(p, eq(p.userId, f.followeeId))
    .where(eq(f.followerId, member))
    .limit(FOLLOW_CAP);

/** The member's follows both ways, for "Download my data": other members by username only. */
export const followsExportQuery = (db: Database, member: string) =>
  db
    .select({
      direction: sql<
        "following" | "follower"
      >`CASE WHEN ${f.followerId} = ${member} THEN 'following' ELSE 'follower' END`,
      username: sql<string>`coalesce(${p.username}, 'A member')`,
      since: f.createdAt,
    })
    .from(f)
    .leftJoin(p, sql`${p.userId} = CASE WHEN ${f.followerId} = ${member} THEN ${f.followeeId} ELSE ${f.followerId} END`)
    .where(or(eq(f.followerId, member), eq(f.followeeId, member)))
    .orderBy(asc(f.createdAt));

/** An account deletion's statements: the member's follows, both ways. */
export const followRowsDeletion = (db: Database, member: string) => [
  db.delete(f).where(or(eq(f.followerId, member), eq(f.followeeId, member))),
];
