// Decode, turn upright, downscale and re-encode a photo in the Worker (@cf-wasm/photon).
// The stored JPEG is made from pixels only, so no EXIF (GPS, device) survives.
import { PhotonImage, resize, SamplingFilter } from "@cf-wasm/photon";
import { measurePhoto, type Measurements } from "./measure";
import { applyOrientation, jpegOrientation, type Raster } from "./orientation";
import { fitWithin, STORED_JPEG_QUALITY, STORED_LONG_SIDE, THUMB_JPEG_QUALITY, THUMB_LONG_SIDE } from "./rules";
import type { PhotoType } from "./sniff";

export type PreparedPhoto = {
  jpeg: Uint8Array;
  thumb: Uint8Array;
  width: number;
  height: number;
  measurements: Measurements;
  /** Milliseconds per step, for the benchmark and the CPU budget. */
  timings: { decode: number; resize: number; encode: number; measure: number };
};

/** The prepared photo, or null when the bytes do not decode as an image. */
export function preparePhoto(bytes: Uint8Array, type: PhotoType): PreparedPhoto | null {
  const t0 = performance.now();
  let source: PhotonImage;
  try {
    source = PhotonImage.new_from_byteslice(bytes);
  } catch {
    return null;
  }
  const t1 = performance.now();
  let raster: Raster;
  const sourceSize = { width: source.get_width(), height: source.get_height() };
  try {
    const fit = fitWithin(sourceSize.width, sourceSize.height, STORED_LONG_SIDE);
    raster = shrink(source, fit.width, fit.height);
  } finally {
    source.free();
  }
  const orientation = type === "jpeg" ? jpegOrientation(bytes) : 1;
  const upright = applyOrientation(raster, orientation);
  const t2 = performance.now();
  const stored = new PhotonImage(upright.pixels, upright.width, upright.height);
  let jpeg: Uint8Array;
  let thumb: Uint8Array;
  try {
    jpeg = stored.get_bytes_jpeg(STORED_JPEG_QUALITY);
    const t = fitWithin(upright.width, upright.height, THUMB_LONG_SIDE);
    const small = resize(stored, t.width, t.height, SamplingFilter.Triangle);
    thumb = small.get_bytes_jpeg(THUMB_JPEG_QUALITY);
    small.free();
  } finally {
    stored.free();
  }
  const t3 = performance.now();
  const uprightSource = orientation >= 5 ? { width: sourceSize.height, height: sourceSize.width } : sourceSize;
  const measurements = measurePhoto(upright, uprightSource);
  const t4 = performance.now();
  return {
    jpeg,
    thumb,
    width: upright.width,
    height: upright.height,
    measurements,
    timings: { decode: t1 - t0, resize: t2 - t1, encode: t3 - t2, measure: t4 - t3 },
  };
}

/** RGBA pixels at the target size (Triangle filter: measured the best speed for the quality). */
function shrink(source: PhotonImage, width: number, height: number): Raster {
  if (source.get_width() === width && source.get_height() === height)
    return { pixels: source.get_raw_pixels(), width, height };
  const small = resize(source, width, height, SamplingFilter.Triangle);
  const pixels = small.get_raw_pixels();
  small.free();
  return { pixels, width, height };
}
