// Two of the member's scans: the photos aligned on the eyes, the ratings with their noise
// bands, and every area and measurement with the change from the earlier to the later,
// marked "real change" only outside the two scans' bands combined.
import { MEASUREMENTS, type MeasurementKey } from "../face/rubric";
import { bandOf, changeVerdict, shownBand, type Verdict } from "../noise";
import { scanPath } from "../paths";
import { AREAS, type Landmarks, type StoredMeasurement, type SubScore } from "../result";
import { formatRating } from "../rules";
import { formatDate } from "~/calendar/format";
import { useMemberZone } from "~/calendar/member-zone";
import { AlignedPhotos } from "./aligned-photos";
import { valueWithBand } from "./measurement-list";

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

function Change({ text, verdict }: { text: string; verdict: Verdict | null }) {
  return (
    <td className="py-1" data-testid="compare-change" data-verdict={verdict ?? "none"}>
      {text}
      {verdict ? (
        <span
          className={`block text-xs ${verdict === "real change" ? "font-semibold text-brand-700" : "text-slate-500"}`}
        >
          {verdict}
        </span>
      ) : null}
    </td>
  );
}

export function CompareView({ earlier, later }: { earlier: CompareScan; later: CompareScan }) {
  const zone = useMemberZone();
  const pair = [earlier, later];
  const value = (s: CompareScan, key: MeasurementKey) => s.measurements.find((m) => m.key === key)?.value ?? null;
  const at = (s: CompareScan, v: number | null) => ({ value: v, version: s.rubricVersion });
  const rating = (s: CompareScan) => s.ratingTenths / 10;
  const ratingBand = (s: CompareScan) => bandOf("rating", s.rubricVersion, rating(s));
  return (
    <article className="space-y-4" data-testid="scan-compare">
      {earlier.landmarks && later.landmarks ? (
        <AlignedPhotos
          earlier={{ id: earlier.id, at: earlier.at, landmarks: earlier.landmarks }}
          later={{ id: later.id, at: later.at, landmarks: later.landmarks }}
        />
      ) : null}
      <section className="grid grid-cols-2 gap-3 card">
        {pair.map((s, i) => (
          <div key={s.id}>
            <p className="text-sm text-slate-600">
              {i === 0 ? "Earlier" : "Later"} ·{" "}
              <a href={scanPath(s.id)} className="text-brand-700 underline">
                {formatDate(s.at, zone)}
              </a>
            </p>
            <p className="text-3xl font-extrabold text-brand-700" data-testid="compare-rating">
              {formatRating(s.ratingTenths)}
              <span className="text-lg font-semibold text-slate-500">/10</span>
            </p>
            {ratingBand(s) !== null ? (
              <p className="text-sm text-slate-600">± {shownBand("rating", ratingBand(s)!).toFixed(1)}</p>
            ) : null}
          </div>
        ))}
        <p className="col-span-2 text-sm" data-testid="compare-rating-verdict">
          {(() => {
            const verdict = changeVerdict("rating", at(earlier, rating(earlier)), at(later, rating(later)));
            const delta = signed(rating(later) - rating(earlier), 1);
            return verdict
              ? `Your rating moved ${delta}: ${verdict === "real change" ? "a real change, larger than a retake would make" : "within the noise, no more than a retake of the same face would move it"}.`
              : `Your rating moved ${delta}.`;
          })()}
        </p>
      </section>
      {earlier.rubricVersion !== later.rubricVersion ? (
        <p className="rounded-lg bg-sun-50 p-2 text-sm text-sun-800">
          These scans were scored on different versions ({earlier.rubricVersion ?? "photo only"} and{" "}
          {later.rubricVersion ?? "photo only"}): some numbers are defined differently, so no change is called real.
        </p>
      ) : null}
      <section className="overflow-x-auto card" aria-labelledby="compare-heading">
        <h2 id="compare-heading" className="text-lg font-semibold">
          Side by side
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          A change is real only when it is larger than the two scans’ “±” together; smaller ones are within the noise of
          light, distance and phone.
        </p>
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
                <tr key={m.key} data-testid="compare-row" data-key={m.key}>
                  <th scope="row" className="py-1 pr-2 text-left font-normal">
                    {m.label}
                  </th>
                  <td className="py-1 pr-2">{x === null ? "—" : valueWithBand(m.key, x, earlier.rubricVersion)}</td>
                  <td className="py-1 pr-2">{y === null ? "—" : valueWithBand(m.key, y, later.rubricVersion)}</td>
                  <Change
                    text={x === null || y === null ? "—" : signed(y - x, m.decimals)}
                    verdict={changeVerdict(m.key, at(earlier, x), at(later, y))}
                  />
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </article>
  );
}
