// Reading a photo upload: refused above 10 MB before the body is read whole (the declared
// Content-Length first, then a byte count on the stream), then typed by its bytes.
import { z } from "zod";
import { MAX_PHOTO_BYTES, MULTIPART_SLACK_BYTES, SCAN_MESSAGES } from "./rules";
import { sniffPhoto, type PhotoType } from "./sniff";

export type PhotoUpload =
  { ok: true; bytes: Uint8Array; type: PhotoType } | { ok: false; message: string; status: number };

const MAX_BODY = MAX_PHOTO_BYTES + MULTIPART_SLACK_BYTES;
const tooLarge = { ok: false, message: SCAN_MESSAGES.tooLarge, status: 413 } as const;

const PhotoField = z.object({
  photo: z
    .instanceof(File, { message: SCAN_MESSAGES.choose })
    .refine((f) => f.size > 0, SCAN_MESSAGES.choose)
    .refine((f) => f.size <= MAX_PHOTO_BYTES, SCAN_MESSAGES.tooLarge),
});

export async function readPhotoUpload(request: Request): Promise<PhotoUpload> {
  const declared = Number(request.headers.get("Content-Length"));
  if (Number.isFinite(declared) && declared > MAX_BODY) {
    await request.body?.cancel().catch(() => {});
    return tooLarge;
  }
  if (!(request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data") || !request.body) {
    return { ok: false, message: SCAN_MESSAGES.choose, status: 400 };
  }
  // Count the bytes as they arrive and stop reading past the limit.
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let seen = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      seen += value.byteLength;
      if (seen > MAX_BODY) {
        await reader.cancel().catch(() => {});
        return tooLarge;
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, message: SCAN_MESSAGES.choose, status: 400 };
  }
  let form: FormData;
  try {
    form = await new Request(request.url, {
      method: "POST",
      headers: request.headers,
      body: new Blob(chunks as BlobPart[]),
    }).formData();
  } catch {
    return { ok: false, message: SCAN_MESSAGES.choose, status: 400 };
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
  return { ok: true, bytes, type: sniffed.type };
}

/** Reads and drops a body nobody will use (up to the upload limit), so a browser that is
 * still sending gets its answer instead of a reset connection; nothing is kept. */
export async function discardBody(request: Request) {
  if (!request.body) return;
  const reader = request.body.getReader();
  let seen = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      seen += value.byteLength;
      if (seen > MAX_BODY) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // the client went away: nothing to answer
  }
}
