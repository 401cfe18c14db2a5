// How the rubric's measurements (./rubric.ts, same RUBRIC_VERSION) become the six area
// scores and the rating. Rubric 2 rates only what a retake leaves alone (issue #35,
// bench/REPORT.md "Scan repeatability"): the photo's conditions (light, sharpness, size,
// tilt, turn) and left/right symmetry, whose retake noise matched the differences between
// people, are measured and shown but weigh nothing in the rating; so does chin height.
import type { AreaKey } from "../result";
import type { MeasurementKey } from "./rubric";

/** Each area's score: the weighted mean of its measurements' scores (weights renormalised
 * over the measurements a photo allowed). */
export const AREA_WEIGHTS: Record<AreaKey, Partial<Record<MeasurementKey, number>>> = {
  skin: { "skin-evenness": 0.45, "skin-texture": 0.35, "under-eye": 0.2 },
  eyes: { "eye-openness": 0.45, "eye-spacing": 0.3, "under-eye": 0.25 },
  jawline: { "jaw-width": 0.4, "facial-thirds": 0.35, "mouth-width": 0.25, "chin-height": 0 },
  symmetry: { "symmetry-eyes": 0.25, "symmetry-brows": 0.25, "symmetry-mouth": 0.25, "symmetry-jaw": 0.25 },
  hair: { "brow-definition": 0.6, "forehead-framing": 0.4 },
  photo: { "face-light": 0.25, "face-sharpness": 0.25, "face-size": 0.2, "head-tilt": 0.15, "head-turn": 0.15 },
};

/** The rating: the weighted mean of the area scores; symmetry and the photo weigh nothing
 * (their scores are still shown, marked as outside the rating). */
export const RATING_WEIGHTS: Record<AreaKey, number> = {
  skin: 0.3,
  eyes: 0.25,
  jawline: 0.25,
  symmetry: 0,
  hair: 0.2,
  photo: 0,
};

/** A measurement's score: 10 inside its band, falling linearly to SCORE_FLOOR at
 * `falloff` beyond it. The floor keeps any one number from reading as a verdict. */
export const SCORE_FLOOR = 4;

/** Production only: Workers AI's scores for what geometry cannot see, blended into areas. */
export const MODEL_SHARE: Partial<Record<AreaKey, { from: "skin_condition" | "hair" | "expression"; share: number }>> =
  {
    skin: { from: "skin_condition", share: 0.3 },
    hair: { from: "hair", share: 0.4 },
    photo: { from: "expression", share: 0.2 },
  };
