// What each measurement's small diagram draws over the member's own photo: the landmarks
// and lines it was measured from, in the stored photo's pixels, cropped to the face.
// Pure; app/scan/ui/landmark-diagram.tsx renders it as SVG on the server.
import type { Landmarks } from "../result";
import { ALIGNED, frameTransform, framePoints } from "./aligned";
import {
  CHIN,
  eyeCentres,
  INNER_BROWS,
  JAW,
  LEFT_BROW,
  LEFT_EYE,
  mean,
  MIDLINE,
  MIRROR_PAIRS,
  MOUTH_CORNERS,
  NOSE_TIP,
  OUTER_LIPS,
  pick,
  RIGHT_BROW,
  RIGHT_EYE,
  STOMION,
  SUBNASALE,
  type Point,
} from "./landmarks";
import type { MeasurementKey } from "./rubric";
import { skinPatches } from "./skin";

export type Shape =
  | { kind: "dots"; points: Point[] }
  | { kind: "line"; from: Point; to: Point; guide?: boolean }
  | { kind: "path"; points: Point[]; closed: boolean }
  | { kind: "area"; points: Point[] };

export type Diagram = { viewBox: { x: number; y: number; width: number; height: number }; shapes: Shape[] };

/** Room around the landmarks in a diagram, as a share of the face's size. */
const MARGIN = 0.3;

export function diagramFor(
  key: MeasurementKey | "landmarks",
  landmarks: Landmarks,
  value: number | null = null,
): Diagram {
  const p = landmarks.points.map(([x, y]) => ({ x, y }));
  return { viewBox: frame(p, landmarks), shapes: shapesFor(key, p, value) };
}

function frame(p: Point[], photo: Landmarks) {
  const xs = p.map((q) => q.x);
  const ys = p.map((q) => q.y);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const side = Math.max(x1 - x0, y1 - y0) * (1 + 2 * MARGIN);
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2 - 0.12 * side; // a little more room above: forehead and hairline
  const x = Math.max(0, Math.min(photo.width - side, cx - side / 2));
  const y = Math.max(0, Math.min(photo.height - side, cy - side / 2));
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    x: round(x),
    y: round(y),
    width: round(Math.min(side, photo.width)),
    height: round(Math.min(side, photo.height)),
  };
}

const dots = (points: Point[]): Shape => ({ kind: "dots", points });
const line = (from: Point, to: Point, guide = false): Shape => ({ kind: "line", from, to, guide });
const path = (points: Point[], closed = false): Shape => ({ kind: "path", points, closed });

/** A line through `at`, perpendicular to the eye line, `half` long each way. */
function across(p: Point[], at: Point, half: number): Shape {
  const { right, left } = eyeCentres(p);
  const d = Math.hypot(left.x - right.x, left.y - right.y);
  const [ux, uy] = [(left.x - right.x) / d, (left.y - right.y) / d];
  return line({ x: at.x - ux * half, y: at.y - uy * half }, { x: at.x + ux * half, y: at.y + uy * half });
}

/** The face's midline: through the midline points' mean, perpendicular to the eye line. */
function midline(p: Point[]): Shape {
  const { right, left } = eyeCentres(p);
  const d = Math.hypot(left.x - right.x, left.y - right.y);
  const [vx, vy] = [-(left.y - right.y) / d, (left.x - right.x) / d];
  const c = mean(pick(p, MIDLINE));
  const half = 1.6 * d;
  return line({ x: c.x - vx * half, y: c.y - vy * half }, { x: c.x + vx * half, y: c.y + vy * half }, true);
}

function pairs(p: Point[], list: readonly (readonly [number, number])[]): Shape[] {
  return [dots(list.flatMap(([a, b]) => [p[a], p[b]])), ...list.map(([a, b]) => line(p[a], p[b], true))];
}

/** The skin patches, mapped from the aligned frame back onto the photo. */
function patches(p: Point[], names: (keyof ReturnType<typeof skinPatches>)[]): Shape[] {
  const { toPhoto } = frameTransform(p);
  const all = skinPatches(framePoints(p));
  return names.map((n) => {
    const r = all[n];
    return {
      kind: "area",
      points: [toPhoto(r.x0, r.y0), toPhoto(r.x1, r.y0), toPhoto(r.x1, r.y1), toPhoto(r.x0, r.y1)],
    };
  });
}

function shapesFor(key: MeasurementKey | "landmarks", p: Point[], value: number | null): Shape[] {
  const eyes = eyeCentres(p);
  const width = Math.hypot(p[JAW[16]].x - p[JAW[0]].x, p[JAW[16]].y - p[JAW[0]].y);
  const browPoint = mean(pick(p, INNER_BROWS));
  switch (key) {
    case "symmetry-eyes":
      return [midline(p), ...pairs(p, MIRROR_PAIRS.eyes)];
    case "symmetry-brows":
      return [midline(p), ...pairs(p, MIRROR_PAIRS.brows)];
    case "symmetry-mouth":
      return [midline(p), ...pairs(p, MIRROR_PAIRS.mouth)];
    case "symmetry-jaw":
      return [midline(p), ...pairs(p, MIRROR_PAIRS.jaw)];
    case "facial-thirds":
      return [browPoint, p[SUBNASALE], p[CHIN]].map((at) => across(p, at, width / 2));
    case "chin-height":
      return [p[SUBNASALE], mean(pick(p, STOMION)), p[CHIN]].map((at) => across(p, at, width / 3));
    case "eye-spacing":
      return [
        dots([eyes.right, eyes.left, p[JAW[0]], p[JAW[16]]]),
        line(eyes.right, eyes.left),
        line(p[JAW[0]], p[JAW[16]], true),
      ];
    case "eye-openness":
      return [path(pick(p, RIGHT_EYE), true), path(pick(p, LEFT_EYE), true)];
    case "mouth-width":
      return [
        dots([eyes.right, eyes.left, ...pick(p, MOUTH_CORNERS)]),
        line(eyes.right, eyes.left, true),
        line(p[MOUTH_CORNERS[0]], p[MOUTH_CORNERS[1]]),
      ];
    case "jaw-width":
      return [path(pick(p, JAW)), line(p[JAW[4]], p[JAW[12]]), line(p[JAW[0]], p[JAW[16]], true)];
    case "skin-evenness":
    case "skin-texture":
      return patches(p, ["rightCheek", "leftCheek"]);
    case "under-eye":
      return patches(p, ["rightUnderEye", "leftUnderEye", "rightCheek", "leftCheek"]);
    case "brow-definition":
      return [...patches(p, ["rightBrow", "leftBrow"]), path(pick(p, RIGHT_BROW)), path(pick(p, LEFT_BROW))];
    case "forehead-framing": {
      const shapes = [across(p, browPoint, width / 3)];
      if (value === null) return shapes;
      // The hairline found: `value` middle thirds above the brow line, in the aligned frame.
      const { toFrame, toPhoto } = frameTransform(p);
      const [brow, nose] = [toFrame(browPoint), toFrame(p[SUBNASALE])];
      const hairline = toPhoto(ALIGNED.width / 2, brow.y - value * (nose.y - brow.y));
      return [...shapes, across(p, hairline, width / 3)];
    }
    case "face-light":
    case "face-sharpness":
    case "face-size":
      return [path(pick(p, JAW)), path(pick(p, [...RIGHT_BROW, ...LEFT_BROW])), line(p[JAW[0]], p[JAW[16]], true)];
    case "head-tilt":
      return [
        dots([eyes.right, eyes.left]),
        across(p, mean([eyes.right, eyes.left]), width * 0.7),
        line(
          { x: eyes.right.x - width * 0.2, y: mean([eyes.right, eyes.left]).y },
          { x: eyes.left.x + width * 0.2, y: mean([eyes.right, eyes.left]).y },
          true,
        ),
      ];
    case "head-turn":
      return [dots([p[JAW[0]], p[JAW[16]], p[NOSE_TIP]]), midline(p), line(p[JAW[0]], p[JAW[16]], true)];
    case "landmarks":
      return [
        path(pick(p, JAW)),
        path(pick(p, RIGHT_BROW)),
        path(pick(p, LEFT_BROW)),
        path(pick(p, [27, 28, 29, 30, 33])),
        path(pick(p, [31, 32, 33, 34, 35])),
        path(pick(p, RIGHT_EYE), true),
        path(pick(p, LEFT_EYE), true),
        path(pick(p, OUTER_LIPS), true),
        dots(p),
      ];
  }
}
