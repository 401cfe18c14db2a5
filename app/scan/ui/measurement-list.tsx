// The named measurements of one scan, by area: each with its value and noise band, a plain
// sentence and its small diagram; the technical definition, the range the rubric reads as
// balanced and the source fold under "How it's measured".
import { formatMeasurement, measurementSentence } from "../face/coaching";
import { MEASUREMENTS, RUBRIC_VERSION, type MeasurementKey } from "../face/rubric";
import { AREA_WEIGHTS } from "../face/weights";
import { bandOf, shownBand } from "../noise";
import { AREAS, type Landmarks, type StoredMeasurement } from "../result";
import { LandmarkDiagram } from "./landmark-diagram";

function bandText(key: MeasurementKey) {
  const { balanced, unit } = MEASUREMENTS.find((m) => m.key === key)!;
  if (balanced.high >= 10_000) return `${formatMeasurement(key, balanced.low)} or more`;
  if (balanced.low <= 0 && unit !== "×") return `up to ${formatMeasurement(key, balanced.high)}`;
  return `${formatMeasurement(key, balanced.low)} to ${formatMeasurement(key, balanced.high)}`;
}

/** Which area a measurement is listed under: the first that weighs it. */
const areaOf = (key: MeasurementKey) => AREAS.find((a) => key in AREA_WEIGHTS[a.key])!.key;

/** A figure as shown with its noise band: "12.3% ± 0.7%". */
export function valueWithBand(key: MeasurementKey, value: number, version: number | null) {
  const band = bandOf(key, version, value);
  return band === null
    ? formatMeasurement(key, value)
    : `${formatMeasurement(key, value)} ± ${formatMeasurement(key, shownBand(key, band))}`;
}

export function MeasurementList({
  scanId,
  measurements,
  landmarks,
  rubricVersion,
}: {
  scanId: number;
  measurements: StoredMeasurement[];
  landmarks: Landmarks | null;
  rubricVersion: number;
}) {
  return (
    <section className="card" aria-labelledby="measurements-heading" data-testid="measurements">
      <h2 id="measurements-heading" className="text-lg font-semibold">
        What we measured
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Each number comes with the amount it moves when the same face is photographed again in other light, at another
        distance or with another phone (the “±”). A later scan shows a real change only when it moves by more than that.
      </p>
      {AREAS.map((area) => {
        const rows = measurements.filter((m) => areaOf(m.key) === area.key);
        if (rows.length === 0) return null;
        return (
          <div key={area.key} className="mt-5">
            <h3 className="font-semibold text-slate-800">{area.label}</h3>
            <ul className="mt-2 space-y-3">
              {rows.map((m) => {
                const spec = MEASUREMENTS.find((s) => s.key === m.key)!;
                return (
                  <li key={m.key} className="flex gap-3" data-testid="measurement" data-key={m.key}>
                    {landmarks ? (
                      <LandmarkDiagram
                        scanId={scanId}
                        landmarks={landmarks}
                        measure={m.key}
                        value={m.value}
                        label={`Diagram: where ${spec.label.toLowerCase()} was measured on your photo`}
                      />
                    ) : null}
                    <div className="min-w-0">
                      <p className="font-medium">
                        {spec.label}:{" "}
                        <span data-testid="measurement-value">
                          {m.value === null ? "not measured" : valueWithBand(m.key, m.value, rubricVersion)}
                        </span>
                      </p>
                      <p className="mt-1 text-sm text-slate-700" data-testid="measurement-sentence">
                        {measurementSentence(m)}
                      </p>
                      <details className="mt-1 text-xs text-slate-500" data-testid="how-measured">
                        <summary className="cursor-pointer">How it’s measured</summary>
                        <p className="mt-1">{spec.measures}</p>
                        <p className="mt-1">
                          Balanced: {bandText(m.key)}. Source: {spec.source}. The ± is the 95% noise band of scoring
                          version {rubricVersion}
                          {rubricVersion !== RUBRIC_VERSION ? ` (the current one is ${RUBRIC_VERSION})` : ""}, measured
                          on retakes of several faces.
                        </p>
                      </details>
                    </div>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
