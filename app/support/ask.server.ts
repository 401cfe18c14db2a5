// A member's new request as the /support/new action reads it: a plain form, or a multipart
// one with an optional screenshot read by the scanner's upload reader (same limits, same
// checks, same per-member and per-isolate slots: app/scan/upload.server.ts).
import { readForm } from "~/forms/parse";
import { discardBody, readPhotoForm, takeUploadSlot } from "~/scan/index.server";
import { SCREENSHOT_FIELD } from "./forms";
import type { Screenshot } from "./screenshots.server";

const TEXT_FIELDS = ["topic", "message"] as const;

export type AskForm =
  | { ok: true; fields: Map<string, string>; screenshot: Screenshot | null }
  | { ok: false; fields: Map<string, string>; message: string; status: number };

export async function readAskForm(request: Request, memberId: string): Promise<AskForm> {
  const multipart = /^multipart\/form-data/i.test(request.headers.get("Content-Type") ?? "");
  if (!multipart) {
    const form = await readForm(request);
    const fields = new Map<string, string>();
    for (const name of TEXT_FIELDS) {
      const value = form.get(name);
      if (typeof value === "string") fields.set(name, value);
    }
    return { ok: true, fields, screenshot: null };
  }
  const slot = takeUploadSlot(memberId, request);
  if (!slot.ok) {
    discardBody(request);
    return { ok: false, fields: new Map(), message: slot.message, status: 429 };
  }
  try {
    const read = await readPhotoForm(request, SCREENSHOT_FIELD, TEXT_FIELDS);
    if (!read.ok)
      return {
        ok: false,
        fields: read.fields ?? new Map<string, string>(),
        message: read.message,
        status: read.status,
      };
    return {
      ok: true,
      fields: read.fields,
      screenshot: read.photo ? { bytes: read.photo.bytes, type: read.photo.header.type } : null,
    };
  } finally {
    slot.release();
  }
}
