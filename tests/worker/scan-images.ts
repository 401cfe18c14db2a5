// Test photos made in code, in workerd and in Node alike: a real portrait (the NASA photo
// in tests/fixtures/faces) placed on the test scene at any size, the broken kinds, and
// hostile files (decompression bombs, headers that lie, EXIF from a phone).
import { gaussian_blur, PhotonImage } from "@cf-wasm/photon";
import { scene } from "../fixtures/photo-scene.mjs";
import { gradient, portraitJpeg, withPortrait } from "../fixtures/portrait-scene.mjs";
export { pngBomb } from "../fixtures/photo-bomb.mjs";

function encode(px: Uint8Array, w: number, h: number, as: "jpeg" | "png" | "webp", blur = 0) {
  const img = new PhotonImage(px, w, h);
  if (blur) gaussian_blur(img, blur);
  const out = as === "jpeg" ? img.get_bytes_jpeg(90) : as === "png" ? img.get_bytes() : img.get_bytes_webp();
  img.free();
  return out;
}

export { portraitJpeg };
export const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** The portrait on a soft gradient (tests/fixtures/portrait-scene.mjs). Every size gives
 * different bytes, so each test can upload a photo of its own. */
export const portraitScene = (w: number, h: number) => withPortrait(gradient(w, h), w, h);

export const normalJpeg = (w = 600, h = 800) => encode(portraitScene(w, h), w, h, "jpeg");
export const normalPng = (w = 600, h = 800) => encode(portraitScene(w, h), w, h, "png");
/** The scene without a person: no face to find. */
export const faceless = (w = 600, h = 800) => encode(scene(w, h), w, h, "jpeg");
export const tinyJpeg = () => encode(portraitScene(120, 160), 120, 160, "jpeg");

/** `jpeg` with another JPEG's EXIF APP1 segment (a phone's: GPS, make, orientation) spliced in after SOI. */
export function withExifOf(jpeg: Uint8Array, from: Uint8Array) {
  let i = 2;
  while (i + 4 <= from.length && from[i] === 0xff) {
    const length = (from[i + 2] << 8) | from[i + 3];
    if (from[i + 1] === 0xe1) return withSegment(jpeg, [...from.subarray(i + 4, i + 2 + length)]);
    i += 2 + length;
  }
  throw new Error("no APP1 segment");
}

function withSegment(jpeg: Uint8Array, payload: number[]) {
  const length = payload.length + 2;
  const app1 = [0xff, 0xe1, (length >> 8) & 0xff, length & 0xff, ...payload];
  const out = new Uint8Array(jpeg.length + app1.length);
  out.set(jpeg.subarray(0, 2), 0);
  out.set(app1, 2);
  out.set(jpeg.subarray(2), 2 + app1.length);
  return out;
}

/** A JPEG whose frame header claims `width` x `height` (the pixels stay what they were). */
export function withDeclaredSize(jpeg: Uint8Array, width: number, height: number) {
  const out = jpeg.slice();
  let i = 2;
  while (i + 9 <= out.length && out[i] === 0xff) {
    const marker = out[i + 1];
    if (marker >= 0xc0 && marker <= 0xc2) {
      out.set([(height >> 8) & 0xff, height & 0xff, (width >> 8) & 0xff, width & 0xff], i + 5);
      return out;
    }
    i += 2 + ((out[i + 2] << 8) | out[i + 3]);
  }
  throw new Error("no frame header");
}

export function decodeSize(bytes: Uint8Array) {
  const img = PhotonImage.new_from_byteslice(bytes);
  const size = { width: img.get_width(), height: img.get_height() };
  img.free();
  return size;
}

export function contains(haystack: Uint8Array, text: string) {
  const needle = new TextEncoder().encode(text);
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}
