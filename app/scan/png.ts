// Decoding the small PNG the Images binding hands back into RGBA pixels, in plain JS
// memory that is freed after the request (a wasm decoder's heap never shrinks). Only
// what a resizer writes: 8 bits per channel, not interlaced; grey, RGB, palette, grey
// with alpha or RGBA. The zlib stream is inflated by the platform (DecompressionStream).
import type { Raster } from "./orientation";

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/** The pixels, or null when the bytes are not a PNG this decoder reads. */
export async function decodePng(b: Uint8Array, maxPixels: number): Promise<Raster | null> {
  const u32 = (at: number) => ((b[at] << 24) >>> 0) + (b[at + 1] << 16) + (b[at + 2] << 8) + b[at + 3];
  const type = (at: number) => String.fromCharCode(b[at], b[at + 1], b[at + 2], b[at + 3]);
  if (b.length < 33 || u32(0) !== 0x89504e47 || type(12) !== "IHDR") return null;
  const [width, height, depth, colour, interlace] = [u32(16), u32(20), b[24], b[25], b[28]];
  const channels = CHANNELS[colour];
  if (!channels || depth !== 8 || interlace !== 0 || width * height > maxPixels || width < 1 || height < 1) return null;
  let palette: Uint8Array | null = null;
  let transparency: Uint8Array | null = null;
  const data: Uint8Array[] = [];
  for (let i = 8; i + 12 <= b.length;) {
    const length = u32(i);
    const body = b.subarray(i + 8, i + 8 + length);
    const t = type(i + 4);
    if (t === "PLTE") palette = body;
    else if (t === "tRNS") transparency = body;
    else if (t === "IDAT") data.push(body);
    else if (t === "IEND") break;
    i += 12 + length;
  }
  if (colour === 3 && !palette) return null;
  const stride = width * channels;
  const inflated = await inflate(data);
  if (!inflated || inflated.length < height * (stride + 1)) return null;
  const rows = unfilter(inflated, width, height, channels);
  if (!rows) return null;
  if (colour === 6) return { pixels: rows, width, height };
  const pixels = new Uint8Array(width * height * 4);
  for (let p = 0, s = 0; p < pixels.length; p += 4, s += channels) {
    if (colour === 3) {
      const k = rows[s];
      pixels[p] = palette![k * 3];
      pixels[p + 1] = palette![k * 3 + 1];
      pixels[p + 2] = palette![k * 3 + 2];
      pixels[p + 3] = transparency?.[k] ?? 255;
    } else if (colour === 2) {
      pixels[p] = rows[s];
      pixels[p + 1] = rows[s + 1];
      pixels[p + 2] = rows[s + 2];
      pixels[p + 3] = 255;
    } else {
      // grey, with alpha in the second channel when there is one
      pixels[p] = pixels[p + 1] = pixels[p + 2] = rows[s];
      pixels[p + 3] = colour === 4 ? rows[s + 1] : 255;
    }
  }
  return { pixels, width, height };
}

async function inflate(parts: Uint8Array[]): Promise<Uint8Array | null> {
  try {
    const stream = new Blob(parts as BlobPart[]).stream().pipeThrough(new DecompressionStream("deflate"));
    return new Uint8Array(await new Response(stream).arrayBuffer());
  } catch {
    return null;
  }
}

/** Undoes PNG's per-row filters (None, Sub, Up, Average, Paeth), row by row in place. */
function unfilter(data: Uint8Array, width: number, height: number, bpp: number): Uint8Array | null {
  const stride = width * bpp;
  const out = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = data[y * (stride + 1)];
    const src = y * (stride + 1) + 1;
    const row = y * stride;
    const up = row - stride;
    for (let x = 0; x < stride; x++) {
      const a = x >= bpp ? out[row + x - bpp] : 0;
      const b = y > 0 ? out[up + x] : 0;
      const c = x >= bpp && y > 0 ? out[up + x - bpp] : 0;
      const raw = data[src + x];
      let v: number;
      switch (filter) {
        case 0:
          v = raw;
          break;
        case 1:
          v = raw + a;
          break;
        case 2:
          v = raw + b;
          break;
        case 3:
          v = raw + ((a + b) >> 1);
          break;
        case 4: {
          const p = a + b - c;
          const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
          v = raw + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
          break;
        }
        default:
          return null;
      }
      out[row + x] = v & 0xff;
    }
  }
  return out;
}
