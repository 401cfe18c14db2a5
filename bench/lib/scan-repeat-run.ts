// One photo through the scanner's own path, in Node (bench/scan-repeat.mjs bundles this
// with esbuild): the upload's header and orientation read, the metadata cut, the Images
// binding's work done by sharp as Miniflare's local binding does it, the PNG decoded, the
// face found, gated and measured, and the result scored. What the Worker runs, minus D1/R2.
import sharp from "sharp";
import { faceResult } from "../../app/scan/face/face-result";
import { findFace } from "../../app/scan/face/find-face.server";
import { FACE_RETAKE_MESSAGES } from "../../app/scan/face/gate";
import { readPhotoHeader } from "../../app/scan/header";
import { preparePhoto } from "../../app/scan/photo.server";
import { sniffPhoto } from "../../app/scan/sniff";
import { RELATIVE_NOISE_BANDS, RUBRIC_VERSION } from "../../app/scan/face/rubric";
import { AREA_WEIGHTS, RATING_WEIGHTS } from "../../app/scan/face/weights";
import type { AreaKey } from "../../app/scan/result";

/** Miniflare's local Images binding (sharp: rotate, then resize to contain), in process. */
const images = {
  input(stream: ReadableStream<Uint8Array>) {
    const ops: { rotate?: number; width?: number; height?: number }[] = [];
    const transformer = {
      transform(t: { rotate?: number; width?: number; height?: number }) {
        ops.push(t);
        return transformer;
      },
      async output({ format, quality }: { format: string; quality?: number }) {
        const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
        let image = sharp(bytes);
        for (const op of ops) {
          if (op.rotate !== undefined) image = image.rotate(op.rotate);
          if (op.width !== undefined || op.height !== undefined)
            image = image.resize(op.width ?? null, op.height ?? null, { fit: "contain" });
        }
        image = format === "image/png" ? image.png() : image.jpeg(quality ? { quality } : {});
        const out = await image.toBuffer();
        return { response: () => new Response(new Uint8Array(out)), contentType: () => format };
      },
    };
    return transformer;
  },
} as unknown as ImagesBinding;

export type Observation =
  | { kind: "face"; ratingTenths: number; measurements: Record<string, number | null> }
  | { kind: "refused"; reason: string };

export async function analyse(bytes: Uint8Array): Promise<Observation> {
  const type = sniffPhoto(bytes);
  if (!type.ok) return { kind: "refused", reason: `not a photo (${type.reason})` };
  const header = readPhotoHeader(bytes, type.type);
  if (!header) return { kind: "refused", reason: "no header" };
  const prepared = await preparePhoto(images, bytes, header);
  if (!prepared.ok) return { kind: "refused", reason: prepared.reason };
  const found = await findFace(prepared.photo.raster);
  if (found.kind === "retake") return { kind: "refused", reason: FACE_RETAKE_MESSAGES[found.reason] };
  const result = faceResult(found, prepared.photo.raster);
  return {
    kind: "face",
    ratingTenths: result.ratingTenths,
    measurements: Object.fromEntries(result.measurements.map((m) => [m.key, m.value])),
  };
}

/** The measurements the rating weighs (a weight in an area that the rating weighs). */
export function ratedMeasurements(): string[] {
  return (Object.entries(AREA_WEIGHTS) as [AreaKey, Record<string, number>][]).flatMap(([area, weights]) =>
    RATING_WEIGHTS[area] > 0 ? Object.keys(weights).filter((k) => weights[k] > 0) : [],
  );
}

/** The measurements whose band the rubric carries as a share of the value (their spread is
 * measured on their logarithm). */
export function relativeMeasurements(): string[] {
  return Object.entries(RELATIVE_NOISE_BANDS)
    .filter(([, bands]) => typeof bands?.[RUBRIC_VERSION - 1] === "number")
    .map(([key]) => key);
}
