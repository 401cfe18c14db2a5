// The battle record (won, lost, still open, and the latest finished battles) and each
// scan measurement's trend across the member's scans. Pure.
import { formatMeasurement, formatRating, MEASUREMENTS, readMeasurements, type MeasurementKey } from "~/scan";

export type BattleCounts = { won: number; lost: number; open: number };
export type RecentBattle = { id: number; challenge: string; opponent: string; won: boolean; at: Date | number };

export function battleRecord(counts: BattleCounts | undefined, recent: readonly RecentBattle[]) {
  const { won = 0, lost = 0, open = 0 } = counts ?? {};
  const finished = won + lost;
  const rate = finished ? Math.round((won / finished) * 100) : null;
  return {
    won,
    lost,
    open,
    rate,
    recent: recent.map((b) => ({ ...b, at: new Date(b.at).getTime() })),
    sentence:
      finished + open === 0
        ? "No battles yet: invite a member to a challenge from Progress, Battles."
        : `${won} won and ${lost} lost of ${finished} finished ${finished === 1 ? "battle" : "battles"}` +
          (rate !== null ? ` (${rate}% won)` : "") +
          (open ? `; ${open} still open.` : "."),
  };
}

export type ScanRow = { createdAt: Date | number; ratingTenths: number; measurements: string };

export type Trend = {
  key: "rating" | MeasurementKey;
  label: string;
  /** Values oldest first, one per scan that measured it, each also as a member reads it. */
  points: { at: number; value: number; shown: string }[];
  band?: { low: number; high: number };
  shown: { first: string; last: string; band: string | null };
  /** Whether the latest value sits inside the balanced range (null without one). */
  balanced: boolean | null;
  sentence: string;
};

/** The rating's and every measurement's trend over the scans (each scan that measured it). */
export function scanTrends(rows: readonly ScanRow[]): Trend[] {
  const scans = [...rows]
    .map((r) => ({ at: new Date(r.createdAt).getTime(), rating: r.ratingTenths, m: readMeasurements(r.measurements) }))
    .sort((a, b) => a.at - b.at);
  if (scans.length === 0) return [];
  const trend = (
    key: Trend["key"],
    label: string,
    values: { at: number; value: number }[],
    show: (v: number) => string,
    band?: Trend["band"],
  ): Trend => {
    const points = values.map((p) => ({ ...p, shown: show(p.value) }));
    const [first, last] = [points[0], points.at(-1)!];
    return {
      key,
      label,
      points,
      band,
      shown: {
        first: show(first.value),
        last: show(last.value),
        band: band ? `${show(band.low)} to ${show(band.high)}` : null,
      },
      balanced: band ? last.value >= band.low && last.value <= band.high : null,
      sentence:
        points.length === 1
          ? `${label}: ${show(last.value)} in your one scan so far.`
          : `${label}: from ${show(first.value)} to ${show(last.value)} over ${points.length} scans` +
            (band ? `; balanced is ${show(band.low)} to ${show(band.high)}.` : "."),
    };
  };
  const rating = trend(
    "rating",
    "Rating",
    scans.map((s) => ({ at: s.at, value: s.rating / 10 })),
    (v) => formatRating(Math.round(v * 10)),
  );
  const measured = MEASUREMENTS.flatMap((spec) => {
    const points = scans.flatMap((s) => {
      const v = s.m.find((m) => m.key === spec.key)?.value;
      return v === null || v === undefined ? [] : [{ at: s.at, value: v }];
    });
    return points.length
      ? [trend(spec.key, spec.label, points, (v) => formatMeasurement(spec.key, v), spec.balanced)]
      : [];
  });
  return [rating, ...measured];
}

/** One sentence about every measurement's trend (the measurements chart's text alternative). */
export function measurementsSentence(trends: readonly Trend[]) {
  const measured = trends.filter((t) => t.key !== "rating");
  if (measured.length === 0) return "No measurements yet.";
  const scans = Math.max(...measured.map((t) => t.points.length));
  const inside = measured.filter((t) => t.balanced).length;
  const what = `${measured.length} ${measured.length === 1 ? "measurement" : "measurements"}`;
  return `${what} across ${scans} ${scans === 1 ? "scan" : "scans"}; ${inside} of them inside the balanced range in your latest scan.`;
}
