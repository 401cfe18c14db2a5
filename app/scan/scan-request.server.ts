// A scan request as both routes see it (the no-JS page action and the island's upload
// endpoint): the gate first, then the attempt limit, then the upload, then the scan. For
// a visitor the gate turns away the body is dropped unread: nothing is decoded, stored
// or analysed. Uploads in flight are capped per member and per isolate (./upload.server.ts).
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Gate } from "~/billing";
import type { Env } from "~/env";
import { scannerAccess, type ScannerAccess } from "./access.server";
import { dailyLimitMessage, SCAN_MESSAGES } from "./rules";
import { scanPhoto } from "./scan.server";
import { recordAttempt } from "./scans.server";
import { discardBody, readPhotoUpload, takeUploadSlot } from "./upload.server";

export type ScanReply =
  | { kind: "gate"; gate: Exclude<Gate, { kind: "open" }> }
  | { kind: "scan"; id: number; repeated: boolean }
  | { kind: "invalid"; message: string; status: number }
  | { kind: "retake"; message: string }
  | { kind: "limit"; message: string }
  | { kind: "busy"; message: string; retryAfter: number }
  | { kind: "failed"; message: string };

export async function handleScanRequest(request: Request, context: AppLoadContext): Promise<ScanReply> {
  const env = context.cloudflare.env;
  const access = await scannerAccess(request, context);
  if (!access.open) {
    discardBody(request); // answered at once: the sender is told to stop
    return { kind: "gate", gate: access.gate };
  }
  // The slot is held for the whole scan: a body and its analysis are what cost memory.
  const slot = takeUploadSlot(access.viewer.id);
  if (!slot.ok) {
    discardBody(request);
    return { kind: "busy", message: slot.message, retryAfter: slot.retryAfter };
  }
  try {
    return await scanWithin(request, env, access);
  } finally {
    slot.release();
  }
}

async function scanWithin(
  request: Request,
  env: Env,
  access: Extract<ScannerAccess, { open: true }>,
): Promise<ScanReply> {
  // Every attempt counts, whatever comes of it: retakes are free against the daily limit, not unlimited.
  if (!(await recordAttempt(env, access.viewer.id))) {
    discardBody(request);
    return { kind: "limit", message: SCAN_MESSAGES.attempts };
  }
  const upload = await readPhotoUpload(request);
  if (!upload.ok)
    return upload.retake
      ? { kind: "retake", message: upload.message }
      : { kind: "invalid", message: upload.message, status: upload.status };
  const outcome = await scanPhoto(env, access.viewer, access.tier, upload);
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
