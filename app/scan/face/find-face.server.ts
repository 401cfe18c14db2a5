// One photo's face, found and measured: the detector on a small copy, the 68 landmarks on
// a crop of the full raster, then the gate (./gate.ts) and the measurements. The models
// run under one lock per isolate (./engine.server.ts); the pure measuring runs after.
import type { Raster } from "../orientation";
import { alignFace, frameTransform, resampleOnEyes, type EyeLayout } from "./aligned";
import { withFaceEngine, type FaceEngine } from "./engine.server";
import {
  distinctFaces,
  facesRetake,
  frameRetake,
  lightRetake,
  meanLight,
  poseRetake,
  sizeRetake,
  type FaceRetake,
} from "./gate";
import { faceWidth, type Point } from "./landmarks";
import { cropToRgb, shrinkToRgb, type Box } from "./pixels";
import { measureProportions, type Proportions } from "./proportions";
import { DETECTOR } from "./detection";
import { measureSkin, type SkinMeasures } from "./skin";

export type FaceFindings =
  | { kind: "retake"; reason: FaceRetake }
  | {
      kind: "face";
      /** The detector's confidence, 0..1. */
      score: number;
      /** The face's box and landmarks in the raster's pixels. */
      box: Box;
      landmarks: Point[];
      proportions: Proportions;
      skin: SkinMeasures;
      /** The face's width (jaw line's ends) over the photo's shorter side. */
      faceShare: number;
      /** Milliseconds spent in the models (detector and landmarks). */
      modelMs: number;
    };

export async function findFace(raster: Raster): Promise<FaceFindings> {
  const detectorInput = shrinkToRgb(raster, DETECTOR.longSide);
  const shortSide = Math.min(raster.width, raster.height);
  const found = await withFaceEngine(async (engine) => {
    const started = performance.now();
    const whole = distinctFaces(
      (await engine.detect(detectorInput.image)).map((f) => ({
        score: f.score,
        box: scaleBox(f.box, 1 / detectorInput.scale),
      })),
    );
    // The detector misses faces under about a tenth of what it sees: look again, closer.
    const faces = whole.length > 0 ? await confirmOthers(engine, raster, whole) : await detectInTiles(engine, raster);
    if (faces.length === 0) return { refused: frameRetake(meanLight(detectorInput.image.rgb)) };
    const refused = facesRetake(faces.map((f) => f.box));
    if (refused) return { refused };
    const face = faces[0];
    const crop = cropToRgb(raster, face.box);
    const first = (await engine.landmarks(crop.image)).map((p) => ({ x: p.x + crop.x, y: p.y + crop.y }));
    // Again on a crop laid out on the first pass's eyes: level, at one scale, framed as
    // the detector frames a face. The model then sees nearly the same picture whatever the
    // photo's size, framing or roll, and its points move far less between retakes.
    const canonical = resampleOnEyes(raster, first, LANDMARK_CROP);
    const { toPhoto } = frameTransform(first, LANDMARK_CROP);
    const points = (await engine.landmarks(canonical)).map((p) => toPhoto(p.x, p.y));
    return { face, points, modelMs: performance.now() - started };
  });
  if ("refused" in found) return { kind: "retake", reason: found.refused! };
  const faceShare = faceWidth(found.points) / shortSide;
  const small = sizeRetake(faceShare);
  if (small) return { kind: "retake", reason: small };
  const proportions = measureProportions(found.points);
  const pose = poseRetake(proportions);
  if (pose) return { kind: "retake", reason: pose };
  const skin = measureSkin(alignFace(raster, found.points));
  const light = lightRetake(skin);
  if (light) return { kind: "retake", reason: light };
  return {
    kind: "face",
    score: found.face.score,
    box: found.face.box,
    landmarks: found.points,
    proportions,
    skin,
    faceShare,
    modelMs: found.modelMs,
  };
}

/** The best face, and any other that a closer look at its own surroundings confirms: at
 * the whole photo's scale a patterned shirt can pass for a face, up close it does not. */
async function confirmOthers(engine: FaceEngine, raster: Raster, faces: { score: number; box: Box }[]) {
  const [best, ...others] = faces;
  const confirmed = [best];
  for (const other of others) {
    const { box } = other;
    const margin = CONFIRM_MARGIN * Math.max(box.width, box.height);
    const x = Math.max(0, box.x - margin);
    const y = Math.max(0, box.y - margin);
    const area = {
      x,
      y,
      width: Math.min(raster.width, box.x + box.width + margin) - x,
      height: Math.min(raster.height, box.y + box.height + margin) - y,
    };
    const closer = await engine.detect(shrinkToRgb(raster, DETECTOR.longSide, area).image, DETECTOR.minTileScore);
    if (closer.length > 0) confirmed.push(other);
  }
  return confirmed;
}

/** Overlapping quarters of the photo, each shown to the detector on its own; a face seen
 * in two quarters counts once. */
async function detectInTiles(engine: FaceEngine, raster: Raster) {
  const [tw, th] = [raster.width * DETECTOR.tile, raster.height * DETECTOR.tile];
  const found: { score: number; box: Box }[] = [];
  for (const [fx, fy] of [
    [0, 0],
    [1, 0],
    [0, 1],
    [1, 1],
  ]) {
    const area = { x: fx * (raster.width - tw), y: fy * (raster.height - th), width: tw, height: th };
    const tile = shrinkToRgb(raster, DETECTOR.longSide, area);
    for (const f of await engine.detect(tile.image, DETECTOR.minTileScore)) {
      const box = scaleBox(f.box, 1 / tile.scale);
      found.push({ score: f.score, box: { ...box, x: box.x + area.x, y: box.y + area.y } });
    }
  }
  return distinctFaces(found);
}

/** The second landmark pass's crop: square, the eyes where face-api's detector box puts
 * them (measured on the portraits of tests/fixtures/faces: eye distance a third of the
 * box's width, the eye line a quarter of the way down). */
const LANDMARK_CROP: EyeLayout = { width: 160, height: 160, eyeDistance: 53, eyeY: 38 };

/** Room around a face looked at again, as a share of its box's longer side. */
const CONFIRM_MARGIN = 0.5;

const scaleBox = (b: Box, k: number): Box => ({ x: b.x * k, y: b.y * k, width: b.width * k, height: b.height * k });
