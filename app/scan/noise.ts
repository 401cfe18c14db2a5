// What the noise bands (app/scan/face/rubric.ts, NOISE_BANDS) mean for a member: each
// figure shown as "value ± band", and a change between two scans called real only when
// it is larger than the two scans' bands combined. Pure.
import { measurementSpec, NOISE_BANDS, RELATIVE_NOISE_BANDS, type MeasurementKey } from "./face/rubric";

export type Figure = MeasurementKey | "rating";

/** The share of the value a figure's band is on a rubric version, when it is relative. */
const relativeBand = (figure: Figure, version: number) =>
  figure === "rating" ? null : (RELATIVE_NOISE_BANDS[figure]?.[version - 1] ?? null);

/** The 95 % noise band of a figure of `value` on a rubric version; null when that version
 * has none (photo-only scans from before the rubric). */
export function bandOf(figure: Figure, version: number | null, value: number): number | null {
  if (version === null) return null;
  const share = relativeBand(figure, version);
  if (share !== null) return Math.abs(value) * share;
  return NOISE_BANDS[figure][version - 1] ?? null;
}

/** Decimals a figure is shown with (the rating: one). */
const decimalsOf = (figure: Figure) => (figure === "rating" ? 1 : measurementSpec(figure).decimals);

/** The band as shown: rounded up to the figure's decimals, so it never reads as zero. */
export function shownBand(figure: Figure, band: number) {
  const k = 10 ** decimalsOf(figure);
  return Math.ceil(band * k - 1e-9) / k;
}

export type Verdict = "real change" | "within the noise";

/** Whether the change from `earlier` to `later` is outside their combined noise band
 * (root of the sum of the squared bands). Null when either has no value or no band, or
 * the two were measured on different rubric versions (a measurement's definition may
 * differ between versions: its numbers do not compare). */
export function changeVerdict(
  figure: Figure,
  earlier: { value: number | null; version: number | null },
  later: { value: number | null; version: number | null },
): Verdict | null {
  if (earlier.value === null || later.value === null || earlier.version !== later.version) return null;
  // A relative band is a band on the logarithm: compare the ratio of the two values.
  const share = earlier.version === null ? null : relativeBand(figure, earlier.version);
  if (share !== null) {
    if (earlier.value <= 0 || later.value <= 0) return null;
    return Math.abs(Math.log(later.value / earlier.value)) > Math.hypot(share, share)
      ? "real change"
      : "within the noise";
  }
  const [a, b] = [bandOf(figure, earlier.version, earlier.value), bandOf(figure, later.version, later.value)];
  if (a === null || b === null) return null;
  return Math.abs(later.value - earlier.value) > Math.hypot(a, b) ? "real change" : "within the noise";
}
