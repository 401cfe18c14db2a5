// The face scanner's rubric, version RUBRIC_VERSION: what is measured, the range that
// reads as balanced, and how measurements become the six area scores and the rating.
// Every scan stores the version it was measured on; change a number here or in
// ./weights.ts (how measurements become areas and the rating) and bump it.
//
// References (the ranges below cite them by key):
// [Farkas 1985] Farkas LG, Hreczko TA, Kolar JC, Munro IR. Vertical and horizontal
//   proportions of the face in young adult North American Caucasians: revision of
//   neoclassical canons. Plast Reconstr Surg. 1985;75(3):328-338.
// [Farkas 1994] Farkas LG, ed. Anthropometry of the Head and Face. 2nd ed. Raven Press; 1994.
// [Naini 2011] Naini FB. Facial Aesthetics: Concepts and Clinical Diagnosis. Wiley-Blackwell; 2011.
// [Ferrario 1994] Ferrario VF, Sforza C, Poggio CE, Tartaglia G. Distance from symmetry:
//   a three-dimensional evaluation of facial asymmetry. J Oral Maxillofac Surg. 1994;52(11):1126-1132.
// [Soukupova 2016] Soukupová T, Čech J. Real-time eye blink detection using facial
//   landmarks. 21st Computer Vision Winter Workshop; 2016.
// [Sagonas 2016] Sagonas C et al. 300 Faces In-The-Wild Challenge: database and results.
//   Image Vis Comput. 2016;47:3-18 (the 68-point scheme).
// The 68 landmarks only approximate anthropometric points (the jaw's ends sit near the
// ears, not on the cheekbones), so ratios are ours, on those points, with bands taken
// from the references' canons and adult means and widened by their spread.

export const RUBRIC_VERSION = 2;

export type MeasurementKey =
  | "symmetry-eyes"
  | "symmetry-brows"
  | "symmetry-mouth"
  | "symmetry-jaw"
  | "facial-thirds"
  | "eye-spacing"
  | "eye-openness"
  | "mouth-width"
  | "jaw-width"
  | "chin-height"
  | "skin-evenness"
  | "skin-texture"
  | "under-eye"
  | "brow-definition"
  | "forehead-framing"
  | "face-light"
  | "face-sharpness"
  | "face-size"
  | "head-tilt"
  | "head-turn";

export type MeasurementSpec = {
  key: MeasurementKey;
  label: string;
  unit: "%" | "×" | "°" | "";
  decimals: number;
  /** The range that reads as balanced; outside it the score falls linearly over `falloff`. */
  balanced: { low: number; high: number };
  falloff: number;
  /** What the number is, in plain words. */
  measures: string;
  source: string;
};

const spec = (
  key: MeasurementKey,
  label: string,
  unit: MeasurementSpec["unit"],
  decimals: number,
  [low, high]: [number, number],
  falloff: number,
  measures: string,
  source: string,
): MeasurementSpec => ({ key, label, unit, decimals, balanced: { low, high }, falloff, measures, source });

const SYMMETRY =
  "left/right difference of mirrored landmarks about the face's midline (eye line levelled), as a share of face width";
const OURS = "our calibration on photos (rubric 1); no anthropometric norm applies";

export const MEASUREMENTS: readonly MeasurementSpec[] = [
  spec(
    "symmetry-eyes",
    "Eye symmetry",
    "%",
    1,
    [0, 3],
    6,
    `The eyes' ${SYMMETRY}.`,
    "Ferrario 1994 (method); band ours",
  ),
  spec(
    "symmetry-brows",
    "Brow symmetry",
    "%",
    1,
    [0, 4],
    6,
    `The brows' ${SYMMETRY}.`,
    "Ferrario 1994 (method); band ours",
  ),
  spec(
    "symmetry-mouth",
    "Mouth symmetry",
    "%",
    1,
    [0, 3.5],
    6,
    `The lips' ${SYMMETRY}.`,
    "Ferrario 1994 (method); band ours",
  ),
  spec(
    "symmetry-jaw",
    "Jaw symmetry",
    "%",
    1,
    [0, 4],
    6,
    `The jaw line's ${SYMMETRY}.`,
    "Ferrario 1994 (method); band ours",
  ),
  spec(
    "facial-thirds",
    "Facial thirds",
    "×",
    2,
    [0.88, 1.12],
    0.3,
    "The lower third (nose base to chin) over the middle third (brows to nose base).",
    "neoclassical canon 1:1 [Naini 2011]; met by a minority of adults [Farkas 1985], hence ±12%",
  ),
  spec(
    "eye-spacing",
    "Eye spacing",
    "×",
    2,
    [0.42, 0.5],
    0.15,
    "The distance between the centres of the eyes over the face's width.",
    "adult pupil-to-pupil over face width, 0.43-0.48 [Farkas 1994]",
  ),
  spec(
    "eye-openness",
    "Eye openness",
    "×",
    2,
    [0.22, 0.38],
    0.12,
    "How open the eyes are: lid opening over eye width (eye aspect ratio), both eyes averaged.",
    "open eyes about 0.3, blinks under 0.2 [Soukupova 2016]",
  ),
  spec(
    "mouth-width",
    "Mouth width",
    "×",
    2,
    [0.75, 0.95],
    0.2,
    "The mouth's width (corner to corner) over the distance between the centres of the eyes.",
    "mouth corners below the pupils' inner edges [Naini 2011]; adult means 0.8-0.87 [Farkas 1994]",
  ),
  spec(
    "jaw-width",
    "Jaw width",
    "×",
    2,
    [0.72, 0.88],
    0.12,
    "The jaw's width at its lower corners over the face's width.",
    "jaw over face width 0.70-0.80 [Farkas 1994], shifted for the landmarks' jaw points",
  ),
  spec(
    "chin-height",
    "Chin height",
    "×",
    2,
    [0.62, 0.72],
    0.12,
    "Lips' meeting line to chin, over nose base to chin.",
    "lower third divided 1:2 at the lips [Naini 2011]",
  ),
  spec(
    "skin-evenness",
    "Skin evenness",
    "%",
    1,
    [0, 10],
    15,
    "Spread of brightness in the cheek and forehead skin once the light's gradient is removed, over its mean brightness; lower is more even.",
    OURS,
  ),
  spec(
    "skin-texture",
    "Skin texture",
    "%",
    1,
    [0, 6],
    25,
    "Detail in the cheek skin at half the aligned face's scale (mean Laplacian over brightness); pores, bumps and grain raise it.",
    OURS,
  ),
  spec(
    "under-eye",
    "Under-eye shade",
    "%",
    1,
    [-5, 6],
    20,
    "How much darker the skin under the eyes is than the cheeks.",
    OURS,
  ),
  spec(
    "brow-definition",
    "Brow definition",
    "%",
    1,
    [10, 45],
    30,
    "How much darker the brows are than the cheek skin: how clearly they frame the eyes.",
    OURS,
  ),
  spec(
    "forehead-framing",
    "Forehead framing",
    "×",
    2,
    [0.3, 1.2],
    0.5,
    "How much forehead the hair leaves showing (brows to hairline or fringe) over the middle third.",
    "upper third equal to the middle in the canon [Naini 2011]; band widened for fringes, ours",
  ),
  spec("face-light", "Light on the face", "", 0, [100, 200], 60, "Mean brightness of the face (0-255).", OURS),
  spec(
    "face-sharpness",
    "Face sharpness",
    "",
    0,
    [40, 100_000],
    30,
    "Detail on the face (Laplacian variance at a fixed face size).",
    OURS,
  ),
  spec(
    "face-size",
    "Face size in frame",
    "%",
    0,
    [18, 55],
    10,
    "The face's width (between the jaw line's ends) over the photo's shorter side.",
    OURS,
  ),
  spec("head-tilt", "Head tilt", "°", 1, [0, 3], 12, "The eye line's angle to the horizontal.", OURS),
  spec(
    "head-turn",
    "Head turn",
    "",
    2,
    [0, 0.1],
    0.25,
    "The nose's offset from the middle between the jaw's sides (0 facing the camera, 1 in profile).",
    OURS,
  ),
];

export const MEASUREMENT_KEYS = MEASUREMENTS.map((m) => m.key);
export const measurementSpec = (key: MeasurementKey) => MEASUREMENTS.find((m) => m.key === key)!;

/** The 95 % noise band of the rating and of each measurement, per rubric version (index
 * version − 1): 1.96 × the spread of the value across retakes of one face that leave the
 * face as it is (light, colour, compression, size, framing, roll, blur, EXIF rotation),
 * pooled over several people. From `npm run bench:scan-repeat` (bench/REPORT.md, "Scan
 * repeatability"); version 1's from its run on rubric 1, before issue #35's changes. A
 * change between two scans is real only outside their two bands combined (../noise.ts). */
export const NOISE_BANDS: Record<MeasurementKey | "rating", readonly number[]> = {
  rating: [0.203, 0.118],
  "symmetry-eyes": [0.852, 0.573],
  "symmetry-brows": [0.854, 0.641],
  "symmetry-mouth": [0.464, 0.26],
  "symmetry-jaw": [1.21, 0.675],
  "facial-thirds": [0.044, 0.023],
  "eye-spacing": [0.008, 0.006],
  "eye-openness": [0.01, 0.008],
  "mouth-width": [0.022, 0.015],
  "jaw-width": [0.008, 0.006],
  "chin-height": [0.011, 0.009],
  "skin-evenness": [2.992, 0.647],
  "skin-texture": [2.561, 1.803],
  "under-eye": [3.762, 1.985],
  "brow-definition": [8.592, 3.414],
  "forehead-framing": [0.131, 0.105],
  "face-light": [20.778, 20.692],
  "face-sharpness": [284.228, 187.152], // rubric 2: see RELATIVE_NOISE_BANDS
  "face-size": [2.548, 2.728],
  "head-tilt": [2.301, 2.622],
  "head-turn": [0.021, 0.012],
};

/** Bands proportional to the value, per rubric version (null: the absolute band above).
 * Face sharpness multiplies with the photo (a mild blur or a smaller photo divides it, a
 * sharper phone multiplies it): its retakes spread by the same factor for every person
 * (about 2×) but by 25 to 160 in absolute terms, so one absolute band fits nobody. The
 * share is 1.96 × the retake SD of its logarithm (decision 057, amended). */
export const RELATIVE_NOISE_BANDS: Partial<Record<MeasurementKey, readonly (number | null)[]>> = {
  "face-sharpness": [null, 0.77],
};
