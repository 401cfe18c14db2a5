// Retakes of one portrait that leave the face as it is (issue #35): exposure ±25 %, a
// white-balance shift, JPEG quality 60-95, scale 0.6-1.0 of the upload, a crop that moves
// the face by up to 10 % of the frame, in-plane rotation up to ±5°, mild blur, EXIF
// rotation (pixels stored turned, the tag says how to stand them up), and PNG. Made with
// sharp from the committed fixture; each is a named JPEG (or PNG) as a phone would send it.
import sharp from "sharp";

const JPEG_QUALITY = 88;
const jpeg = (image, quality = JPEG_QUALITY) => image.jpeg({ quality }).toBuffer();

/** The kinds, each with the retakes it makes: [name, make(bytes, meta) -> Buffer]. */
export const RETAKE_KINDS = {
  exposure: [0.75, 0.85, 1.15, 1.25].map((k) => [`exposure ×${k}`, (b) => jpeg(sharp(b).linear(k, 0))]),
  "white balance": [
    [
      "warm cast",
      (b) =>
        jpeg(
          sharp(b).recomb([
            [1.08, 0, 0],
            [0, 1, 0],
            [0, 0, 0.9],
          ]),
        ),
    ],
    [
      "cool cast",
      (b) =>
        jpeg(
          sharp(b).recomb([
            [0.9, 0, 0],
            [0, 1, 0],
            [0, 0, 1.08],
          ]),
        ),
    ],
  ],
  "JPEG quality": [60, 70, 80, 95].map((q) => [`quality ${q}`, (b) => jpeg(sharp(b), q)]),
  scale: [0.6, 0.7, 0.8, 0.9].map((s) => [
    `scale ${s}`,
    (b, m) => jpeg(sharp(b).resize(Math.round(m.width * s), Math.round(m.height * s))),
  ]),
  crop: [
    ["crop: face 10 % right", 0, 0.5],
    ["crop: face 10 % left", 1, 0.5],
    ["crop: face 10 % down", 0.5, 0],
    ["crop: face 10 % up", 0.5, 1],
  ].map(([name, fx, fy]) => [
    name,
    // A window of 90 % of each side: the face moves by up to a tenth of the frame.
    (b, m) => {
      const [w, h] = [Math.round(m.width * 0.9), Math.round(m.height * 0.9)];
      return jpeg(
        sharp(b).extract({
          left: Math.round(fx * (m.width - w)),
          top: Math.round(fy * (m.height - h)),
          width: w,
          height: h,
        }),
      );
    },
  ]),
  rotation: [-5, -3, 3, 5].map((deg) => [
    `rotated ${deg}°`,
    async (b, m) => {
      const turned = await sharp(b).rotate(deg, { background: "#808080" }).toBuffer({ resolveWithObject: true });
      const { width, height } = turned.info;
      return jpeg(
        sharp(turned.data).extract({
          left: Math.round((width - m.width) / 2),
          top: Math.round((height - m.height) / 2),
          width: m.width,
          height: m.height,
        }),
      );
    },
  ]),
  blur: [0.6, 1].map((sigma) => [`blur σ ${sigma}`, (b) => jpeg(sharp(b).blur(sigma))]),
  "EXIF rotation": [
    // Stored turned the other way in its pixels, with the tag that stands it up again.
    [6, -90],
    [8, 90],
    [3, 180],
  ].map(([orientation, deg]) => [
    `EXIF orientation ${orientation}`,
    async (b) =>
      sharp(await sharp(b).rotate(deg).toBuffer())
        .withMetadata({ orientation })
        .jpeg({ quality: JPEG_QUALITY })
        .toBuffer(),
  ]),
  PNG: [["PNG", (b) => sharp(b).png().toBuffer()]],
};

/** Every retake of `bytes`: { kind, name, bytes }. */
export async function retakesOf(bytes) {
  const meta = await sharp(bytes).metadata();
  const out = [];
  for (const [kind, list] of Object.entries(RETAKE_KINDS))
    for (const [name, make] of list) out.push({ kind, name, bytes: new Uint8Array(await make(bytes, meta)) });
  return out;
}
