// A photo without its metadata, cut out at the byte level before anything else sees it:
// EXIF (GPS, camera, orientation), XMP, IPTC and comments in JPEG; eXIf and text chunks
// in PNG; EXIF and XMP chunks in WebP. Pixels and colour profiles are left as they are.
// The scanner reads orientation itself and applies it (./orientation.ts), so a resizer
// that would honour an orientation tag sees none, locally and in production alike. Pure.
import type { PhotoType } from "./sniff";

export function withoutMetadata(b: Uint8Array, type: PhotoType): Uint8Array {
  return type === "jpeg" ? jpegWithout(b) : type === "png" ? pngWithout(b) : webpWithout(b);
}

/** APPn segments kept: APP0 (JFIF), APP2 (ICC profile), APP14 (Adobe colour transform). */
const KEPT_APP = new Set([0xe0, 0xe2, 0xee]);

function jpegWithout(b: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [b.subarray(0, 2)];
  let i = 2;
  while (i + 4 <= b.length && b[i] === 0xff) {
    const marker = b[i + 1];
    if (marker === 0xda) break; // the rest is scan data
    const end = i + 2 + ((b[i + 2] << 8) | b[i + 3]);
    const metadata = (marker >= 0xe1 && marker <= 0xef && !KEPT_APP.has(marker)) || marker === 0xfe;
    if (!metadata) parts.push(b.subarray(i, end));
    i = end;
  }
  parts.push(b.subarray(i));
  return concat(parts, b);
}

const PNG_METADATA = new Set(["eXIf", "tEXt", "zTXt", "iTXt", "tIME"]);

function pngWithout(b: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [b.subarray(0, 8)];
  let i = 8;
  while (i + 12 <= b.length) {
    const length = ((b[i] << 24) >>> 0) + (b[i + 1] << 16) + (b[i + 2] << 8) + b[i + 3];
    const type = String.fromCharCode(b[i + 4], b[i + 5], b[i + 6], b[i + 7]);
    const end = i + 12 + length;
    if (!PNG_METADATA.has(type)) parts.push(b.subarray(i, end));
    i = end;
  }
  return concat(parts, b);
}

const WEBP_METADATA = new Set(["EXIF", "XMP "]);
/** VP8X flag bits announcing EXIF (bit 3) and XMP (bit 2) chunks. */
const VP8X_METADATA_FLAGS = 0x08 | 0x04;

function webpWithout(b: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [];
  let i = 12;
  while (i + 8 <= b.length) {
    const type = String.fromCharCode(b[i], b[i + 1], b[i + 2], b[i + 3]);
    const size = b[i + 4] | (b[i + 5] << 8) | (b[i + 6] << 16) | (b[i + 7] << 24);
    const end = Math.min(b.length, i + 8 + size + (size % 2)); // chunks are padded to even sizes
    if (type === "VP8X") {
      const chunk = b.slice(i, end);
      chunk[8] &= ~VP8X_METADATA_FLAGS;
      parts.push(chunk);
    } else if (!WEBP_METADATA.has(type)) parts.push(b.subarray(i, end));
    i = end;
  }
  const body = concat(parts);
  const out = new Uint8Array(12 + body.length);
  out.set(b.subarray(0, 12));
  const riff = 4 + body.length;
  out.set([riff & 0xff, (riff >> 8) & 0xff, (riff >> 16) & 0xff, (riff >>> 24) & 0xff], 4);
  out.set(body, 12);
  return out;
}

/** The kept parts as one array; the input itself (no copy) when nothing was cut. */
function concat(parts: Uint8Array[], whole?: Uint8Array) {
  const length = parts.reduce((n, p) => n + p.length, 0);
  if (whole && length === whole.length) return whole;
  const out = new Uint8Array(length);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
