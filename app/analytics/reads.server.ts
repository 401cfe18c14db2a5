// Reads of a member's game and scan history that more than one page or job takes: XP
// awarded, completed challenges per day and category, scans. Each is scoped by an
// `owner` predicate: one member (their id, or the viewer as SQL in a page's one batch,
// decision 045) or a page of members (the monthly review's job). No views here, so the
// Worker's scheduled entry may import it.
import { and, count, desc, eq, gte, inArray, lte, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { schema, type Database, type MemberId } from "~/db.server";

const log = schema.activityLog;
const starts = schema.userChallenges;
const challenges = schema.challenges;
const scans = schema.faceScans;

/** Whose rows a read takes: one member (their id or the viewer as SQL) or several ids. */
export type Owner = (column: AnyColumn) => SQL;
export const ownedBy =
  (member: MemberId): Owner =>
  (column) =>
    eq(column, member);
export const ownedByAny =
  (ids: readonly string[]): Owner =>
  (column) =>
    inArray(column, [...ids]);

/** XP awarded since `since` (deeds that pay nothing are left out). */
export const xpRead = (db: Database, owner: Owner, since: Date, until?: Date) =>
  db
    .select({
      userId: log.userId,
      createdAt: log.createdAt,
      xpEarned: log.xpEarned,
      activityType: log.activityType,
      awardKey: log.awardKey,
    })
    .from(log)
    .where(
      and(
        owner(log.userId),
        gte(log.createdAt, since),
        until ? lte(log.createdAt, until) : undefined,
        sql`${log.xpEarned} > 0`,
      ),
    );

/** Completed challenges per member, day and category, between two days (inclusive). */
export const completionsRead = (db: Database, owner: Owner, from: string, to: string) =>
  db
    .select({ userId: starts.userId, day: starts.day, category: challenges.category, n: count() })
    .from(starts)
    .innerJoin(challenges, eq(challenges.id, starts.challengeId))
    .where(and(owner(starts.userId), eq(starts.completed, true), gte(starts.day, from), lte(starts.day, to)))
    .groupBy(starts.userId, starts.day, challenges.category);

/** Scans (time, rating, measurements), newest first, up to `until`. */
export const scansRead = (db: Database, owner: Owner, limit: number, until?: Date) =>
  db
    .select({
      userId: scans.userId,
      createdAt: scans.createdAt,
      ratingTenths: scans.ratingTenths,
      measurements: scans.measurements,
    })
    .from(scans)
    .where(and(owner(scans.userId), until ? lte(scans.createdAt, until) : undefined))
    .orderBy(desc(scans.createdAt))
    .limit(limit);
