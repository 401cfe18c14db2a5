// The member's scans: a chart of the rating or of any one measurement across them (a GET
// form picks which, so it works without JavaScript), the list with thumbnails, and a
// form to compare two scans side by side.
import { Link } from "@remix-run/react";
import { formatMeasurement } from "../face/coaching";
import { MEASUREMENTS, type MeasurementKey } from "../face/rubric";
import { bandOf, changeVerdict, type Figure } from "../noise";
import { COMPARE_PATH, photoPath, SCANNER_PAGE, scanPath } from "../paths";
import { AREAS, type StoredMeasurement, type SubScore } from "../result";
import { formatRating } from "../rules";
import { DeleteScanButton } from "./delete-scan-button";
import { formatDate } from "~/calendar/format";
import { useMemberZone } from "~/calendar/member-zone";
import { TrendChart } from "./trend-chart";

export type HistoryRow = {
  id: number;
  at: number;
  ratingTenths: number;
  rubricVersion: number | null;
  subScores: SubScore[];
  measurements: StoredMeasurement[];
};

export type Series = "rating" | MeasurementKey;

const valueOf = (s: HistoryRow, figure: Figure) =>
  figure === "rating" ? s.ratingTenths / 10 : (s.measurements.find((m) => m.key === figure)?.value ?? null);

function seriesOf(scans: HistoryRow[], series: Series) {
  return scans.flatMap((s) => {
    const v = valueOf(s, series);
    return v === null ? [] : [{ value: v, at: s.at, noise: bandOf(series, s.rubricVersion, v) }];
  });
}

/** The rating's change from the scan before (`older`), and whether it is outside the noise. */
function RatingChange({ scan, older }: { scan: HistoryRow; older: HistoryRow | undefined }) {
  if (!older) return null;
  const verdict = changeVerdict(
    "rating",
    { value: older.ratingTenths / 10, version: older.rubricVersion },
    { value: scan.ratingTenths / 10, version: scan.rubricVersion },
  );
  const delta = (scan.ratingTenths - older.ratingTenths) / 10;
  return (
    <p className="text-xs text-slate-600" data-testid="history-change">
      {`${delta > 0 ? "+" : delta < 0 ? "−" : "±"}${Math.abs(delta).toFixed(1)} since the scan before`}
      {verdict ? (
        <>
          {" · "}
          <span className={verdict === "real change" ? "font-semibold text-brand-700" : ""}>{verdict}</span>
        </>
      ) : (
        " · measured on another scoring version"
      )}
    </p>
  );
}

function Chart({ scans, series }: { scans: HistoryRow[]; series: Series }) {
  const points = seriesOf(scans, series);
  const spec = series === "rating" ? null : MEASUREMENTS.find((m) => m.key === series)!;
  const name = spec ? spec.label : "Rating";
  const show = (v: number) => (spec ? formatMeasurement(spec.key, v) : v.toFixed(1));
  const ordered = [...points].sort((a, b) => a.at - b.at);
  return points.length > 1 ? (
    <TrendChart
      points={points}
      band={spec?.balanced}
      limits={spec ? undefined : { min: 0, max: 10 }}
      format={show}
      label={`${name} over ${points.length} scans, from ${show(ordered[0].value)} to ${show(ordered[ordered.length - 1].value)}, with the band a retake moves it`}
    />
  ) : (
    <p className="text-sm text-slate-600">
      {points.length === 1
        ? `One scan with ${name.toLowerCase()} so far: `
        : `No scans with ${name.toLowerCase()} yet. `}
      the chart starts with the second.
    </p>
  );
}

export function ScanHistory({
  scans,
  usage,
  series,
}: {
  scans: HistoryRow[];
  usage: { today: number; limit: number };
  series: Series;
}) {
  const zone = useMemberZone();
  return (
    <section className="space-y-4 card" aria-labelledby="history-heading" data-testid="scan-history">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="history-heading" className="text-lg font-semibold">
          Your scans
        </h2>
        <p className="text-sm text-slate-600" data-testid="scan-usage">
          {usage.today} of {usage.limit} scans used today
        </p>
      </div>
      {scans.length === 0 ? (
        <p className="text-slate-600">No scans yet. Your results will be kept here, visible only to you.</p>
      ) : (
        <>
          <form method="get" action={SCANNER_PAGE} className="flex flex-wrap items-end gap-2">
            <div>
              <label htmlFor="measure" className="label">
                Chart
              </label>
              <select id="measure" name="measure" defaultValue={series} className="field">
                <option value="rating">Rating</option>
                {MEASUREMENTS.map((m) => (
                  <option key={m.key} value={m.key}>
                    {m.label}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="btn-secondary">
              Show
            </button>
          </form>
          <Chart scans={scans} series={series} />
          <ul className="divide-y divide-slate-200">
            {scans.map((s, i) => (
              <li key={s.id} className="flex flex-wrap items-center gap-3 py-3" data-testid="history-row">
                <img
                  src={photoPath(s.id, "thumb")}
                  alt=""
                  width={56}
                  height={56}
                  loading="lazy"
                  className="size-14 rounded-lg object-cover"
                />
                <div className="min-w-0 flex-1">
                  <Link to={scanPath(s.id)} className="font-semibold text-brand-700 underline">
                    {formatRating(s.ratingTenths)}/10 · {formatDate(s.at, zone)}
                  </Link>
                  <p className="text-xs text-slate-600">
                    {AREAS.map((a) => {
                      const sub = s.subScores.find((x) => x.area === a.key);
                      return sub ? `${a.label} ${formatRating(sub.tenths)}` : null;
                    })
                      .filter(Boolean)
                      .join(" · ")}
                  </p>
                  <RatingChange scan={s} older={scans[i + 1]} />
                </div>
                <DeleteScanButton id={s.id} at={s.at} compact />
              </li>
            ))}
          </ul>
          {scans.length > 1 ? <CompareForm scans={scans} /> : null}
        </>
      )}
    </section>
  );
}

function CompareForm({ scans }: { scans: HistoryRow[] }) {
  const zone = useMemberZone();
  const option = (s: HistoryRow) => (
    <option key={s.id} value={s.id}>
      {formatDate(s.at, zone)} · {formatRating(s.ratingTenths)}/10
    </option>
  );
  return (
    <form method="get" action={COMPARE_PATH} className="flex flex-wrap items-end gap-2" aria-label="Compare two scans">
      <div>
        <label htmlFor="compare-a" className="label">
          Compare
        </label>
        <select id="compare-a" name="a" defaultValue={scans[1].id} className="field">
          {scans.map(option)}
        </select>
      </div>
      <div>
        <label htmlFor="compare-b" className="label">
          with
        </label>
        <select id="compare-b" name="b" defaultValue={scans[0].id} className="field">
          {scans.map(option)}
        </select>
      </div>
      <button type="submit" className="btn-secondary">
        Compare
      </button>
    </form>
  );
}
