// How a rating is made, said on the result page: the rubric's documented weights.
import { MEASUREMENTS, type MeasurementKey } from "../face/rubric";
import { AREA_WEIGHTS, MODEL_SHARE, RATING_WEIGHTS, SCORE_FLOOR } from "../face/weights";
import { AREAS } from "../result";

const label = (key: MeasurementKey) => MEASUREMENTS.find((m) => m.key === key)!.label.toLowerCase();
const pct = (n: number) => `${Math.round(n * 100)}%`;

export function RatingExplainer({ withModel }: { withModel: boolean }) {
  return (
    <details className="card" data-testid="rating-explainer">
      <summary className="cursor-pointer font-semibold">How your rating is made</summary>
      <div className="mt-3 space-y-2 text-sm text-slate-700">
        <p>
          Each measurement scores 10 inside its balanced range and falls steadily to {SCORE_FLOOR} as it moves away from
          it; no single number can take more. Each area is a weighted mean of its measurements, and your rating is a
          weighted mean of the areas:
        </p>
        <ul className="list-disc space-y-1 pl-5">
          {AREAS.map((a) => (
            <li key={a.key}>
              <span className="font-medium">
                {a.label} ({pct(RATING_WEIGHTS[a.key])} of the rating)
              </span>
              :{" "}
              {(Object.entries(AREA_WEIGHTS[a.key]) as [MeasurementKey, number][])
                .map(([k, w]) => `${label(k)} ${pct(w)}`)
                .join(", ")}
              {withModel && MODEL_SHARE[a.key]
                ? `; then ${pct(MODEL_SHARE[a.key]!.share)} from the vision model's look at ${MODEL_SHARE[a.key]!.from.replace("_", " ")}`
                : ""}
              .
            </li>
          ))}
        </ul>
        <p>
          Proportions are what they are: the ranges come from published face measurements (see each measurement), and a
          number outside one is a description, not a fault. Skin, grooming and photo numbers are the ones you can move.
        </p>
      </div>
    </details>
  );
}
