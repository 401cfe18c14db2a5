// EXIF orientation: read the tag from a JPEG's APP1 segment, and the resizer's transforms
// that apply it, so the stored photo (which carries no EXIF) stands the right way up.

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

/** The Images binding's transforms that stand a photo tagged with EXIF orientation `o`
 * upright, in order: a clockwise turn, then a mirror (orientations 2, 4, 5, 7 are the
 * mirrored ones). */
export function uprightTransforms(o: number): ({ rotate: 90 | 180 | 270 } | { flip: "h" | "v" })[] {
  switch (o) {
    case 2:
      return [{ flip: "h" }];
    case 3:
      return [{ rotate: 180 }];
    case 4:
      return [{ flip: "v" }];
    case 5:
      return [{ rotate: 90 }, { flip: "h" }];
    case 6:
      return [{ rotate: 90 }];
    case 7:
      return [{ rotate: 270 }, { flip: "h" }];
    case 8:
      return [{ rotate: 270 }];
    default:
      return [];
  }
}

/** Whether orientation `o` swaps width and height. */
export const turnsSideways = (o: number) => o >= 5 && o <= 8;
