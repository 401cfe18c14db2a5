// EXIF orientation applied to raw RGBA pixels: the reference the tests hold the Images
// binding's transforms (app/scan/orientation.ts uprightTransforms) and phone-like photos to.
import type { Raster } from "~/scan/orientation";

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

/** What the binding's transforms do, in JS: a clockwise turn, a mirror. */
export function transformed(r: Raster, ops: ({ rotate: 90 | 180 | 270 } | { flip: "h" | "v" })[]): Raster {
  let out = r;
  for (const op of ops) {
    // A clockwise turn of 90 is EXIF 6's correction; 180 is 3's; 270 is 8's. Mirrors are 2 and 4.
    out = applyOrientation(out, "rotate" in op ? { 90: 6, 180: 3, 270: 8 }[op.rotate] : op.flip === "h" ? 2 : 4);
  }
  return out;
}
