// A scan request as both routes see it (the no-JS page action and the island's upload
// endpoint), in two D1 round trips (decision 052) and with every refusal answered before the
// body is read (decision 048). A visitor without a signed session cookie gets the gate with
// the body dropped unread. Otherwise one read batch asks the gate (the session and the
// subscription), counts the attempt (every attempt counts, whatever comes of it) and counts
// today's scans; a refusal drops the body unread. Only then is the upload read, in a slot
// capped per member and per isolate (./upload.server.ts), checked, decoded and analysed; the
// one write batch stores the scan, or finds the same photo already stored (a repeat).
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { BatchResponse } from "drizzle-orm/batch";
import { memberSql } from "~/auth/index.server";
import type { Gate } from "~/billing";
import type { Batch, Statement } from "~/db.server";
import { joinBatch, type MemberReads } from "~/request-batch.server";
import { scannerAccess } from "./access.server";
import { dailyLimit, dailyLimitMessage, SCAN_MESSAGES } from "./rules";
import { scanPhoto, sha256Hex } from "./scan.server";
import { attemptStatements, scansTodayRead } from "./scans.server";
import { discardBody, readPhotoUpload, takeUploadSlot } from "./upload.server";

export type ScanReply =
  | { kind: "gate"; gate: Exclude<Gate, { kind: "open" }> }
  | { kind: "scan"; id: number; repeated: boolean }
  | { kind: "invalid"; message: string; status: number }
  | { kind: "retake"; message: string }
  | { kind: "limit"; message: string }
  | { kind: "busy"; message: string; retryAfter: number }
  | { kind: "failed"; message: string };

/** What the route adds: reads for the read batch, and from them statements for the write batch of a new scan. */
export type ScanAlso<T extends readonly Statement[]> = {
  reads: MemberReads<T>;
  write: (rows: BatchResponse<T>, userId: string) => ((batch: Batch) => void) | null;
};

export async function handleScanRequest<T extends readonly Statement[]>(
  request: Request,
  context: AppLoadContext,
  also?: ScanAlso<T>,
): Promise<ScanReply> {
  const env = context.cloudflare.env;
  const member = await memberSql(request, context);
  if (!member) {
    discardBody(request); // answered at once: the sender is told to stop
    return { kind: "gate", gate: { kind: "signin" } };
  }
  const now = new Date();
  const [access, [, attempt, today], extra] = await Promise.all([
    scannerAccess(request, context),
    joinBatch(context, (db) => [...attemptStatements(db, member, now), scansTodayRead(db, member, now)] as const),
    also ? joinBatch(context, (db) => also.reads(db, member)) : null,
  ]);
  if (!access.open) {
    discardBody(request);
    return { kind: "gate", gate: access.gate };
  }
  if (attempt.length === 0) {
    discardBody(request);
    return { kind: "limit", message: SCAN_MESSAGES.attempts };
  }
  const limit = dailyLimit(access.tier);
  if ((today[0]?.n ?? 0) >= limit) {
    discardBody(request);
    return { kind: "limit", message: dailyLimitMessage(limit) };
  }
  // The slot is held for the whole scan: a body and its analysis are what cost memory.
  const slot = takeUploadSlot(access.viewer.id, request);
  if (!slot.ok) {
    discardBody(request);
    return { kind: "busy", message: slot.message, retryAfter: slot.retryAfter };
  }
  try {
    const upload = await readPhotoUpload(request);
    if (!upload.ok)
      return upload.retake
        ? { kind: "retake", message: upload.message }
        : { kind: "invalid", message: upload.message, status: upload.status };
    const photoHash = await sha256Hex(upload.bytes);
    const write = also && extra ? also.write(extra, access.viewer.id) : null;
    const outcome = await scanPhoto(env, access.viewer, upload, photoHash, limit, write ?? undefined);
    switch (outcome.kind) {
      case "scan":
      case "invalid":
        return outcome;
      case "retake":
        return { kind: "retake", message: outcome.reason };
      case "limit":
        return { kind: "limit", message: dailyLimitMessage(outcome.limit) };
      case "failed":
        return { kind: "failed", message: SCAN_MESSAGES.failed };
    }
  } finally {
    slot.release();
  }
}
