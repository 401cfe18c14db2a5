// The 68-point landmark scheme (iBUG 300-W, Sagonas et al. 2016) as face-api returns it,
// zero-based. "Right" and "left" are the person's own: their right side is on the image's
// left. Geometry helpers over those points, pure.
export type Point = { x: number; y: number };

export const JAW = range(0, 16);
export const CHIN = 8;
export const RIGHT_BROW = range(17, 21);
export const LEFT_BROW = range(22, 26);
export const NOSE_TIP = 30;
/** Lowest point of the nose's middle: stands in for subnasale. */
export const SUBNASALE = 33;
export const RIGHT_EYE = range(36, 41);
export const LEFT_EYE = range(42, 47);
export const OUTER_LIPS = range(48, 59);
export const MOUTH_CORNERS = [48, 54] as const;
/** Inner ends of the brows: their midpoint stands in for glabella. */
export const INNER_BROWS = [21, 22] as const;
/** Middle of the inner lips (upper, lower): their midpoint stands in for stomion. */
export const STOMION = [62, 66] as const;

/** Left/right pairs mirrored about the face's midline, by feature. */
export const MIRROR_PAIRS = {
  eyes: [
    [36, 45],
    [39, 42],
    [37, 44],
    [41, 46],
  ],
  brows: [
    [17, 26],
    [19, 24],
    [21, 22],
  ],
  mouth: [
    [48, 54],
    [50, 52],
    [58, 56],
  ],
  jaw: [
    [0, 16],
    [2, 14],
    [4, 12],
    [6, 10],
  ],
} as const satisfies Record<string, readonly (readonly [number, number])[]>;

/** Points on the midline (nose bridge, nose, lips, chin). */
export const MIDLINE = [27, 28, 29, 30, 33, 51, 57, 62, 66, 8] as const;

function range(from: number, to: number) {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

export const mean = (points: Point[]): Point => ({
  x: points.reduce((s, p) => s + p.x, 0) / points.length,
  y: points.reduce((s, p) => s + p.y, 0) / points.length,
});

export const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

export const pick = (points: Point[], indices: readonly number[]) => indices.map((i) => points[i]);

/** The two eye centres: the person's right eye (image left) first. */
export function eyeCentres(points: Point[]) {
  return { right: mean(pick(points, RIGHT_EYE)), left: mean(pick(points, LEFT_EYE)) };
}

/** Head roll in degrees: the eye line's angle to the horizontal (positive: clockwise on screen). */
export function rollDegrees(points: Point[]) {
  const { right, left } = eyeCentres(points);
  return (Math.atan2(left.y - right.y, left.x - right.x) * 180) / Math.PI;
}

/** The points turned about the eyes' midpoint so that the eye line is level. */
export function levelled(points: Point[]): Point[] {
  const { right, left } = eyeCentres(points);
  const centre = mean([right, left]);
  const angle = -Math.atan2(left.y - right.y, left.x - right.x);
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  return points.map((p) => {
    const dx = p.x - centre.x;
    const dy = p.y - centre.y;
    return { x: centre.x + dx * cos - dy * sin, y: centre.y + dx * sin + dy * cos };
  });
}

/** How far the head is turned: the nose tip's offset from the middle between the jaw's
 * two ends, as a share of half the jaw's width (0 facing the camera, ±1 in profile). */
export function yawIndex(points: Point[]) {
  const p = levelled(points);
  const [right, left] = [p[JAW[0]], p[JAW[JAW.length - 1]]];
  const half = (left.x - right.x) / 2;
  if (half <= 0) return 1;
  return (p[NOSE_TIP].x - (right.x + half)) / half;
}

/** Face width: between the jaw line's two ends (near the ears, at eye height). */
export const faceWidth = (points: Point[]) => distance(points[JAW[0]], points[JAW[JAW.length - 1]]);
