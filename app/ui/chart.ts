// The geometry of the server-rendered charts (app/ui/charts.tsx): stacked bars and lines
// in a fixed viewBox, values scaled to a rounded top. Pure and unit-tested; the markup
// lives in charts.tsx, the data in each feature.

export const CHART = { width: 320, height: 140, left: 42, right: 6, top: 8, bottom: 20 } as const;
const PLOT = {
  x0: CHART.left,
  x1: CHART.width - CHART.right,
  y0: CHART.height - CHART.bottom,
  y1: CHART.top,
};

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * A tidy top for a count axis: the smallest of 1, 2, 4 x 10^n at least `max`, and at
 * least 2, so the axis's middle tick is a whole number too.
 */
export function niceTop(max: number): number {
  if (!(max > 2)) return 2;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 4, 10]) if (step * power >= max - 1e-9) return step * power;
  return 10 * power;
}

/** The y of `value` on a range drawn from the plot's bottom (min) to its top (max). */
function y(value: number, range: { min: number; max: number }) {
  const span = range.max - range.min || 1;
  const clamped = Math.min(range.max, Math.max(range.min, value));
  return round(PLOT.y0 - ((clamped - range.min) / span) * (PLOT.y0 - PLOT.y1));
}

export type Segment = { key: string; value: number };

/** Stacked bars, one per group, over a shared axis from 0 to a tidy top. */
export function stackedBars(groups: readonly Segment[][]) {
  const totals = groups.map((g) => g.reduce((s, p) => s + Math.max(0, p.value), 0));
  const top = niceTop(Math.max(0, ...totals));
  const slot = (PLOT.x1 - PLOT.x0) / Math.max(1, groups.length);
  const width = round(Math.max(2, slot * 0.7));
  const bars = groups.map((parts, i) => {
    let base = 0;
    const segments = parts
      .filter((p) => p.value > 0)
      .map((p) => {
        const from = y(base, { min: 0, max: top });
        base += p.value;
        const to = y(base, { min: 0, max: top });
        return { key: p.key, y: to, height: round(from - to) };
      });
    return {
      x: round(PLOT.x0 + i * slot + (slot - width) / 2),
      center: round(PLOT.x0 + (i + 0.5) * slot),
      width,
      segments,
    };
  });
  return { top, bars, ticks: [0, top / 2, top].map((v) => ({ value: v, y: y(v, { min: 0, max: top }) })) };
}

/** The range a line is drawn on: its values (and a band, if any) with a little air, or a fixed one. */
export function lineRange(values: readonly number[], band?: { low: number; high: number }) {
  const all = [...values, ...(band ? [band.low, band.high] : [])].filter(Number.isFinite);
  if (all.length === 0) return { min: 0, max: 1 };
  const [min, max] = [Math.min(...all), Math.max(...all)];
  const air = (max - min) * 0.15 || Math.abs(max) * 0.05 || 1;
  return { min: min - air, max: max + air };
}

/**
 * A line over `values` spread evenly across the plot (null: a gap, the line breaks),
 * with a dot on every value. `steps`: horizontal segments (a weekly average) from one
 * index to another, drawn on the same scale.
 */
export function lineChart(
  values: readonly (number | null)[],
  range: { min: number; max: number },
  steps: readonly { from: number; to: number; value: number }[] = [],
  band?: { low: number; high: number },
) {
  const n = values.length;
  const x = (i: number) => round(n > 1 ? PLOT.x0 + (i / (n - 1)) * (PLOT.x1 - PLOT.x0) : (PLOT.x0 + PLOT.x1) / 2);
  const dots = values.flatMap((v, i) => (v === null ? [] : [{ i, x: x(i), y: y(v, range), value: v }]));
  const paths: string[] = [];
  let run: string[] = [];
  values.forEach((v, i) => {
    if (v === null) {
      if (run.length > 1) paths.push(run.join(" "));
      run = [];
    } else run.push(`${x(i)},${y(v, range)}`);
  });
  if (run.length > 1) paths.push(run.join(" "));
  return {
    dots,
    paths,
    steps: steps.map((s) => ({ x1: x(s.from), x2: x(s.to), y: y(s.value, range) })),
    band: band ? { top: y(band.high, range), bottom: y(band.low, range) } : null,
    ticks: [range.min, (range.min + range.max) / 2, range.max].map((v) => ({ value: v, y: y(v, range) })),
  };
}

/** The plot's corners, for axes and labels. */
export const PLOT_AREA = PLOT;

/** A small line without axes (a measurement among many): points and band in a `width` x `height` box. */
export function sparkline(
  values: readonly number[],
  range: { min: number; max: number },
  band?: { low: number; high: number },
  size = { width: 120, height: 40, pad: 4 },
) {
  const { width, height, pad } = size;
  const span = range.max - range.min || 1;
  const yOf = (v: number) =>
    round(height - pad - ((Math.min(range.max, Math.max(range.min, v)) - range.min) / span) * (height - 2 * pad));
  const xOf = (i: number) => round(values.length > 1 ? pad + (i / (values.length - 1)) * (width - 2 * pad) : width / 2);
  const dots = values.map((v, i) => ({ x: xOf(i), y: yOf(v) }));
  return {
    ...size,
    dots,
    path: dots.map((d) => `${d.x},${d.y}`).join(" "),
    band: band ? { top: yOf(band.high), bottom: yOf(band.low) } : null,
  };
}
