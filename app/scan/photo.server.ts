// A photo made ready to store and analyse, within a Worker's 128 MB (decision 024): the
// Images binding does every decode, turn, resize and encode outside the isolate, handed the
// upload without its metadata and told the orientation the scanner read itself; it returns
// the stored JPEG, its thumbnail and a PNG the isolate decodes in plain JS for the analysis
// (at most 1024 px, checked). No EXIF reaches R2; no wasm image decoder runs in the isolate.
import type { PhotoHeader } from "./header";
import { withoutMetadata } from "./metadata";
import { turnsSideways, uprightTransforms, type Raster } from "./orientation";
import { decodePng } from "./png";
import { fitWithin, STORED_JPEG_QUALITY, STORED_LONG_SIDE, THUMB_JPEG_QUALITY, THUMB_LONG_SIDE } from "./rules";

export type PreparedPhoto = {
  jpeg: Uint8Array;
  thumb: Uint8Array;
  /** The stored photo's pixels (RGBA, upright), for the analysis. */
  raster: Raster;
  /** Milliseconds per step, for the benchmark's Server-Timing. */
  timings: { resize: number; decode: number };
};

export type PhotoOutcome =
  { ok: true; photo: PreparedPhoto } | { ok: false; reason: "damaged" | "resizer-missing" | "resizer-failed" };

export async function preparePhoto(
  images: ImagesBinding | undefined,
  bytes: Uint8Array,
  header: PhotoHeader,
): Promise<PhotoOutcome> {
  if (!images) return { ok: false, reason: "resizer-missing" };
  const t0 = performance.now();
  // One blob for the three calls: each reads its own stream of the same bytes.
  const clean = new Blob([withoutMetadata(bytes, header.type) as BlobPart]);
  const upright = turnsSideways(header.orientation)
    ? { width: header.height, height: header.width }
    : { width: header.width, height: header.height };
  const stored = fitWithin(upright.width, upright.height, STORED_LONG_SIDE);
  const thumb = fitWithin(upright.width, upright.height, THUMB_LONG_SIDE);
  const run = (size: { width: number; height: number }, output: ImageOutputOptions) =>
    resized(images, clean, header.orientation, size, output);
  let results: [Uint8Array, Uint8Array, Uint8Array];
  try {
    results = await Promise.all([
      run(stored, { format: "image/jpeg", quality: STORED_JPEG_QUALITY }),
      run(thumb, { format: "image/jpeg", quality: THUMB_JPEG_QUALITY }),
      run(stored, { format: "image/png" }),
    ]);
  } catch {
    // The binding refuses what does not decode; a damaged file is the likely cause.
    return { ok: false, reason: "resizer-failed" };
  }
  const t1 = performance.now();
  const raster = await decodePng(results[2], STORED_LONG_SIDE * STORED_LONG_SIDE);
  const t2 = performance.now();
  if (!raster || Math.max(raster.width, raster.height) > STORED_LONG_SIDE) return { ok: false, reason: "damaged" };
  return {
    ok: true,
    photo: { jpeg: results[0], thumb: results[1], raster, timings: { resize: t1 - t0, decode: t2 - t1 } },
  };
}

/** The binding's output for the upright photo at `size`: turned first, then resized by its
 * long side (the other follows the aspect ratio, with no padding from rounding). */
async function resized(
  images: ImagesBinding,
  photo: Blob,
  orientation: number,
  size: { width: number; height: number },
  output: ImageOutputOptions,
) {
  let image = images.input(photo.stream());
  for (const turn of uprightTransforms(orientation)) image = image.transform(turn);
  image = image.transform(size.width >= size.height ? { width: size.width } : { height: size.height });
  const result = await image.output(output);
  return new Uint8Array(await result.response().arrayBuffer());
}
