// From a face's measurements to scores, by the rubric (./rubric.ts): each measurement a
// 4-10 score, each area the weighted mean of its measurements, the rating the weighted
// mean of the areas. Pure and deterministic.
import { AREAS, type AreaKey } from "../result";
import type { Proportions } from "./proportions";
import { MEASUREMENTS, measurementSpec, type MeasurementKey } from "./rubric";
import { AREA_WEIGHTS, RATING_WEIGHTS, SCORE_FLOOR } from "./weights";
import type { SkinMeasures } from "./skin";

/** A measurement as stored with a scan: null when this photo did not allow it. */
export type Measurement = { key: MeasurementKey; value: number | null };

export type FaceMeasures = { proportions: Proportions; skin: SkinMeasures; faceShare: number };

/** Every measurement of the rubric, in its order, rounded as shown (so stored = shown). */
export function measurementsOf({ proportions: p, skin: s, faceShare }: FaceMeasures): Measurement[] {
  const values: Record<MeasurementKey, number | null> = {
    "symmetry-eyes": p.symmetryEyes,
    "symmetry-brows": p.symmetryBrows,
    "symmetry-mouth": p.symmetryMouth,
    "symmetry-jaw": p.symmetryJaw,
    "facial-thirds": p.thirdsLowerToMiddle,
    "eye-spacing": p.eyeSpacing,
    "eye-openness": p.eyeOpenness,
    "mouth-width": p.mouthToEyes,
    "jaw-width": p.jawToFace,
    "chin-height": p.chinShare,
    "skin-evenness": s.evenness,
    "skin-texture": s.texture,
    "under-eye": s.underEye,
    "brow-definition": s.browContrast,
    "forehead-framing": s.upperToMiddle,
    "face-light": s.faceLight,
    "face-sharpness": s.faceSharpness,
    "face-size": 100 * faceShare,
    "head-tilt": p.headTilt,
    "head-turn": p.headTurn,
  };
  return MEASUREMENTS.map((m) => {
    const v = values[m.key];
    return { key: m.key, value: v === null || !Number.isFinite(v) ? null : round(v, m.decimals) };
  });
}

/** 10 inside the balanced band, down to SCORE_FLOOR at `falloff` outside it. */
export function measurementScore(key: MeasurementKey, value: number) {
  const { balanced, falloff } = measurementSpec(key);
  const outside = value < balanced.low ? balanced.low - value : value > balanced.high ? value - balanced.high : 0;
  return 10 - (10 - SCORE_FLOOR) * Math.min(1, outside / falloff);
}

export const isBalanced = (key: MeasurementKey, value: number) => {
  const { balanced } = measurementSpec(key);
  return value >= balanced.low && value <= balanced.high;
};

/** Each area's score (0..10) from the measurements it weighs; null when none was measured. */
export function areaScores(measurements: Measurement[]): Record<AreaKey, number | null> {
  const byKey = new Map(measurements.map((m) => [m.key, m.value]));
  const out = {} as Record<AreaKey, number | null>;
  for (const { key: area } of AREAS) {
    let sum = 0;
    let weight = 0;
    for (const [key, w] of Object.entries(AREA_WEIGHTS[area]) as [MeasurementKey, number][]) {
      const v = byKey.get(key);
      if (v === null || v === undefined) continue;
      sum += w * measurementScore(key, v);
      weight += w;
    }
    out[area] = weight > 0 ? sum / weight : null;
  }
  return out;
}

/** The rating (0..10) from area scores, over the areas that have one. */
export function ratingOf(areas: Record<AreaKey, number | null>) {
  let sum = 0;
  let weight = 0;
  for (const { key } of AREAS) {
    const score = areas[key];
    if (score === null) continue;
    sum += RATING_WEIGHTS[key] * score;
    weight += RATING_WEIGHTS[key];
  }
  return weight > 0 ? sum / weight : 0;
}

const round = (n: number, decimals: number) => {
  const k = 10 ** decimals;
  return Math.round(n * k) / k;
};
