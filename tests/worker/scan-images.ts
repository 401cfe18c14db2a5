// Test photos made in code: a face-like scene (sharp, well lit), and the broken kinds.
import { gaussian_blur, PhotonImage } from "@cf-wasm/photon";
import { scene } from "../fixtures/photo-scene.mjs";

function encode(px: Uint8Array, w: number, h: number, as: "jpeg" | "png" | "webp", blur = 0) {
  const img = new PhotonImage(px, w, h);
  if (blur) gaussian_blur(img, blur);
  const out = as === "jpeg" ? img.get_bytes_jpeg(90) : as === "png" ? img.get_bytes() : img.get_bytes_webp();
  img.free();
  return out;
}

export const normalJpeg = (w = 600, h = 800) => encode(scene(w, h), w, h, "jpeg");
export const normalPng = (w = 600, h = 800) => encode(scene(w, h), w, h, "png");
export const blackJpeg = (w = 600, h = 800) =>
  encode(
    new Uint8Array(w * h * 4).map((_, i) => (i % 4 === 3 ? 255 : 0)),
    w,
    h,
    "jpeg",
  );
export const blurredJpeg = (w = 600, h = 800) => encode(scene(w, h), w, h, "jpeg", 25);
export const tinyJpeg = () => encode(scene(120, 160), 120, 160, "jpeg");

/** A JPEG with an EXIF APP1 segment right after SOI: orientation and a camera make. */
export function withExif(jpeg: Uint8Array, orientation: number, make = "GlowupSecretCam GPS 51.5N") {
  const makeBytes = new TextEncoder().encode(`${make}\0`);
  const tiff: number[] = [0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00, 0x02, 0x00];
  const le16 = (n: number) => [n & 0xff, (n >> 8) & 0xff];
  const le32 = (n: number) => [...le16(n & 0xffff), ...le16(n >>> 16)];
  tiff.push(...le16(0x0112), ...le16(3), ...le32(1), ...le16(orientation), 0, 0);
  tiff.push(...le16(0x010f), ...le16(2), ...le32(makeBytes.length), ...le32(8 + 2 + 24 + 4));
  tiff.push(...le32(0), ...makeBytes);
  const payload = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
  const length = payload.length + 2;
  const app1 = [0xff, 0xe1, (length >> 8) & 0xff, length & 0xff, ...payload];
  const out = new Uint8Array(jpeg.length + app1.length);
  out.set(jpeg.subarray(0, 2), 0);
  out.set(app1, 2);
  out.set(jpeg.subarray(2), 2 + app1.length);
  return out;
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
