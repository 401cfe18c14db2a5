// One scan's result: the photo with its landmarks, the rating, the analysis, the six area
// scores with where they came from, the measurements, and what to try next.
import { Link } from "@remix-run/react";
import { CheckList } from "~/ui/check-list";
import { comparePath, photoPath, SCANNER_PAGE } from "../paths";
import {
  areaLabel,
  guideFor,
  type AnalyzerName,
  type Landmarks,
  type Recommendation,
  type StoredMeasurement,
  type SubScore,
} from "../result";
import { RATING_WEIGHTS } from "../face/weights";
import type { Habit } from "../habits";
import { bandOf, shownBand } from "../noise";
import { formatRating } from "../rules";
import { DeleteScanButton } from "./delete-scan-button";
import { formatDate } from "~/calendar/format";
import { useMemberZone } from "~/calendar/member-zone";
import { LandmarkDiagram } from "./landmark-diagram";
import { MeasurementList } from "./measurement-list";
import { RatingExplainer } from "./rating-explainer";

export type ScanView = {
  id: number;
  at: number;
  ratingTenths: number;
  analysis: string;
  subScores: SubScore[];
  recommendations: Recommendation[];
  analyzer: AnalyzerName;
  rubricVersion: number | null;
  measurements: StoredMeasurement[];
  landmarks: Landmarks | null;
  /** The member's scan before this one, to compare with. */
  previousId: number | null;
  /** Habits that can move each area (guide lessons and challenges). */
  habits: Partial<Record<SubScore["area"], Habit[]>>;
};

export function ScanResult({ scan }: { scan: ScanView }) {
  const zone = useMemberZone();
  const measured = scan.rubricVersion !== null;
  const ratingBand = bandOf("rating", scan.rubricVersion, scan.ratingTenths / 10);
  return (
    <article className="space-y-4" data-testid="scan-result">
      <section className="grid gap-4 card sm:grid-cols-[14rem_1fr] sm:items-center">
        {scan.landmarks ? (
          <LandmarkDiagram
            scanId={scan.id}
            landmarks={scan.landmarks}
            measure="landmarks"
            label="Your photo with the 68 points the face model placed on it"
            size="large"
          />
        ) : (
          <img src={photoPath(scan.id)} alt="Your scan" className="w-full rounded-xl object-cover" />
        )}
        <div>
          <p className="text-sm text-slate-600">Your rating · {formatDate(scan.at, zone)}</p>
          <p className="text-5xl font-extrabold text-brand-700" data-testid="scan-rating">
            {formatRating(scan.ratingTenths)}
            <span className="text-2xl font-semibold text-slate-500">/10</span>
          </p>
          {ratingBand !== null ? (
            <p className="text-sm text-slate-600" data-testid="rating-band">
              ± {shownBand("rating", ratingBand).toFixed(1)}: how much a retake of the same face can move it.
            </p>
          ) : null}
          {measured ? (
            <p className="mt-2 rounded-lg bg-mint-50 p-2 text-sm text-mint-800">
              {scan.analyzer === "workers-ai"
                ? "Measured on your face, with a vision model for skin, hair, style and expression."
                : "Measured on your face."}{" "}
              A guide to what you can work on, never a verdict on you.
            </p>
          ) : (
            <p className="mt-2 rounded-lg bg-sun-50 p-2 text-sm text-sun-800">
              An earlier scan: measured from the photo (light, sharpness, colour, framing), not a judgement of your
              face.
            </p>
          )}
          <p className="mt-2">
            <a href={photoPath(scan.id)} className="text-sm font-medium text-brand-700 underline">
              Open your photo
            </a>
          </p>
        </div>
      </section>
      <section className="card" aria-labelledby="analysis-heading">
        <h2 id="analysis-heading" className="text-lg font-semibold">
          Analysis
        </h2>
        <p className="mt-2 text-slate-700">{scan.analysis}</p>
      </section>
      <section className="card" aria-labelledby="areas-heading">
        <h2 id="areas-heading" className="text-lg font-semibold">
          Scores by area
        </h2>
        <ul className="mt-3 space-y-3">
          {scan.subScores.map((s) => (
            <li key={s.area} data-testid="area" data-area={s.area}>
              <div className="flex justify-between gap-2 font-medium">
                <span>{areaLabel(s.area)}</span>
                <span>{formatRating(s.tenths)}</span>
              </div>
              <div className="mt-1 h-1.5 rounded-full bg-slate-200" aria-hidden="true">
                <div className="h-full rounded-full bg-brand-600" style={{ width: `${s.tenths}%` }} />
              </div>
              {measured && RATING_WEIGHTS[s.area] === 0 ? (
                <p className="mt-1 text-sm text-slate-600">
                  Shown, not counted in your rating: a retake of the same face moves it as much as it differs between
                  people.
                </p>
              ) : null}
              {scan.habits[s.area]?.length ? (
                <p className="mt-1 text-sm text-slate-700">
                  Habits that can move it:{" "}
                  {scan.habits[s.area]!.map((h, i) => (
                    <span key={h.title}>
                      {i > 0 ? ", " : ""}
                      <Link to={h.href} className="font-medium text-brand-700 underline" title={h.detail}>
                        {h.title}
                      </Link>
                    </span>
                  ))}
                </p>
              ) : null}
              <details className="mt-1 text-xs text-slate-500">
                <summary className="cursor-pointer">How it’s measured</summary>
                <p className="mt-1">{s.reason}</p>
              </details>
            </li>
          ))}
        </ul>
      </section>
      {measured ? <RatingExplainer withModel={scan.analyzer === "workers-ai"} /> : null}
      {measured ? (
        <MeasurementList
          scanId={scan.id}
          measurements={scan.measurements}
          landmarks={scan.landmarks}
          rubricVersion={scan.rubricVersion!}
        />
      ) : null}
      <section className="card" aria-labelledby="recs-heading">
        <h2 id="recs-heading" className="text-lg font-semibold">
          What to try next
        </h2>
        <CheckList
          className="mt-3 space-y-3"
          items={scan.recommendations.map((r) => {
            const guide = guideFor(r.category);
            return (
              <>
                {r.text}{" "}
                <Link to={guide.href} className="font-medium text-brand-700 underline">
                  Read the {guide.title} guide
                </Link>
              </>
            );
          })}
        />
      </section>
      <div className="flex flex-wrap gap-2">
        <Link to={SCANNER_PAGE} className="btn-primary">
          Scan another photo
        </Link>
        {scan.previousId !== null ? (
          <Link to={comparePath(scan.previousId, scan.id)} className="btn-secondary">
            Compare with your previous scan
          </Link>
        ) : null}
        <DeleteScanButton id={scan.id} />
      </div>
    </article>
  );
}
