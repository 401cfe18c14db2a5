// One face scan's work, once the request's read batch (scan-request.server.ts) counted the
// attempt, found the photo new and the day under its limit: the photo is prepared within
// the isolate's memory, the face gate runs before any rating, and the photo reaches R2
// only with a result to keep, for a member who still exists.
import { Batch, database } from "~/db.server";
import type { Env } from "~/env";
import { logError } from "~/ops/log.server";
import { serverTiming } from "~/server-timing.server";
import { pickAnalyzer } from "./analyzer.server";
import type { PhotoHeader } from "./header";
import { newPhotoKeys } from "./keys";
import { preparePhoto } from "./photo.server";
import { SCAN_MESSAGES } from "./rules";
import { insertScanStatement, knownScanQuery, memberProfileQuery } from "./scans.server";

export type ScanOutcome =
  | { kind: "scan"; id: number; repeated: boolean }
  | { kind: "invalid"; message: string; status: number }
  | { kind: "retake"; reason: string }
  | { kind: "limit"; limit: number }
  | { kind: "failed" };

/**
 * A new photo (the request's read batch found no scan of it and room under `limit` today):
 * prepared, analysed, its files put in R2, then stored in one write batch, which also carries
 * what `also` adds (the action's unlock check, run only when the scan is stored).
 */
export async function scanPhoto(
  env: Env,
  member: { id: string },
  upload: { bytes: Uint8Array; header: PhotoHeader },
  photoHash: string,
  limit: number,
  also?: (batch: Batch) => void,
): Promise<ScanOutcome> {
  const prepared = await preparePhoto(env.IMAGES, upload.bytes, upload.header);
  if (!prepared.ok) {
    if (prepared.reason === "damaged") return { kind: "invalid", message: SCAN_MESSAGES.damaged, status: 415 };
    logError("face-scan:resize", prepared.reason);
    return { kind: "failed" };
  }
  const photo = prepared.photo;
  for (const [step, ms] of Object.entries(photo.timings)) serverTiming(step, ms);

  const analyzer = pickAnalyzer(env);
  const analyzing = performance.now();
  const outcome = await analyzer.analyze({ jpeg: photo.jpeg, raster: photo.raster });
  serverTiming("analyze", performance.now() - analyzing);
  if (outcome.kind === "retake") return outcome;
  serverTiming("detect-landmarks", outcome.modelMs);

  const keys = newPhotoKeys(member.id);
  const jpeg = { httpMetadata: { contentType: "image/jpeg" } };
  await Promise.all([
    env.PHOTOS.put(keys.photoKey, photo.jpeg, jpeg),
    env.PHOTOS.put(keys.thumbKey, photo.thumb, jpeg),
  ]);
  const db = database(env);
  const batch = new Batch();
  const inserted = batch.add(
    insertScanStatement(
      db,
      { userId: member.id, ...keys, photoHash, analyzer: analyzer.name, result: outcome.result },
      limit,
    ),
  );
  // The unlock check counts the stored rows: a refused scan earns nothing.
  also?.(batch);
  const stored = batch.add(knownScanQuery(db, member.id, photoHash));
  const profile = batch.add(memberProfileQuery(db, member.id));
  await batch.run(db);
  const [row] = inserted();
  if (row) return { kind: "scan", id: row.id, repeated: false };
  // Refused: the member left meanwhile, a racing request stored this photo first, or the
  // day's last scan went to another upload. The photos go either way.
  await env.PHOTOS.delete([keys.photoKey, keys.thumbKey]);
  if (profile().length === 0) return { kind: "failed" };
  const [raced] = stored();
  return raced ? { kind: "scan", id: raced.id, repeated: true } : { kind: "limit", limit };
}

/** The photo's SHA-256, hex: the same photo twice is one scan. */
export async function sha256Hex(bytes: Uint8Array) {
  const digest = await crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
