// The face gate: before any rating, a photo must show one face, large enough, facing the
// camera, lit and sharp where the face is. Each refusal has a reason the member can act
// on, and costs nothing against the daily limit. Pure.
import type { Proportions } from "./proportions";
import type { SkinMeasures } from "./skin";

export const FACE_GATE = {
  /** Another face counts when it is at least this share of the largest face's width. */
  otherFaceShare: 0.5,
  /** Two detections are one face when this share of the smaller box lies in the other. */
  sameFaceOverlap: 0.5,
  /** The face's width (between the jaw line's ends) over the photo's shorter side. */
  minFaceShare: 0.12,
  /** Eye line's angle to the horizontal, degrees. */
  maxTilt: 15,
  /** Nose offset between the jaw's sides (0 facing the camera, 1 in profile). */
  maxTurn: 0.2,
  /** Mean face brightness, 0..255. */
  minFaceLight: 55,
  maxFaceLight: 225,
  /** Laplacian variance of the face in the aligned frame. */
  minFaceSharpness: 8,
} as const;

export type FaceRetake =
  "no-face" | "several-faces" | "too-small" | "tilted" | "turned" | "too-dark" | "too-bright" | "blurry";

export const FACE_RETAKE_MESSAGES: Record<FaceRetake, string> = {
  "no-face":
    "We couldn't find a face in this photo. Please retake it facing the camera, with your whole face in the frame.",
  "several-faces": "We found more than one face in this photo. Please retake it with only you in the frame.",
  "too-small":
    "Your face is too small in this photo. Please retake it closer, so your face fills about a third of the frame.",
  tilted: "Your head is tilted in this photo. Please retake it with your head level and your eyes straight ahead.",
  turned: "Your head is turned away from the camera. Please retake it facing the camera straight on.",
  "too-dark": "Your face is too dark in this photo. Please retake it facing a window or a lamp.",
  "too-bright": "Your face is washed out in this photo. Please retake it out of direct light.",
  blurry: "Your face is blurry in this photo. Please hold the camera steady, tap to focus on your face and retake it.",
};

type Found = { width: number };
type Box = { x: number; y: number; width: number; height: number };

/** The faces, best first, each once: a box mostly inside a better one (the detector's
 * second guess at the same face, or a face cut by a tile's edge) is the same face. */
export function distinctFaces<T extends { score: number; box: Box }>(faces: T[]): T[] {
  const kept: T[] = [];
  for (const f of [...faces].sort((a, b) => b.score - a.score)) {
    if (!kept.some((k) => overlap(k.box, f.box) > FACE_GATE.sameFaceOverlap)) kept.push(f);
  }
  return kept;
}

/** The share of the smaller box that lies inside the other. */
function overlap(a: Box, b: Box) {
  const w = Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x));
  const h = Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));
  return (w * h) / Math.min(a.width * a.height, b.width * b.height);
}

/** When no face is found, the whole frame's mean brightness (0..255) still tells a photo
 * taken in the dark (or into the light) from one without a face: say what to fix. */
export function frameRetake(meanLight: number): FaceRetake {
  if (meanLight < FACE_GATE.minFaceLight) return "too-dark";
  if (meanLight > FACE_GATE.maxFaceLight) return "too-bright";
  return "no-face";
}

/** Mean brightness (Rec. 709 luma) of an RGB image. */
export function meanLight(rgb: Uint8Array) {
  let sum = 0;
  for (let i = 0; i < rgb.length; i += 3) sum += 0.2126 * rgb[i] + 0.7152 * rgb[i + 1] + 0.0722 * rgb[i + 2];
  return rgb.length ? sum / (rgb.length / 3) : 0;
}

/** From the detector's faces (box widths in any one unit). */
export function facesRetake(faces: Found[]): FaceRetake | null {
  if (faces.length === 0) return "no-face";
  const largest = Math.max(...faces.map((f) => f.width));
  if (faces.filter((f) => f.width >= FACE_GATE.otherFaceShare * largest).length > 1) return "several-faces";
  return null;
}

/** From the face's width by its landmarks (the detector's box varies with scale). */
export function sizeRetake(faceShare: number): FaceRetake | null {
  return faceShare < FACE_GATE.minFaceShare ? "too-small" : null;
}

export function poseRetake(p: Pick<Proportions, "headTilt" | "headTurn">): FaceRetake | null {
  if (p.headTilt > FACE_GATE.maxTilt) return "tilted";
  if (p.headTurn > FACE_GATE.maxTurn) return "turned";
  return null;
}

export function lightRetake(s: Pick<SkinMeasures, "faceLight" | "faceSharpness">): FaceRetake | null {
  if (s.faceLight < FACE_GATE.minFaceLight) return "too-dark";
  if (s.faceLight > FACE_GATE.maxFaceLight) return "too-bright";
  if (s.faceSharpness < FACE_GATE.minFaceSharpness) return "blurry";
  return null;
}
