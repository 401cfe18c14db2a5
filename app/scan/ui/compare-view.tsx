// Two of the member's scans side by side: photo with landmarks, rating, area scores and
// every measurement, with the change from the earlier to the later.
import { formatMeasurement } from "../face/coaching";
import { MEASUREMENTS } from "../face/rubric";
import { scanPath } from "../paths";
import { AREAS, type Landmarks, type StoredMeasurement, type SubScore } from "../result";
import { formatRating } from "../rules";
import { formatDate } from "~/calendar/format";
import { LandmarkDiagram } from "./landmark-diagram";

export type CompareScan = {
  id: number;
  at: number;
  ratingTenths: number;
  subScores: SubScore[];
  measurements: StoredMeasurement[];
  landmarks: Landmarks | null;
  rubricVersion: number | null;
};

const signed = (n: number, digits: number) => `${n > 0 ? "+" : n < 0 ? "−" : "±"}${Math.abs(n).toFixed(digits)}`;

export function CompareView({ earlier, later }: { earlier: CompareScan; later: CompareScan }) {
  const pair = [earlier, later];
  const value = (s: CompareScan, key: (typeof MEASUREMENTS)[number]["key"]) =>
    s.measurements.find((m) => m.key === key)?.value ?? null;
  return (
    <article className="space-y-4" data-testid="scan-compare">
      <section className="grid grid-cols-2 gap-3 card">
        {pair.map((s, i) => (
          <div key={s.id} className="space-y-2">
            <p className="text-sm text-slate-600">
              {i === 0 ? "Earlier" : "Later"} ·{" "}
              <a href={scanPath(s.id)} className="text-brand-700 underline">
                {formatDate(s.at)}
              </a>
            </p>
            {s.landmarks ? (
              <LandmarkDiagram
                scanId={s.id}
                landmarks={s.landmarks}
                measure="landmarks"
                label={`Your photo from ${formatDate(s.at)} with its landmarks`}
                size="large"
              />
            ) : null}
            <p className="text-3xl font-extrabold text-brand-700" data-testid="compare-rating">
              {formatRating(s.ratingTenths)}
              <span className="text-lg font-semibold text-slate-500">/10</span>
            </p>
          </div>
        ))}
      </section>
      {earlier.rubricVersion !== later.rubricVersion ? (
        <p className="rounded-lg bg-sun-50 p-2 text-sm text-sun-800">
          These scans were measured on different rubric versions ({earlier.rubricVersion ?? "photo only"} and{" "}
          {later.rubricVersion ?? "photo only"}): compare their numbers with care.
        </p>
      ) : null}
      <section className="overflow-x-auto card" aria-labelledby="compare-heading">
        <h2 id="compare-heading" className="text-lg font-semibold">
          Side by side
        </h2>
        <table className="mt-3 w-full text-sm">
          <thead>
            <tr className="text-left text-slate-600">
              <th scope="col" className="py-1 pr-2 font-medium">
                What
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                Earlier
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                Later
              </th>
              <th scope="col" className="py-1 font-medium">
                Change
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {AREAS.map((a) => {
              const [x, y] = pair.map((s) => s.subScores.find((sub) => sub.area === a.key)?.tenths ?? null);
              return (
                <tr key={a.key}>
                  <th scope="row" className="py-1 pr-2 text-left font-medium">
                    {a.label}
                  </th>
                  <td className="py-1 pr-2">{x === null ? "—" : formatRating(x)}</td>
                  <td className="py-1 pr-2">{y === null ? "—" : formatRating(y)}</td>
                  <td className="py-1">{x === null || y === null ? "—" : signed((y - x) / 10, 1)}</td>
                </tr>
              );
            })}
            {MEASUREMENTS.map((m) => {
              const [x, y] = pair.map((s) => value(s, m.key));
              if (x === null && y === null) return null;
              return (
                <tr key={m.key} data-testid="compare-row">
                  <th scope="row" className="py-1 pr-2 text-left font-normal">
                    {m.label}
                  </th>
                  <td className="py-1 pr-2">{x === null ? "—" : formatMeasurement(m.key, x)}</td>
                  <td className="py-1 pr-2">{y === null ? "—" : formatMeasurement(m.key, y)}</td>
                  <td className="py-1">{x === null || y === null ? "—" : signed(y - x, m.decimals)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </article>
  );
}
