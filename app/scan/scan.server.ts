// One face scan, start to end: the same photo returns its stored result, the daily limit
// is checked before any work, the retake gate before any analyzer call, and the photo is
// written to R2 only once there is a result to keep.
import type { Env } from "~/env";
import type { Tier } from "~/billing";
import { benchTiming } from "~/bench/server-timing.server";
import { pickAnalyzer } from "./analyzer.server";
import { newPhotoKeys } from "./keys";
import { preparePhoto } from "./photo.server";
import { retakeReason } from "./quality";
import { dailyLimit, SCAN_MESSAGES } from "./rules";
import { findScanByHash, insertScanWithinLimit, scansToday } from "./scans.server";
import type { PhotoType } from "./sniff";
import { logError } from "~/ops/log.server";

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
  upload: { bytes: Uint8Array; type: PhotoType },
): Promise<ScanOutcome> {
  const photoHash = await sha256Hex(upload.bytes);
  const known = await findScanByHash(env, member.id, photoHash);
  if (known !== null) return { kind: "scan", id: known, repeated: true };

  const limit = dailyLimit(tier);
  if ((await scansToday(env, member.id)) >= limit) return { kind: "limit", limit };

  const photo = preparePhoto(upload.bytes, upload.type);
  if (!photo) return { kind: "invalid", message: SCAN_MESSAGES.damaged, status: 415 };
  for (const [step, ms] of Object.entries(photo.timings)) benchTiming(step, ms);
  const retake = retakeReason(photo.measurements);
  if (retake) return { kind: "retake", reason: retake };

  const analyzer = pickAnalyzer(env);
  const analyzing = performance.now();
  const outcome = await analyzer.analyze({ jpeg: photo.jpeg, measurements: photo.measurements });
  benchTiming("analyze", performance.now() - analyzing);
  if (outcome.kind === "retake") return outcome;
  if (outcome.kind === "failed") {
    logError(`face-scan:${analyzer.name}`, outcome.cause);
    return { kind: "failed" };
  }

  const keys = newPhotoKeys(member.id);
  const jpeg = { httpMetadata: { contentType: "image/jpeg" } };
  await Promise.all([
    env.PHOTOS.put(keys.photoKey, photo.jpeg, jpeg),
    env.PHOTOS.put(keys.thumbKey, photo.thumb, jpeg),
  ]);
  const id = await insertScanWithinLimit(
    env,
    { userId: member.id, ...keys, photoHash, analyzer: analyzer.name, result: outcome.result },
    limit,
  );
  if (id !== null) return { kind: "scan", id, repeated: false };
  // A racing request stored this photo first, or took the last scan of the day.
  await env.PHOTOS.delete([keys.photoKey, keys.thumbKey]);
  const raced = await findScanByHash(env, member.id, photoHash);
  return raced !== null ? { kind: "scan", id: raced, repeated: true } : { kind: "limit", limit };
}

async function sha256Hex(bytes: Uint8Array) {
  const digest = await crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
