// A measured face as a scan's result: the rubric's measurements, the six area scores and
// the rating they make, each area's reason naming the numbers it came from, the coaching
// text and tips, and the landmarks for the diagrams. Optionally blended with the model's
// look at what geometry cannot see (production). Pure.
import { AREAS, type AreaKey, type Landmarks, type Recommendation, type ScanResult } from "../result";
import { toTenths } from "../rules";
import { analysisText, formatMeasurement, recommendationsFor } from "./coaching";
import type { Point } from "./landmarks";
import { measurementSpec, RUBRIC_VERSION, type MeasurementKey } from "./rubric";
import { AREA_WEIGHTS, MODEL_SHARE } from "./weights";
import { areaScores, measurementsOf, ratingOf, type FaceMeasures, type Measurement } from "./score";

export type ModelView = {
  skin_condition: { score: number; note: string };
  hair: { score: number; note: string };
  style: { score: number; note: string };
  expression: { score: number; note: string };
  recommendations: Recommendation[];
};

/** Most recommendations a result lists. */
const MAX_RECOMMENDATIONS = 5;
/** Landmarks are stored to a tenth of a pixel. */
const LANDMARK_DECIMALS = 1;

export function faceResult(
  face: FaceMeasures & { landmarks: Point[] },
  photo: { width: number; height: number },
  model: ModelView | null = null,
): ScanResult {
  const measurements = measurementsOf(face);
  const measured = areaScores(measurements);
  const areas = model ? blend(measured, model) : measured;
  const subScores = AREAS.flatMap(({ key }) => {
    const score = areas[key];
    return score === null ? [] : [{ area: key, tenths: toTenths(score), reason: reasonFor(key, measurements, model) }];
  });
  const tips = recommendationsFor(areas);
  const recommendations = [...tips, ...(model?.recommendations ?? [])]
    .filter((r, i, all) => all.findIndex((o) => o.text === r.text) === i)
    .slice(0, MAX_RECOMMENDATIONS);
  const notes = model
    ? ` A vision model looked at what measurements cannot: skin — ${model.skin_condition.note} Hair — ${model.hair.note} Style — ${model.style.note} Expression — ${model.expression.note}`
    : "";
  return {
    ratingTenths: toTenths(ratingOf(areas)),
    analysis: analysisText(areas, measurements, RUBRIC_VERSION) + notes,
    subScores,
    recommendations,
    rubricVersion: RUBRIC_VERSION,
    measurements,
    landmarks: normalise(face.landmarks, photo),
  };
}

/** Area scores with the model's share blended in where the rubric gives it one. */
function blend(measured: Record<AreaKey, number | null>, model: ModelView): Record<AreaKey, number | null> {
  const out = { ...measured };
  for (const [area, from] of Object.entries(MODEL_SHARE) as [AreaKey, { from: keyof ModelView; share: number }][]) {
    const theirs = (model[from.from] as { score: number }).score;
    const ours = measured[area];
    out[area] = ours === null ? theirs : (1 - from.share) * ours + from.share * theirs;
  }
  return out;
}

function reasonFor(area: AreaKey, measurements: Measurement[], model: ModelView | null) {
  const keys = Object.keys(AREA_WEIGHTS[area]) as MeasurementKey[];
  const parts = keys.flatMap((key) => {
    const m = measurements.find((x) => x.key === key);
    return m?.value === null || m === undefined
      ? []
      : [`${measurementSpec(key).label.toLowerCase()} ${formatMeasurement(key, m.value)}`];
  });
  const share = MODEL_SHARE[area];
  const theirs =
    model && share
      ? `; ${Math.round(share.share * 100)}% from the model's look at ${share.from.replace("_", " ")} (${model[share.from].score}/10)`
      : "";
  return parts.length ? `Measured from ${parts.join(", ")}${theirs}.` : `Not measurable in this photo${theirs}.`;
}

function normalise(points: Point[], { width, height }: { width: number; height: number }): Landmarks {
  const k = 10 ** LANDMARK_DECIMALS;
  return { width, height, points: points.map((p) => [Math.round(p.x * k) / k, Math.round(p.y * k) / k]) };
}
