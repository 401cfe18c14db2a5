// Measurements of the face's geometry from its 68 landmarks, pure and deterministic.
// Each is a ratio of two distances on the same face, so neither the photo's size nor the
// face's distance from the camera changes it; the eye line is levelled first, so a
// slight head tilt does not either. Formulas and references: ./rubric.ts.
import {
  CHIN,
  distance,
  eyeCentres,
  faceWidth,
  INNER_BROWS,
  JAW,
  LEFT_EYE,
  levelled,
  mean,
  MIDLINE,
  MIRROR_PAIRS,
  MOUTH_CORNERS,
  pick,
  RIGHT_EYE,
  rollDegrees,
  STOMION,
  SUBNASALE,
  yawIndex,
  type Point,
} from "./landmarks";

export type Proportions = {
  /** Left/right differences of mirrored points, % of face width, per feature. */
  symmetryEyes: number;
  symmetryBrows: number;
  symmetryMouth: number;
  symmetryJaw: number;
  /** Lower third (subnasale to chin) over middle third (brows to subnasale). */
  thirdsLowerToMiddle: number;
  /** Distance between the eye centres over face width. */
  eyeSpacing: number;
  /** Eye aspect ratio (lid opening over eye width), both eyes averaged. */
  eyeOpenness: number;
  /** Mouth width over the distance between the eye centres. */
  mouthToEyes: number;
  /** Jaw width at its lower corners over face width. */
  jawToFace: number;
  /** Stomion to chin over subnasale to chin. */
  chinShare: number;
  /** Eye line's angle to the horizontal, degrees (absolute). */
  headTilt: number;
  /** Nose offset between the jaw's sides, 0 facing the camera, 1 in profile (absolute). */
  headTurn: number;
};

export function measureProportions(points: Point[]): Proportions {
  const p = levelled(points);
  const width = faceWidth(p);
  const midX = median(pick(p, MIDLINE).map((q) => q.x));
  const asymmetry = (pairs: readonly (readonly [number, number])[]) =>
    (100 / width) *
    average(
      pairs.map(([right, left]) => {
        const [a, b] = [p[right], p[left]];
        return Math.abs(Math.abs(midX - a.x) - Math.abs(b.x - midX)) + Math.abs(a.y - b.y);
      }),
    );
  const browLineY = mean(pick(p, INNER_BROWS)).y;
  const subnasaleY = p[SUBNASALE].y;
  const chinY = p[CHIN].y;
  const stomionY = mean(pick(p, STOMION)).y;
  const middle = subnasaleY - browLineY;
  const lower = chinY - subnasaleY;
  const eyes = eyeCentres(p);
  return {
    symmetryEyes: asymmetry(MIRROR_PAIRS.eyes),
    symmetryBrows: asymmetry(MIRROR_PAIRS.brows),
    symmetryMouth: asymmetry(MIRROR_PAIRS.mouth),
    symmetryJaw: asymmetry(MIRROR_PAIRS.jaw),
    thirdsLowerToMiddle: middle > 0 ? lower / middle : 0,
    eyeSpacing: distance(eyes.right, eyes.left) / width,
    eyeOpenness: average([aspect(pick(p, RIGHT_EYE)), aspect(pick(p, LEFT_EYE))]),
    mouthToEyes: distance(p[MOUTH_CORNERS[0]], p[MOUTH_CORNERS[1]]) / distance(eyes.right, eyes.left),
    jawToFace: distance(p[JAW[4]], p[JAW[12]]) / width,
    chinShare: lower > 0 ? (chinY - stomionY) / lower : 0,
    headTilt: Math.abs(rollDegrees(points)),
    headTurn: Math.abs(yawIndex(points)),
  };
}

/** Soukupová & Čech's eye aspect ratio for one eye's six points (corner, two upper lid
 * points, corner, two lower lid points). */
function aspect(eye: Point[]) {
  const [p1, p2, p3, p4, p5, p6] = eye;
  return (distance(p2, p6) + distance(p3, p5)) / (2 * distance(p1, p4));
}

const average = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

function median(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}
