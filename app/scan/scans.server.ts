// Stored scans: rows in D1 (face_scans, face_scan_attempts) through Drizzle, photos in R2
// (PHOTOS) under the member's prefix. Every read and delete is scoped to the member who
// owns the scan; inserts happen only while the member's profile exists.
import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import { database, schema, type Database, type MemberId } from "~/db.server";
import type { Env } from "~/env";
import { memberPrefix } from "./keys";
import type { AnalyzerName, ScanResult } from "./result";
import { ATTEMPT_WINDOW_MS, SCAN_ATTEMPTS_PER_HOUR, utcDayStart } from "./rules";

export type StoredScan = typeof schema.faceScans.$inferSelect;

const scans = schema.faceScans;
const attempts = schema.faceScanAttempts;
const profiles = schema.userProfiles;
/** Attempt rows older than this are pruned when the member next tries. */
const ATTEMPT_KEEP_MS = 24 * 60 * 60 * 1000;

/** The member's scan of this photo (its id), if any: read before any work (`userId` may be SQL, decision 052). */
export const knownScanQuery = (db: Database, userId: MemberId, photoHash: string) =>
  db
    .select({ id: scans.id })
    .from(scans)
    .where(and(eq(scans.userId, userId), eq(scans.photoHash, photoHash)))
    .limit(1);

/**
 * Records one scan attempt unless the member already made SCAN_ATTEMPTS_PER_HOUR in the
 * last hour (one statement, so racing attempts cannot both slip under), pruning old ones:
 * statements for the request's first batch. The insert's rows are empty when refused.
 */
export function attemptStatements(db: Database, userId: MemberId, now = new Date()) {
  const recent = db.$count(
    attempts,
    and(eq(attempts.userId, userId), gte(attempts.createdAt, new Date(now.getTime() - ATTEMPT_WINDOW_MS))),
  );
  return [
    db
      .delete(attempts)
      .where(and(eq(attempts.userId, userId), lt(attempts.createdAt, new Date(now.getTime() - ATTEMPT_KEEP_MS)))),
    db
      .insert(attempts)
      .select((qb) =>
        qb
          .select({
            id: sql<number>`null`.as("id"),
            userId: profiles.userId,
            createdAt: sql<Date>`${now.getTime()}`.as("created_at"),
          })
          .from(profiles)
          .where(and(eq(profiles.userId, userId), lt(recent, SCAN_ATTEMPTS_PER_HOUR))),
      )
      .returning({ id: attempts.id }),
  ] as const;
}

export type NewScan = {
  userId: string;
  photoKey: string;
  thumbKey: string;
  photoHash: string;
  analyzer: AnalyzerName;
  result: ScanResult;
};

/** Inserts the scan only while the member's profile exists (an account deleted meanwhile
 * stores nothing), they are under `limit` scans today, and this photo is new to them: one
 * statement, so racing uploads cannot slip past any of the three. Its rows are empty when refused. */
export function insertScanStatement(db: Database, scan: NewScan, limit: number, now = new Date()) {
  const today = db.$count(scans, and(eq(scans.userId, scan.userId), gte(scans.createdAt, utcDayStart(now))));
  const value = <T>(v: T, column: string) => sql<T>`${v}`.as(column);
  const r = scan.result;
  return db
    .insert(scans)
    .select((qb) =>
      qb
        .select({
          id: sql<number>`null`.as("id"),
          userId: profiles.userId,
          photoKey: value(scan.photoKey, "photo_key"),
          thumbKey: value(scan.thumbKey, "thumb_key"),
          photoHash: value(scan.photoHash, "photo_hash"),
          ratingTenths: value(r.ratingTenths, "rating"),
          analysis: value(r.analysis, "analysis"),
          recommendations: value(JSON.stringify(r.recommendations), "recommendations"),
          subScores: value(JSON.stringify(r.subScores), "sub_scores"),
          analyzer: value(scan.analyzer, "analyzer"),
          rubricVersion: value<number | null>(r.rubricVersion, "rubric_version"),
          measurements: value(JSON.stringify(r.measurements), "measurements"),
          landmarks: value<string | null>(r.landmarks ? JSON.stringify(r.landmarks) : null, "landmarks"),
          createdAt: sql<Date>`${now.getTime()}`.as("created_at"),
        })
        .from(profiles)
        .where(and(eq(profiles.userId, scan.userId), lt(today, limit))),
    )
    .onConflictDoNothing({ target: [scans.userId, scans.photoHash] })
    .returning({ id: scans.id });
}

/** Whether the member still has a profile (an account being deleted has none): rows, for a batch. */
export const memberProfileQuery = (db: Database, userId: string) =>
  db.select({ id: profiles.userId }).from(profiles).where(eq(profiles.userId, userId));

/** One scan, only when `userId` owns it. */
export async function getOwnScan(env: Env, userId: string, scanId: number): Promise<StoredScan | null> {
  if (!Number.isSafeInteger(scanId)) return null;
  const [row] = await database(env)
    .select()
    .from(scans)
    .where(and(eq(scans.id, scanId), eq(scans.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** Several of a member's scans by id (others' ids are simply not found), for a page's batch. */
export const ownScansByIdRead = (db: Database, userId: string | SQL<string>, ids: number[]) =>
  db
    .select()
    .from(scans)
    .where(and(eq(scans.userId, userId), inArray(scans.id, [...ids.filter(Number.isSafeInteger), -1])));

/** The member's scans, newest first, for a page's batch (`userId` may be SQL naming the viewer, decision 045). */
export const ownScansRead = (db: Database, userId: string | SQL<string>, limit = 50) =>
  db.select().from(scans).where(eq(scans.userId, userId)).orderBy(desc(scans.createdAt), desc(scans.id)).limit(limit);

/** How many scans the member made today (UTC), for a page's batch. */
export const scansTodayRead = (db: Database, userId: string | SQL<string>, now = new Date()) =>
  db
    .select({ n: count() })
    .from(scans)
    .where(and(eq(scans.userId, userId), gte(scans.createdAt, utcDayStart(now))));

/** Deletes a scan and its photos; false when it is not this member's. */
export async function deleteOwnScan(env: Env, userId: string, scanId: number) {
  const scan = await getOwnScan(env, userId, scanId);
  if (!scan) return false;
  await env.PHOTOS.delete([scan.photoKey, scan.thumbKey].filter(Boolean));
  await database(env)
    .delete(scans)
    .where(and(eq(scans.id, scanId), eq(scans.userId, userId)));
  return true;
}

/** Deletes every photo, scan and attempt of a member (account deletion calls this). */
export async function deleteAllScansOfMember(env: Env, userId: string) {
  let cursor: string | undefined;
  do {
    const page = await env.PHOTOS.list({ prefix: memberPrefix(userId), cursor, limit: 1000 });
    if (page.objects.length > 0) await env.PHOTOS.delete(page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  const db = database(env);
  await db.batch([
    db.delete(scans).where(eq(scans.userId, userId)),
    db.delete(attempts).where(eq(attempts.userId, userId)),
  ]);
}
