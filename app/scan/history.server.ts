// The scanner pages' data for one member: history (for members who may see results),
// one scan as shown, two scans to compare, or only their stored photos (so a member who
// lost pro can still delete them).
import type { SQL } from "drizzle-orm";
import type { Tier } from "~/billing";
import type { Database } from "~/db.server";
import { areaHabits } from "./habits";
import { readLandmarks, readMeasurements, readRecommendations, readSubScores, type AnalyzerName } from "./result";
import { dailyLimit } from "./rules";
import { ownScansByIdRead, ownScansRead, scansTodayRead, type StoredScan } from "./scans.server";

/** The scanner page's reads, for the viewer's batch (decision 045): the scans, and today's count. */
export const scannerReads = (db: Database, member: SQL<string>) =>
  [ownScansRead(db, member), scansTodayRead(db, member)] as const;

export function scanHistory(rows: StoredScan[], today: number, tier: Tier) {
  return {
    scans: rows.map((r) => ({
      id: r.id,
      at: r.createdAt.getTime(),
      ratingTenths: r.ratingTenths,
      rubricVersion: r.rubricVersion,
      subScores: readSubScores(r.subScores),
      measurements: readMeasurements(r.measurements),
    })),
    usage: { today, limit: dailyLimit(tier) },
  };
}

/** A stored scan as its pages show it. */
export function scanView(row: StoredScan, previousId: number | null = null) {
  return {
    id: row.id,
    at: row.createdAt.getTime(),
    ratingTenths: row.ratingTenths,
    analysis: row.analysis,
    subScores: readSubScores(row.subScores),
    recommendations: readRecommendations(row.recommendations),
    analyzer: row.analyzer as AnalyzerName,
    rubricVersion: row.rubricVersion,
    measurements: readMeasurements(row.measurements),
    landmarks: readLandmarks(row.landmarks),
    previousId,
    habits: areaHabits(),
  };
}

/** The scan page's reads, for the viewer's batch: the scan (if the member's) and their newest scans. */
export const scanPageReads = (db: Database, member: SQL<string>, scanId: number) =>
  [ownScansByIdRead(db, member, [scanId]), ownScansRead(db, member)] as const;

/** The member's scan made just before `scan`, if any (`rows`: their scans, newest first). */
export function previousScanId(rows: StoredScan[], scan: StoredScan) {
  const older = rows.filter(
    (r) => r.createdAt < scan.createdAt || (+r.createdAt === +scan.createdAt && r.id < scan.id),
  );
  return older[0]?.id ?? null;
}

/** The compare page's read, for the viewer's batch. */
export const compareReads = (db: Database, member: SQL<string>, a: number, b: number) =>
  [ownScansByIdRead(db, member, a === b ? [] : [a, b])] as const;

/** Two of the member's scans (`rows`: compareReads' answer), earlier first; null unless both are theirs. */
export function scansToCompare(rows: StoredScan[], a: number, b: number) {
  if (a === b) return null;
  if (rows.length !== 2) return null;
  const [earlier, later] = rows.sort((x, y) => +x.createdAt - +y.createdAt || x.id - y.id).map((r) => scanView(r));
  return { earlier, later };
}

/** Dates of a member's stored photos, without any result. */
export function storedPhotos(rows: StoredScan[]) {
  return rows.map((r) => ({ id: r.id, at: r.createdAt.getTime() }));
}
