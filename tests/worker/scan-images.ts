// Test photos made in code: a face-like scene (sharp, well lit), and the broken kinds.
import { gaussian_blur, PhotonImage } from "@cf-wasm/photon";

/** A deterministic scene: background, a skin-toned oval, hair, eyes, mouth, fine texture. */
export function scene(width: number, height: number, { light = 1 } = {}) {
  const px = new Uint8Array(width * height * 4);
  const cx = width / 2, cy = height * 0.55, rx = width * 0.28, ry = height * 0.33;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const nx = (x - cx) / rx, ny = (y - cy) / ry;
      let r = 70 + (y / height) * 60, g = 110 + (x / width) * 40, b = 150;
      if (nx * nx + ny * ny < 1) [r, g, b] = [214, 170, 140];
      if (y < cy - ry * 0.6 && nx * nx + ((y - (cy - ry)) / (ry * 0.5)) ** 2 < 1.2) [r, g, b] = [60, 40, 30];
      for (const ex of [cx - rx * 0.4, cx + rx * 0.4]) {
        if (((x - ex) / (rx * 0.14)) ** 2 + ((y - (cy - ry * 0.15)) / (ry * 0.07)) ** 2 < 1) [r, g, b] = [30, 30, 40];
      }
      if (Math.abs(y - (cy + ry * 0.5)) < ry * 0.04 && Math.abs(x - cx) < rx * 0.35) [r, g, b] = [150, 60, 60];
      const texture = ((x * 7919 + y * 104729) % 23) - 11; // fixed, not random
      px[i] = clamp((r + texture) * light);
      px[i + 1] = clamp((g + texture) * light);
      px[i + 2] = clamp((b + texture) * light);
      px[i + 3] = 255;
    }
  }
  return px;
}

const clamp = (n: number) => Math.max(0, Math.min(255, Math.round(n)));

function encode(px: Uint8Array, w: number, h: number, as: "jpeg" | "png" | "webp", blur = 0) {
  const img = new PhotonImage(px, w, h);
  if (blur) gaussian_blur(img, blur);
  const out = as === "jpeg" ? img.get_bytes_jpeg(90) : as === "png" ? img.get_bytes() : img.get_bytes_webp();
  img.free();
  return out;
}

export const normalJpeg = (w = 600, h = 800) => encode(scene(w, h), w, h, "jpeg");
export const normalPng = (w = 600, h = 800) => encode(scene(w, h), w, h, "png");
export const blackJpeg = (w = 600, h = 800) => encode(new Uint8Array(w * h * 4).map((_, i) => (i % 4 === 3 ? 255 : 0)), w, h, "jpeg");
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
