// What a photo is, decided by its bytes (never its name or declared type), and whether
// the file is whole: a JPEG must reach its end marker, a PNG its IEND chunk, a WebP
// its RIFF length.
export type PhotoType = "jpeg" | "png" | "webp";
export type Sniffed = { ok: true; type: PhotoType } | { ok: false; reason: "type" | "damaged" };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ascii = (b: Uint8Array, at: number, text: string) =>
  b.length >= at + text.length && [...text].every((c, i) => b[at + i] === c.charCodeAt(0));

export function sniffPhoto(b: Uint8Array): Sniffed {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) {
    return jpegIsWhole(b) ? { ok: true, type: "jpeg" } : { ok: false, reason: "damaged" };
  }
  if (b.length >= 8 && PNG_SIGNATURE.every((v, i) => b[i] === v)) {
    return pngIsWhole(b) ? { ok: true, type: "png" } : { ok: false, reason: "damaged" };
  }
  if (ascii(b, 0, "RIFF") && ascii(b, 8, "WEBP")) {
    const size = b[4] | (b[5] << 8) | (b[6] << 16) | (b[7] << 24);
    return size >= 4 && b.length >= size + 8 ? { ok: true, type: "webp" } : { ok: false, reason: "damaged" };
  }
  return { ok: false, reason: "type" };
}

/** Walks the marker segments to the scan, then the scan data to the end-of-image marker
 * (trailers some phones append after it are fine). */
function jpegIsWhole(b: Uint8Array) {
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return false;
    const marker = b[i + 1];
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) return true;
    if (marker >= 0xd0 && marker <= 0xd7) {
      i += 2;
      continue;
    }
    const length = (b[i + 2] << 8) | b[i + 3];
    if (length < 2) return false;
    i += 2 + length;
    if (marker === 0xda) {
      // Entropy-coded data: FF00 is a stuffed byte, FFD0-D7 restart markers.
      for (; i + 1 < b.length; i++) {
        if (b[i] !== 0xff) continue;
        const next = b[i + 1];
        if (next === 0xd9) return true;
        if (next === 0x00 || next === 0xff || (next >= 0xd0 && next <= 0xd7)) continue;
        break; // another segment (progressive JPEGs have several scans)
      }
    }
  }
  return false;
}

function pngIsWhole(b: Uint8Array) {
  let i = 8;
  while (i + 12 <= b.length) {
    const length = ((b[i] << 24) >>> 0) + (b[i + 1] << 16) + (b[i + 2] << 8) + b[i + 3];
    if (ascii(b, i + 4, "IEND")) return true;
    i += 12 + length;
  }
  return false;
}
