// A scan request as both routes see it (the no-JS page action and the island's upload
// endpoint), in two D1 round trips (decision 052). A visitor without a signed session cookie
// gets the gate with the body drained unparsed. Otherwise the upload is read and checked
// (its bytes and header: nothing is decoded), then one read batch asks the gate (the session
// and the subscription), counts the attempt (every attempt counts, whatever comes of it),
// looks the photo up and counts today's scans; only then is anything decoded, analysed or
// stored, and storing is the one write batch.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { BatchResponse } from "drizzle-orm/batch";
import { memberSql } from "~/auth/index.server";
import type { Gate } from "~/billing";
import type { Batch, Statement } from "~/db.server";
import { joinBatch, type MemberReads } from "~/request-batch.server";
import { scannerAccess } from "./access.server";
import { dailyLimit, dailyLimitMessage, SCAN_MESSAGES } from "./rules";
import { scanPhoto, sha256Hex } from "./scan.server";
import { attemptStatements, knownScanQuery, scansTodayRead } from "./scans.server";
import { readBody, readPhotoUpload } from "./upload.server";

export type ScanReply =
  | { kind: "gate"; gate: Exclude<Gate, { kind: "open" }> }
  | { kind: "scan"; id: number; repeated: boolean }
  | { kind: "invalid"; message: string; status: number }
  | { kind: "retake"; message: string }
  | { kind: "limit"; message: string }
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
    await readBody(request); // so a browser still sending gets its answer, not a reset
    return { kind: "gate", gate: { kind: "signin" } };
  }
  const upload = await readPhotoUpload(request);
  const photoHash = upload.ok ? await sha256Hex(upload.bytes) : "";
  const now = new Date();
  const [access, [, attempt, known, today], extra] = await Promise.all([
    scannerAccess(request, context),
    joinBatch(
      context,
      (db) =>
        [
          ...attemptStatements(db, member, now),
          knownScanQuery(db, member, photoHash),
          scansTodayRead(db, member, now),
        ] as const,
    ),
    also ? joinBatch(context, (db) => also.reads(db, member)) : null,
  ]);
  if (!access.open) return { kind: "gate", gate: access.gate };
  if (attempt.length === 0) return { kind: "limit", message: SCAN_MESSAGES.attempts };
  if (!upload.ok)
    return upload.retake
      ? { kind: "retake", message: upload.message }
      : { kind: "invalid", message: upload.message, status: upload.status };
  // The same photo again: its stored result, whatever today's count.
  if (known[0]) return { kind: "scan", id: known[0].id, repeated: true };
  const limit = dailyLimit(access.tier);
  if ((today[0]?.n ?? 0) >= limit) return { kind: "limit", message: dailyLimitMessage(limit) };
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
}
