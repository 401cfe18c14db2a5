// The photos the photo benchmark sends: a 12 MP phone portrait (the NASA portrait of
// tests/fixtures/faces, enlarged, on a gradient), a 10 MB PNG of it with sensor-like noise,
// and the two decompression bombs of issue #23. Made once into bench/out/photos/.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { PhotonImage } from "@cf-wasm/photon";
import { gradient, withPortrait } from "../../tests/fixtures/portrait-scene.mjs";
import { pngBomb } from "../../tests/fixtures/photo-bomb.mjs";

export const PHOTO_DIR = "bench/out/photos";
/** The scanner's upload limit (MAX_PHOTO_BYTES in app/scan/rules.ts). */
const MAX_BYTES = 10 * 1024 * 1024;

function encode(px, w, h, as) {
  const img = new PhotonImage(px, w, h);
  const out = as === "jpeg" ? img.get_bytes_jpeg(90) : img.get_bytes();
  img.free();
  return out;
}

/** Deterministic noise of ±amount on RGB (a small LCG, so every run makes the same file). */
function addNoise(px, amount) {
  let seed = 12345;
  for (let i = 0; i < px.length; i++) {
    if (i % 4 === 3) continue;
    seed = (seed * 1103515245 + 12345) >>> 0;
    px[i] = Math.max(0, Math.min(255, px[i] + ((seed >>> 16) % (2 * amount + 1)) - amount));
  }
  return px;
}

const made = (name, make) => {
  const file = `${PHOTO_DIR}/${name}`;
  if (!existsSync(file)) {
    mkdirSync(PHOTO_DIR, { recursive: true });
    writeFileSync(file, make());
  }
  return file;
};

/** A 3000 x 4000 (12 MP) portrait JPEG at quality 90, with a phone sensor's grain (a few MB, as phones write them). */
export const portrait12mp = () =>
  made("portrait-3000x4000.jpg", () =>
    encode(addNoise(withPortrait(gradient(3000, 4000), 3000, 4000, { lanczos: true }), 6), 3000, 4000, "jpeg"),
  );

/** The largest noisy portrait PNG (3:4) under the 10 MB upload limit. */
export function noisyPng() {
  return made("portrait-noisy.png", () => {
    for (let w = 2000; ; w -= 40) {
      const h = Math.round((w * 4) / 3);
      const png = encode(addNoise(withPortrait(gradient(w, h), w, h, { lanczos: true }), 12), w, h, "png");
      if (png.length <= MAX_BYTES) return png;
    }
  });
}

export const bomb = (side) => made(`bomb-${side}.png`, () => pngBomb(side, side));

export const sizeOf = (file) => readFileSync(file).length;
