// A history chart's geometry: one series (the rating, or one named measurement) over
// time as an SVG polyline, oldest left, with the rubric's balanced band shaded and each
// point's noise band (± what a retake moves it) drawn around the line. Pure.
export type TrendPoint = { value: number; at: number; noise?: number | null };

export const TREND_SIZE = { width: 320, height: 120, pad: 12 } as const;

export function trendChart(
  points: TrendPoint[],
  range: { min: number; max: number },
  band?: { low: number; high: number },
) {
  const { width, height, pad } = TREND_SIZE;
  const span = range.max - range.min || 1;
  const y = (v: number) => round(height - pad - ((clamp(v, range) - range.min) / span) * (height - 2 * pad));
  const sorted = [...points].sort((a, b) => a.at - b.at);
  const step = sorted.length > 1 ? (width - 2 * pad) / (sorted.length - 1) : 0;
  const dots = sorted.map((p, i) => ({
    x: round(sorted.length > 1 ? pad + i * step : width / 2),
    y: y(p.value),
    value: p.value,
    at: p.at,
  }));
  // The noise band: above the line left to right, then below it right to left.
  const noisy = sorted.length > 1 && sorted.every((p) => typeof p.noise === "number");
  const noise = noisy
    ? [
        ...dots.map((d, i) => `${d.x},${y(sorted[i].value + sorted[i].noise!)}`),
        ...dots.map((d, i) => `${d.x},${y(sorted[i].value - sorted[i].noise!)}`).reverse(),
      ].join(" ")
    : null;
  return {
    width,
    height,
    dots,
    path: dots.map((d) => `${d.x},${d.y}`).join(" "),
    band: band ? { top: y(band.high), bottom: y(band.low) } : null,
    noise,
  };
}

/** The value range a series is drawn on: its band and its points with their noise bands,
 * with a little air, never past `limits` (the rating's 0..10). */
export function seriesRange(
  points: TrendPoint[],
  band?: { low: number; high: number },
  limits?: { min: number; max: number },
) {
  const finite = (n: number) => Number.isFinite(n) && Math.abs(n) < 1e4;
  const all = [
    ...points.flatMap((p) => [p.value - (p.noise ?? 0), p.value + (p.noise ?? 0)]),
    ...(band ? [band.low, band.high].filter(finite) : []),
  ];
  const [min, max] = [Math.min(...all), Math.max(...all)];
  const air = (max - min) * 0.1 || Math.abs(max) * 0.1 || 1;
  return {
    min: limits ? Math.max(limits.min, min - air) : min - air,
    max: limits ? Math.min(limits.max, max + air) : max + air,
  };
}

const clamp = (v: number, r: { min: number; max: number }) => Math.min(r.max, Math.max(r.min, v));
const round = (n: number) => Math.round(n * 10) / 10;
