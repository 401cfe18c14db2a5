// Reading a photo upload: refused above 10 MB before the body is read whole (the declared
// Content-Length first, then a byte count on the stream), the body read once into one
// array, the photo field found in place (./multipart.ts), typed by its bytes and its
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

const MAX_BODY = MAX_PHOTO_BYTES + MULTIPART_SLACK_BYTES;
const tooLarge = { ok: false, message: SCAN_MESSAGES.tooLarge, status: 413 } as const;
const unreadable = { ok: false, message: SCAN_MESSAGES.choose, status: 400 } as const;

/** The whole body in one array, up to MAX_BODY bytes: "too-large" past that (the rest is
 * not read), "broken" when the client stops sending. Sized from Content-Length when the
 * client declares it, so the bytes are copied once. */
export async function readBody(request: Request): Promise<Uint8Array | "too-large" | "broken"> {
  const declared = Number(request.headers.get("Content-Length"));
  if (Number.isFinite(declared) && declared > MAX_BODY) {
    await request.body?.cancel().catch(() => {});
    return "too-large";
  }
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  let body = new Uint8Array(Number.isFinite(declared) && declared > 0 ? declared : 64 * 1024);
  let seen = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return body.subarray(0, seen);
      if (seen + value.byteLength > MAX_BODY) {
        await reader.cancel().catch(() => {});
        return "too-large";
      }
      if (seen + value.byteLength > body.length) {
        const grown = new Uint8Array(Math.min(MAX_BODY, Math.max(2 * body.length, seen + value.byteLength)));
        grown.set(body.subarray(0, seen));
        body = grown;
      }
      body.set(value, seen);
      seen += value.byteLength;
    }
  } catch {
    return "broken";
  }
}

export async function readPhotoUpload(request: Request): Promise<PhotoUpload> {
  const boundary = boundaryOf(request.headers.get("Content-Type"));
  const body = await readBody(request);
  if (body === "too-large") return tooLarge;
  if (body === "broken" || !boundary) return unreadable;
  const photo = filePart(body, boundary, "photo");
  if (!photo || photo.bytes.length === 0) return unreadable;
  if (photo.bytes.length > MAX_PHOTO_BYTES) return tooLarge;
  const bytes = photo.bytes;
  const sniffed = sniffPhoto(bytes);
  if (!sniffed.ok)
    return { ok: false, message: sniffed.reason === "type" ? SCAN_MESSAGES.type : SCAN_MESSAGES.damaged, status: 415 };
  const header = readPhotoHeader(bytes, sniffed.type);
  if (!header) return { ok: false, message: SCAN_MESSAGES.damaged, status: 415 };
  const { width, height } = header;
  if (width * height > MAX_PHOTO_PIXELS || Math.max(width, height) > MAX_PHOTO_SIDE)
    return { ok: false, message: tooManyPixelsMessage(width, height), status: 413 };
  if (Math.min(width, height) < MIN_PHOTO_SHORT_SIDE)
    return { ok: false, message: tooSmallMessage(width, height), status: 422, retake: true };
  return { ok: true, bytes, header };
}
