// Stored scans: rows in D1 (face_scans), photos in R2 (PHOTOS) under the member's prefix.
// Every read and delete is scoped to the member who owns the scan.
import { and, desc, eq, gte, sql } from "drizzle-orm";
import { database, schema } from "~/db.server";
import type { Env } from "~/env";
import { memberPrefix } from "./keys";
import type { AnalysisResult, AnalyzerName } from "./result";
import { utcDayStart } from "./rules";

export type StoredScan = typeof schema.faceScans.$inferSelect;

export async function findScanByHash(env: Env, userId: string, photoHash: string) {
  const [row] = await database(env)
    .select({ id: schema.faceScans.id })
    .from(schema.faceScans)
    .where(and(eq(schema.faceScans.userId, userId), eq(schema.faceScans.photoHash, photoHash)))
    .limit(1);
  return row?.id ?? null;
}

export async function scansToday(env: Env, userId: string, now = new Date()) {
  const [row] = await database(env)
    .select({ n: sql<number>`count(*)` })
    .from(schema.faceScans)
    .where(and(eq(schema.faceScans.userId, userId), gte(schema.faceScans.createdAt, utcDayStart(now))));
  return row?.n ?? 0;
}

/** Inserts the scan unless the member already reached `limit` today or stored this photo
 * before; one statement, so two racing uploads cannot both slip under the limit. */
export async function insertScanWithinLimit(
  env: Env,
  scan: {
    userId: string;
    photoKey: string;
    thumbKey: string;
    photoHash: string;
    analyzer: AnalyzerName;
    result: AnalysisResult;
  },
  limit: number,
  now = new Date(),
): Promise<number | null> {
  const row = await env.DB.prepare(
    `INSERT INTO face_scans (user_id, photo_key, thumb_key, photo_hash, rating, analysis, recommendations, sub_scores, analyzer, created_at)
     SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10
     WHERE (SELECT count(*) FROM face_scans WHERE user_id = ?1 AND created_at >= ?11) < ?12
     ON CONFLICT (user_id, photo_hash) DO NOTHING
     RETURNING id`,
  )
    .bind(
      scan.userId,
      scan.photoKey,
      scan.thumbKey,
      scan.photoHash,
      scan.result.ratingTenths,
      scan.result.analysis,
      JSON.stringify(scan.result.recommendations),
      JSON.stringify(scan.result.subScores),
      scan.analyzer,
      now.getTime(),
      utcDayStart(now).getTime(),
      limit,
    )
    .first<{ id: number }>();
  return row?.id ?? null;
}

/** One scan, only when `userId` owns it. */
export async function getOwnScan(env: Env, userId: string, scanId: number): Promise<StoredScan | null> {
  const [row] = await database(env)
    .select()
    .from(schema.faceScans)
    .where(and(eq(schema.faceScans.id, scanId), eq(schema.faceScans.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The member's scans, newest first. */
export function listOwnScans(env: Env, userId: string, limit = 50) {
  return database(env)
    .select()
    .from(schema.faceScans)
    .where(eq(schema.faceScans.userId, userId))
    .orderBy(desc(schema.faceScans.createdAt), desc(schema.faceScans.id))
    .limit(limit);
}

/** Deletes a scan and its photos; false when it is not this member's. */
export async function deleteOwnScan(env: Env, userId: string, scanId: number) {
  const scan = await getOwnScan(env, userId, scanId);
  if (!scan) return false;
  await env.PHOTOS.delete([scan.photoKey, scan.thumbKey].filter(Boolean));
  await database(env)
    .delete(schema.faceScans)
    .where(and(eq(schema.faceScans.id, scanId), eq(schema.faceScans.userId, userId)));
  return true;
}

/** Deletes every photo and scan of a member (account deletion calls this). */
export async function deleteAllScansOfMember(env: Env, userId: string) {
  let cursor: string | undefined;
  do {
    const page = await env.PHOTOS.list({ prefix: memberPrefix(userId), cursor, limit: 1000 });
    if (page.objects.length > 0) await env.PHOTOS.delete(page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  await database(env).delete(schema.faceScans).where(eq(schema.faceScans.userId, userId));
}
