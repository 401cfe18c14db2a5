// The history trend chart's geometry: ratings over time as an SVG polyline, oldest left.
export type TrendPoint = { tenths: number; at: number };

export const TREND_SIZE = { width: 320, height: 120, pad: 12 } as const;

export function trendChart(points: TrendPoint[]) {
  const { width, height, pad } = TREND_SIZE;
  const sorted = [...points].sort((a, b) => a.at - b.at);
  const step = sorted.length > 1 ? (width - 2 * pad) / (sorted.length - 1) : 0;
  const dots = sorted.map((p, i) => ({
    x: Math.round((sorted.length > 1 ? pad + i * step : width / 2) * 10) / 10,
    y: Math.round((height - pad - (p.tenths / 100) * (height - 2 * pad)) * 10) / 10,
    tenths: p.tenths,
    at: p.at,
  }));
  return { width, height, dots, path: dots.map((d) => `${d.x},${d.y}`).join(" ") };
}
