// The retake gate: a photo too small, too dark, too bright or too blurry to say anything
// about gets a reason instead of a rating (and costs the member nothing).
import type { Measurements } from "./measure";

export const QUALITY = {
  /** Shorter side in pixels. */
  minShortSide: 240,
  minBrightness: 45,
  maxBrightness: 230,
  maxClipped: 0.6,
  minSharpness: 12,
} as const;

export function retakeReason(m: Measurements): string | null {
  const short = Math.min(m.sourceWidth, m.sourceHeight);
  if (short < QUALITY.minShortSide) {
    return `This photo is too small (${m.sourceWidth}×${m.sourceHeight} px). Please use one at least ${QUALITY.minShortSide} px on its shorter side.`;
  }
  if (m.brightness < QUALITY.minBrightness) {
    return "This photo is too dark. Please retake it facing a window or a lamp.";
  }
  if (m.brightness > QUALITY.maxBrightness || m.clipped > QUALITY.maxClipped) {
    return "This photo is too bright (washed out). Please retake it out of direct light.";
  }
  if (m.sharpness < QUALITY.minSharpness) {
    return "This photo is too blurry. Please hold the camera steady, tap to focus and retake it.";
  }
  return null;
}
