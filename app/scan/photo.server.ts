// A photo made ready to store and analyse, within a Worker's 128 MB (decision 022):
// whatever is larger than STORED_LONG_SIDE is resized outside the isolate by the Images
// binding, fed the bytes without their metadata; the Worker decodes at most a 1024 px
// image (@cf-wasm/photon), turns it upright from the EXIF orientation it read itself, and
// re-encodes the stored JPEG and thumbnail from pixels, so no EXIF reaches R2.
import { PhotonImage, resize, SamplingFilter } from "@cf-wasm/photon";
import type { PhotoHeader } from "./header";
import { withoutMetadata } from "./metadata";
import { applyOrientation, type Raster } from "./orientation";
import { fitWithin, STORED_JPEG_QUALITY, STORED_LONG_SIDE, THUMB_JPEG_QUALITY, THUMB_LONG_SIDE } from "./rules";

/** Quality of the Images binding's resized JPEG, decoded once more here. */
const RESIZED_JPEG_QUALITY = 92;

export type PreparedPhoto = {
  jpeg: Uint8Array;
  thumb: Uint8Array;
  /** The stored photo's pixels (RGBA, upright), for the analysis. */
  raster: Raster;
  /** Milliseconds per step, for the benchmark's Server-Timing. */
  timings: { resize: number; decode: number; encode: number };
};

export type PhotoOutcome =
  { ok: true; photo: PreparedPhoto } | { ok: false; reason: "damaged" | "resizer-missing" | "resizer-failed" };

export async function preparePhoto(
  images: ImagesBinding | undefined,
  bytes: Uint8Array,
  header: PhotoHeader,
): Promise<PhotoOutcome> {
  const t0 = performance.now();
  let small = bytes;
  if (Math.max(header.width, header.height) > STORED_LONG_SIDE) {
    if (!images) return { ok: false, reason: "resizer-missing" };
    try {
      small = await resizeOutside(images, withoutMetadata(bytes, header.type), header);
    } catch {
      return { ok: false, reason: "resizer-failed" };
    }
  }
  const t1 = performance.now();
  const decoded = decode(small);
  if (!decoded) return { ok: false, reason: "damaged" };
  const raster = applyOrientation(decoded, header.orientation);
  const t2 = performance.now();
  const { jpeg, thumb } = encode(raster);
  const t3 = performance.now();
  return { ok: true, photo: { jpeg, thumb, raster, timings: { resize: t1 - t0, decode: t2 - t1, encode: t3 - t2 } } };
}

/** The Images binding's JPEG of the photo at STORED_LONG_SIDE on its long side. */
async function resizeOutside(images: ImagesBinding, bytes: Uint8Array, header: PhotoHeader) {
  const fit = fitWithin(header.width, header.height, STORED_LONG_SIDE);
  // One side only: the other follows the aspect ratio, with no padding from rounding.
  const size = header.width >= header.height ? { width: fit.width } : { height: fit.height };
  const output = await images
    .input(new Blob([bytes as BlobPart]).stream())
    .transform(size)
    .output({ format: "image/jpeg", quality: RESIZED_JPEG_QUALITY });
  return new Uint8Array(await output.response().arrayBuffer());
}

/** RGBA pixels of an image of at most STORED_LONG_SIDE px (anything larger is refused:
 * this is the only decode in the isolate). Null when the bytes do not decode. */
function decode(bytes: Uint8Array): Raster | null {
  let image: PhotonImage;
  try {
    image = PhotonImage.new_from_byteslice(bytes);
  } catch {
    return null;
  }
  try {
    const [width, height] = [image.get_width(), image.get_height()];
    if (Math.max(width, height) > STORED_LONG_SIDE) return null;
    return { pixels: image.get_raw_pixels(), width, height };
  } finally {
    image.free();
  }
}

function encode(raster: Raster) {
  const stored = new PhotonImage(raster.pixels, raster.width, raster.height);
  try {
    const jpeg = stored.get_bytes_jpeg(STORED_JPEG_QUALITY);
    const t = fitWithin(raster.width, raster.height, THUMB_LONG_SIDE);
    const small = resize(stored, t.width, t.height, SamplingFilter.Triangle);
    const thumb = small.get_bytes_jpeg(THUMB_JPEG_QUALITY);
    small.free();
    return { jpeg, thumb };
  } finally {
    stored.free();
  }
}
