// One face scan, start to end: every attempt is counted first, the same photo returns its
// stored result, the daily limit is checked before any work, the photo is prepared within
// the isolate's memory, the face gate runs before any rating, and the photo reaches R2
// only with a result to keep, for a member who still exists.
import type { Env } from "~/env";
import type { Tier } from "~/billing";
import { logError } from "~/ops/log.server";
import { serverTiming } from "~/server-timing.server";
import { pickAnalyzer } from "./analyzer.server";
import type { PhotoHeader } from "./header";
import { newPhotoKeys } from "./keys";
import { preparePhoto } from "./photo.server";
import { dailyLimit, SCAN_MESSAGES } from "./rules";
import { findScanByHash, insertScan, memberExists, scansToday } from "./scans.server";

export type ScanOutcome =
  | { kind: "scan"; id: number; repeated: boolean }
  | { kind: "invalid"; message: string; status: number }
  | { kind: "retake"; reason: string }
  | { kind: "limit"; limit: number }
  | { kind: "failed" };

export async function scanPhoto(
  env: Env,
  member: { id: string },
  tier: Tier,
  upload: { bytes: Uint8Array; header: PhotoHeader },
): Promise<ScanOutcome> {
  const photoHash = await sha256Hex(upload.bytes);
  const known = await findScanByHash(env, member.id, photoHash);
  if (known !== null) return { kind: "scan", id: known, repeated: true };

  const limit = dailyLimit(tier);
  if ((await scansToday(env, member.id)) >= limit) return { kind: "limit", limit };

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
  const id = await insertScan(
    env,
    { userId: member.id, ...keys, photoHash, analyzer: analyzer.name, result: outcome.result },
    limit,
  );
  if (id !== null) return { kind: "scan", id, repeated: false };
  // Refused: the member left meanwhile, a racing request stored this photo first, or the
  // day's last scan went to another upload. The photos go either way.
  await env.PHOTOS.delete([keys.photoKey, keys.thumbKey]);
  if (!(await memberExists(env, member.id))) return { kind: "failed" };
  const raced = await findScanByHash(env, member.id, photoHash);
  return raced !== null ? { kind: "scan", id: raced, repeated: true } : { kind: "limit", limit };
}

async function sha256Hex(bytes: Uint8Array) {
  const digest = await crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
