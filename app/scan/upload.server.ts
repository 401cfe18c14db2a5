// Reading a photo upload: refused above 10 MB before the body is read whole (the declared
// Content-Length first, then a byte count on the stream), then typed by its bytes and its
// header's dimensions checked, all before anything decodes it.
import { z } from "zod";
import { readPhotoHeader, type PhotoHeader } from "./header";
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

const PhotoField = z.object({
  photo: z
    .instanceof(File, { message: SCAN_MESSAGES.choose })
    .refine((f) => f.size > 0, SCAN_MESSAGES.choose)
    .refine((f) => f.size <= MAX_PHOTO_BYTES, SCAN_MESSAGES.tooLarge),
});

/** The body's chunks, up to MAX_BODY bytes: "too-large" past that (the rest is not read),
 * "broken" when the client stops sending. */
export async function readBody(request: Request): Promise<Uint8Array[] | "too-large" | "broken"> {
  const declared = Number(request.headers.get("Content-Length"));
  if (Number.isFinite(declared) && declared > MAX_BODY) {
    await request.body?.cancel().catch(() => {});
    return "too-large";
  }
  if (!request.body) return [];
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let seen = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return chunks;
      seen += value.byteLength;
      if (seen > MAX_BODY) {
        await reader.cancel().catch(() => {});
        return "too-large";
      }
      chunks.push(value);
    }
  } catch {
    return "broken";
  }
}

export async function readPhotoUpload(request: Request): Promise<PhotoUpload> {
  if (!(request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data") || !request.body) {
    await readBody(request);
    return unreadable;
  }
  const chunks = await readBody(request);
  if (chunks === "too-large") return tooLarge;
  if (chunks === "broken") return unreadable;
  let form: FormData;
  try {
    form = await new Request(request.url, {
      method: "POST",
      headers: request.headers,
      body: new Blob(chunks as BlobPart[]),
    }).formData();
  } catch {
    return unreadable;
  }
  const parsed = PhotoField.safeParse({ photo: form.get("photo") });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? SCAN_MESSAGES.choose;
    return { ok: false, message, status: message === SCAN_MESSAGES.tooLarge ? 413 : 400 };
  }
  const bytes = new Uint8Array(await parsed.data.photo.arrayBuffer());
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
