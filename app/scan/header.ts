// A photo's dimensions read from its header, before anything decodes it: JPEG's frame
// header (SOF), PNG's IHDR, WebP's VP8, VP8L or VP8X. A decoder allocates what these
// declare, so a 400 KB file declaring 12000 x 12000 pixels is refused here. Pure.
import { jpegOrientation } from "./orientation";
import type { PhotoType } from "./sniff";

export type PhotoHeader = { type: PhotoType; width: number; height: number; orientation: number };

const ascii = (b: Uint8Array, at: number, text: string) =>
  b.length >= at + text.length && [...text].every((c, i) => b[at + i] === c.charCodeAt(0));
const u16be = (b: Uint8Array, at: number) => (b[at] << 8) | b[at + 1];
const u16le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8);
const u24le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8) | (b[at + 2] << 16);
const u32be = (b: Uint8Array, at: number) => ((b[at] << 24) >>> 0) + (b[at + 1] << 16) + (b[at + 2] << 8) + b[at + 3];

/** The header's dimensions (and JPEG's EXIF orientation), or null when the header is
 * missing, cut short or declares no size. */
export function readPhotoHeader(b: Uint8Array, type: PhotoType): PhotoHeader | null {
  const size = type === "jpeg" ? jpegSize(b) : type === "png" ? pngSize(b) : webpSize(b);
  if (!size || size.width < 1 || size.height < 1) return null;
  return { type, ...size, orientation: type === "jpeg" ? jpegOrientation(b) : 1 };
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic); not DHT (C4),
 * JPG (C8) or DAC (CC), which share the range. */
const isFrameMarker = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

function jpegSize(b: Uint8Array) {
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1];
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      i += 2;
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return null; // scan data before any frame header
    const length = u16be(b, i + 2);
    if (length < 2) return null;
    if (isFrameMarker(marker)) {
      if (i + 9 > b.length) return null;
      // A height of 0 defers it to a DNL marker after the scan: not accepted.
      return { height: u16be(b, i + 5), width: u16be(b, i + 7) };
    }
    i += 2 + length;
  }
  return null;
}

function pngSize(b: Uint8Array) {
  // The signature (8 bytes), then IHDR must come first: length 13, type, width, height.
  if (b.length < 24 || !ascii(b, 12, "IHDR")) return null;
  return { width: u32be(b, 16), height: u32be(b, 20) };
}

function webpSize(b: Uint8Array) {
  if (ascii(b, 12, "VP8 ")) {
    if (b.length < 30) return null;
    // Frame tag (3 bytes) then the key frame's start code 9D 01 2A, then 14-bit sizes.
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  }
  if (ascii(b, 12, "VP8L")) {
    if (b.length < 25 || b[20] !== 0x2f) return null;
    const bits = b[21] | (b[22] << 8) | (b[23] << 16) | (b[24] << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (ascii(b, 12, "VP8X") && b.length >= 30) return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  return null;
}
