// What the noise bands (app/scan/face/rubric.ts, NOISE_BANDS) mean for a member: each
// figure shown as "value ± band", and a change between two scans called real only when
// it is larger than the two scans' bands combined. Pure.
import { measurementSpec, NOISE_BANDS, type MeasurementKey } from "./face/rubric";

export type Figure = MeasurementKey | "rating";

/** The 95 % noise band of a figure on a rubric version; null when that version has none
 * (photo-only scans from before the rubric). */
export function bandOf(figure: Figure, version: number | null): number | null {
  if (version === null) return null;
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
  const [a, b] = [bandOf(figure, earlier.version), bandOf(figure, later.version)];
  if (a === null || b === null) return null;
  return Math.abs(later.value - earlier.value) > Math.hypot(a, b) ? "real change" : "within the noise";
}
