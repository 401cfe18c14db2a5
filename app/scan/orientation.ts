// EXIF orientation: read the tag from a JPEG's APP1 segment and apply it to raw RGBA
// pixels, so the stored photo (which carries no EXIF) stands the right way up.

/** The EXIF orientation (1..8) of a JPEG, 1 when it has none. */
export function jpegOrientation(b: Uint8Array): number {
  let i = 2;
  while (i + 4 <= b.length && b[i] === 0xff) {
    const marker = b[i + 1];
    if (marker === 0xda || marker === 0xd9) break;
    const length = (b[i + 2] << 8) | b[i + 3];
    if (marker === 0xe1 && length >= 16 && isExifHeader(b, i + 4)) {
      const found = orientationInTiff(b, i + 10, i + 2 + length);
      if (found) return found;
    }
    i += 2 + length;
  }
  return 1;
}

const isExifHeader = (b: Uint8Array, at: number) =>
  b[at] === 0x45 &&
  b[at + 1] === 0x78 &&
  b[at + 2] === 0x69 &&
  b[at + 3] === 0x66 &&
  b[at + 4] === 0 &&
  b[at + 5] === 0;

function orientationInTiff(b: Uint8Array, tiff: number, end: number): number | null {
  const little = b[tiff] === 0x49 && b[tiff + 1] === 0x49;
  if (!little && !(b[tiff] === 0x4d && b[tiff + 1] === 0x4d)) return null;
  const u16 = (at: number) => (little ? b[at] | (b[at + 1] << 8) : (b[at] << 8) | b[at + 1]);
  const u32 = (at: number) => (little ? u16(at) + u16(at + 2) * 65536 : u16(at) * 65536 + u16(at + 2));
  const ifd = tiff + u32(tiff + 4);
  if (ifd + 2 > end) return null;
  const count = u16(ifd);
  for (let n = 0; n < count; n++) {
    const entry = ifd + 2 + n * 12;
    if (entry + 12 > end) return null;
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : null;
    }
  }
  return null;
}

export type Raster = { pixels: Uint8Array; width: number; height: number };

/** The pixels turned so that EXIF orientation `o` displays upright (o=1: unchanged). */
export function applyOrientation({ pixels, width: w, height: h }: Raster, o: number): Raster {
  if (o < 2 || o > 8) return { pixels, width: w, height: h };
  const swap = o >= 5;
  const width = swap ? h : w;
  const height = swap ? w : h;
  const out = new Uint8Array(pixels.length);
  const aligned = pixels.byteOffset % 4 === 0 ? pixels : pixels.slice();
  const src32 = new Uint32Array(aligned.buffer, aligned.byteOffset, w * h);
  const dst32 = new Uint32Array(out.buffer);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sx: number;
      let sy: number;
      switch (o) {
        case 2:
          sx = w - 1 - x;
          sy = y;
          break;
        case 3:
          sx = w - 1 - x;
          sy = h - 1 - y;
          break;
        case 4:
          sx = x;
          sy = h - 1 - y;
          break;
        case 5:
          sx = y;
          sy = x;
          break;
        case 6:
          sx = y;
          sy = h - 1 - x;
          break;
        case 7:
          sx = w - 1 - y;
          sy = h - 1 - x;
          break;
        default:
          sx = w - 1 - y;
          sy = x;
          break; // 8
      }
      dst32[y * width + x] = src32[sy * w + sx];
    }
  }
  return { pixels: out, width, height };
}
