// Reading a photo upload without letting it exhaust the isolate (docs/decisions/048):
// - the body goes into a buffer that grows with the bytes that arrive and stops at the
//   10 MB cap; a declared Content-Length only refuses (too large) or bounds the last
//   growth, it never sizes a buffer, so declaring 10 MB and sending 6 bytes costs 64 KB;
// - a refusal (no multipart body, too large, not a photo by its first bytes) cancels the
//   body at once and answers without reading the rest; so does `discardBody`, which the
//   gate and the attempt limit use;
// - a sender slower than the upload's deadline is cut off (408);
// - uploads in flight are capped per member, and per isolate in number and in declared
//   bytes (429 with Retry-After).
// The photo field is then found in place (./multipart.ts), typed by its bytes and its
// header's dimensions checked, all before anything decodes it.
import { readPhotoHeader, type PhotoHeader } from "./header";
import { boundaryOf, filePart } from "./multipart";
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTO_PIXELS,
  MAX_PHOTO_SIDE,
  MIN_PHOTO_SHORT_SIDE,
  MULTIPART_SLACK_BYTES,
  SCAN_MESSAGES,
  tooManyPixelsMessage,
  tooSmallMessage,
} from "./rules";
import { sniffPhoto } from "./sniff";

export type PhotoUpload =
  | { ok: true; bytes: Uint8Array; header: PhotoHeader }
  | { ok: false; message: string; status: number; retake?: boolean };

/** The most an upload's body may be: the photo and its multipart framing. */
export const MAX_UPLOAD_BODY = MAX_PHOTO_BYTES + MULTIPART_SLACK_BYTES;
/** Uploads one member may have in flight at once (a double submit and one more). */
export const UPLOADS_PER_MEMBER = 2;
/** Uploads one isolate reads and scans at once, whatever their size. */
export const UPLOADS_PER_ISOLATE = 4;
/** The body bytes one isolate takes in at once, counted by what each upload declares (a
 * body without a length counts as the cap): two full-size photos, or several phone photos.
 * A 10 MB PNG holds about 30 MB live at its peak on its way through (the body, the prepared
 * photo, the decoded raster); four beside the face models (35 MB) would not fit in 128 MB. */
export const UPLOAD_BYTES_PER_ISOLATE = 2 * MAX_UPLOAD_BODY;
/** How long a refused upload is asked to wait before trying again. */
export const UPLOAD_RETRY_AFTER_SECONDS = 10;

/** When a body must have arrived: after a grace period, it must keep up an average rate
 * (a 3 MB phone photo over 1 Mbit/s takes 24 s), and never longer than the maximum. */
export type UploadDeadline = { graceMs: number; bytesPerSecond: number; maxMs: number };
export const UPLOAD_DEADLINE: UploadDeadline = { graceMs: 10_000, bytesPerSecond: 32 * 1024, maxMs: 60_000 };

export const UPLOAD_MESSAGES = {
  busy: (seconds: number) => `Too many photos are being uploaded right now. Please try again in ${seconds} seconds.`,
  tooSlow: "Your photo took too long to arrive. Please try again on a better connection, or choose a smaller photo.",
} as const;

/** The first buffer of a body; it doubles as bytes arrive (64 KB holds a downsized photo's start). */
const FIRST_BUFFER_BYTES = 64 * 1024;
/** Where the photo field's part headers must have ended for its type to be told early. */
const PART_HEADERS_BYTES = 4096;
/** Bytes of a file's start that tell a JPEG, PNG or WebP from anything else. */
const TYPE_BYTES = 12;

const tooLarge = { ok: false, message: SCAN_MESSAGES.tooLarge, status: 413 } as const;
const unreadable = { ok: false, message: SCAN_MESSAGES.choose, status: 400 } as const;
const notAPhoto = { ok: false, message: SCAN_MESSAGES.type, status: 415 } as const;
const tooSlow = { ok: false, message: UPLOAD_MESSAGES.tooSlow, status: 408 } as const;

/** Drops a request's body unread: the answer goes out now, the sender is told to stop. */
export function discardBody(request: Request) {
  if (request.body && !request.bodyUsed) void request.body.cancel().catch(() => {});
}

// ------------------------------------------------------------------ slots

/** Uploads in flight in this isolate, per member; and theirs, with the bytes they declared. */
const inFlight = new Map<string, number>();
let isolateInFlight = 0;
let isolateBytes = 0;

export type UploadSlot = { ok: true; release: () => void } | { ok: false; message: string; retryAfter: number };

/** What an upload may bring into the isolate: its declared length, or the cap without one. */
function declaredBytes(request: Request) {
  const declared = Number(request.headers.get("Content-Length") ?? NaN);
  return Number.isFinite(declared) && declared >= 0 ? Math.min(declared, MAX_UPLOAD_BODY) : MAX_UPLOAD_BODY;
}

/** A place for one more upload of this member, or why not (the caller answers 429 and
 * drops the body): per member, per isolate, and within the isolate's bytes. `release`
 * (once is enough; twice changes nothing) frees it. */
export function takeUploadSlot(memberId: string, request: Request): UploadSlot {
  const mine = inFlight.get(memberId) ?? 0;
  const bytes = declaredBytes(request);
  if (
    mine >= UPLOADS_PER_MEMBER ||
    isolateInFlight >= UPLOADS_PER_ISOLATE ||
    isolateBytes + bytes > UPLOAD_BYTES_PER_ISOLATE
  )
    return {
      ok: false,
      message: UPLOAD_MESSAGES.busy(UPLOAD_RETRY_AFTER_SECONDS),
      retryAfter: UPLOAD_RETRY_AFTER_SECONDS,
    };
  inFlight.set(memberId, mine + 1);
  isolateInFlight++;
  isolateBytes += bytes;
  let released = false;
  return {
    ok: true,
    release() {
      if (released) return;
      released = true;
      isolateInFlight--;
      isolateBytes -= bytes;
      const left = (inFlight.get(memberId) ?? 1) - 1;
      if (left > 0) inFlight.set(memberId, left);
      else inFlight.delete(memberId);
    },
  };
}

// ------------------------------------------------------------------ the body

export type BodyRead = Uint8Array | "too-large" | "too-slow" | "broken" | { refused: PhotoUpload & { ok: false } };
type Look = (sofar: Uint8Array) => (PhotoUpload & { ok: false }) | "more" | "done";

/**
 * The body's bytes, up to MAX_UPLOAD_BODY, in a buffer that grows as they arrive:
 * "too-large" past the cap, "too-slow" past the deadline, "broken" when the sender stops,
 * or what `look` refused on the bytes so far. Each ends the body's stream at once.
 */
export async function readBody(
  request: Request,
  { deadline = UPLOAD_DEADLINE, look }: { deadline?: UploadDeadline; look?: Look } = {},
): Promise<BodyRead> {
  const declared = Number(request.headers.get("Content-Length") ?? NaN);
  if (Number.isFinite(declared) && declared > MAX_UPLOAD_BODY) {
    discardBody(request);
    return "too-large";
  }
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const stop = () => void reader.cancel().catch(() => {});
  const started = Date.now();
  const dueBy = (received: number) =>
    started + Math.min(deadline.maxMs, deadline.graceMs + (received / deadline.bytesPerSecond) * 1000);
  let body = new Uint8Array(0);
  let seen = 0;
  let looking = Boolean(look);
  try {
    for (;;) {
      const next = await beforeDeadline(reader.read(), dueBy(seen) - Date.now());
      if (next === "late") {
        stop();
        return "too-slow";
      }
      const { done, value } = next;
      if (done) return body.subarray(0, seen);
      if (seen + value.byteLength > MAX_UPLOAD_BODY) {
        stop();
        return "too-large";
      }
      if (seen + value.byteLength > body.length) body = grown(body, seen, seen + value.byteLength, declared);
      body.set(value, seen);
      seen += value.byteLength;
      if (looking && look) {
        const verdict = look(body.subarray(0, seen));
        if (typeof verdict === "object") {
          stop();
          return { refused: verdict };
        }
        looking = verdict === "more" && seen < PART_HEADERS_BYTES + TYPE_BYTES;
      }
    }
  } catch {
    stop();
    return "broken";
  }
}

/** A bigger buffer holding the first `seen` bytes: twice the size (at least 64 KB and what
 * is needed), never past the cap, nor past a declared length that covers what is needed. */
function grown(body: Uint8Array, seen: number, needed: number, declared: number) {
  let size = Math.max(FIRST_BUFFER_BYTES, 2 * body.length, needed);
  if (Number.isFinite(declared) && declared >= needed) size = Math.min(size, declared);
  const next = new Uint8Array(Math.min(MAX_UPLOAD_BODY, size));
  next.set(body.subarray(0, seen));
  return next;
}

/** The read, or "late" when it has not come within `ms`. */
async function beforeDeadline<T>(read: Promise<T>, ms: number): Promise<T | "late"> {
  if (ms <= 0) return "late";
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<"late">((resolve) => (timer = setTimeout(resolve, ms, "late")));
  try {
    return await Promise.race([read, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** While the body arrives: refused as soon as the photo field's first bytes show it is no
 * JPEG, PNG or WebP; "more" until they have come; "done" once they pass. */
function photoTypeLook(boundary: string, field = "photo"): Look {
  return (sofar) => {
    const start = photoStart(sofar, boundary, field);
    if (start < 0 || sofar.length - start < TYPE_BYTES) return "more";
    const sniffed = sniffPhoto(sofar.subarray(start, start + TYPE_BYTES));
    return !sniffed.ok && sniffed.reason === "type" ? notAPhoto : "done";
  };
}

/** Where the photo field's content starts, when the body opens with it and its headers
 * (a few hundred bytes) have arrived; else -1 (the whole-body check still applies). */
function photoStart(sofar: Uint8Array, boundary: string, field: string) {
  let text = "";
  for (let i = 0; i < Math.min(sofar.length, PART_HEADERS_BYTES); i++) text += String.fromCharCode(sofar[i]);
  if (!text.startsWith(`--${boundary}\r\n`)) return -1;
  const headersEnd = text.indexOf("\r\n\r\n");
  if (headersEnd < 0) return -1;
  return new RegExp(`content-disposition:[^\\r\\n]*;\\s*name="${field}"`, "i").test(text.slice(0, headersEnd))
    ? headersEnd + 4
    : -1;
}

export async function readPhotoUpload(request: Request, deadline = UPLOAD_DEADLINE): Promise<PhotoUpload> {
  const boundary = boundaryOf(request.headers.get("Content-Type"));
  if (!boundary) {
    discardBody(request);
    return unreadable;
  }
  const body = await readBody(request, { deadline, look: photoTypeLook(boundary) });
  if (body === "too-large") return tooLarge;
  if (body === "too-slow") return tooSlow;
  if (body === "broken") return unreadable;
  if (!(body instanceof Uint8Array)) return body.refused;
  const photo = filePart(body, boundary, "photo");
  if (!photo || photo.bytes.length === 0) return unreadable;
  const checked = checkedPhoto(photo.bytes);
  if (!checked.ok) return checked;
  const { width, height } = checked.header;
  if (Math.min(width, height) < MIN_PHOTO_SHORT_SIDE)
    return { ok: false, message: tooSmallMessage(width, height), status: 422, retake: true };
  return checked;
}

/** A photo's bytes checked as every upload is: size, type by its bytes, dimensions from its header. */
function checkedPhoto(bytes: Uint8Array): PhotoUpload {
  if (bytes.length > MAX_PHOTO_BYTES) return tooLarge;
  const sniffed = sniffPhoto(bytes);
  if (!sniffed.ok)
    return { ok: false, message: sniffed.reason === "type" ? SCAN_MESSAGES.type : SCAN_MESSAGES.damaged, status: 415 };
  const header = readPhotoHeader(bytes, sniffed.type);
  if (!header) return { ok: false, message: SCAN_MESSAGES.damaged, status: 415 };
  const { width, height } = header;
  if (width * height > MAX_PHOTO_PIXELS || Math.max(width, height) > MAX_PHOTO_SIDE)
    return { ok: false, message: tooManyPixelsMessage(width, height), status: 413 };
  return { ok: true, bytes, header };
}

export type PhotoForm =
  | { ok: true; fields: Map<string, string>; photo: (PhotoUpload & { ok: true }) | null }
  | (PhotoUpload & { ok: false; fields?: Map<string, string> });

/**
 * A multipart form with text fields and an optional photo in `field` (the support desk's
 * screenshot): the body is read within the same limits as a scan upload and the photo
 * checked the same way (size, type by its bytes, pixels); an empty file field is no photo.
 * The caller takes an upload slot first (takeUploadSlot), as the scanner does.
 */
export async function readPhotoForm(
  request: Request,
  field: string,
  textFields: readonly string[],
  deadline = UPLOAD_DEADLINE,
): Promise<PhotoForm> {
  const boundary = boundaryOf(request.headers.get("Content-Type"));
  if (!boundary) {
    discardBody(request);
    return unreadable;
  }
  const body = await readBody(request, { deadline, look: photoTypeLook(boundary, field) });
  if (body === "too-large") return tooLarge;
  if (body === "too-slow") return tooSlow;
  if (body === "broken") return unreadable;
  if (!(body instanceof Uint8Array)) return body.refused;
  const fields = new Map<string, string>();
  const text = new TextDecoder();
  for (const name of textFields) {
    const part = filePart(body, boundary, name);
    if (part) fields.set(name, text.decode(part.bytes));
  }
  const file = filePart(body, boundary, field);
  if (!file || file.bytes.length === 0) return { ok: true, fields, photo: null };
  const photo = checkedPhoto(file.bytes);
  // A refused photo keeps the form's text, so the member's message is not lost.
  return photo.ok ? { ok: true, fields, photo } : { ...photo, fields };
}
