// The named measurements of one scan, by area: each with its value, the range the rubric
// reads as balanced, a plain sentence and its small diagram.
import { formatMeasurement, measurementSentence } from "../face/coaching";
import { MEASUREMENTS, RUBRIC_VERSION, type MeasurementKey } from "../face/rubric";
import { AREA_WEIGHTS } from "../face/weights";
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
        From 68 points our face model placed on your photo, on rubric version {rubricVersion}
        {rubricVersion !== RUBRIC_VERSION ? ` (the current one is ${RUBRIC_VERSION})` : ""}. Each number comes with the
        range the rubric reads as balanced and the points it was measured from.
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
                          {m.value === null ? "not measured" : formatMeasurement(m.key, m.value)}
                        </span>
                      </p>
                      <p className="text-xs text-slate-500">Balanced: {bandText(m.key)}</p>
                      <p className="mt-1 text-sm text-slate-700">{measurementSentence(m)}</p>
                      <p className="mt-1 text-xs text-slate-500">{spec.measures}</p>
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
