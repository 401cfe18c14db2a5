// Two progress photos on one footing: each drawn into the same frame with its eye centres
// (from the stored landmarks) on the same two points, so scale, roll and position match
// whatever the distance, tilt or framing of each photo. Pure: an SVG transform per photo.
import { eyeCentres } from "./face/landmarks";
import type { Landmarks } from "./result";

/** The frame the photos are drawn into, and where the eyes land in it. */
export const PROGRESS_FRAME = { width: 240, height: 300, eyeDistance: 64, eyeY: 118 } as const;

/** The SVG transform that carries the photo's pixels into PROGRESS_FRAME. */
export function eyeAlignedTransform(landmarks: Landmarks) {
  const { right, left } = eyeCentres(landmarks.points.map(([x, y]) => ({ x, y })));
  const scale = PROGRESS_FRAME.eyeDistance / Math.hypot(left.x - right.x, left.y - right.y);
  const degrees = (Math.atan2(left.y - right.y, left.x - right.x) * 180) / Math.PI;
  const [cx, cy] = [(right.x + left.x) / 2, (right.y + left.y) / 2];
  const r = (n: number) => Math.round(n * 1000) / 1000;
  return `translate(${PROGRESS_FRAME.width / 2} ${PROGRESS_FRAME.eyeY}) scale(${r(scale)}) rotate(${r(-degrees)}) translate(${r(-cx)} ${r(-cy)})`;
}
