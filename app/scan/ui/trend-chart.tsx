// One series over the member's scans as a server-rendered SVG line, the balanced band
// shaded and the noise band (± what a retake moves each point) around the line, drawn on
// the range the scans cover (its ends labelled, so a zoomed scale reads as one).
import { seriesRange, TREND_SIZE, trendChart, type TrendPoint } from "../trend";

export function TrendChart({
  points,
  band,
  label,
  limits,
  format,
}: {
  points: TrendPoint[];
  band?: { low: number; high: number };
  label: string;
  /** The scale's own ends (the rating's 0..10): the range never goes past them. */
  limits?: { min: number; max: number };
  format: (value: number) => string;
}) {
  const range = seriesRange(points, band, limits);
  const chart = trendChart(points, range, band);
  const { pad } = TREND_SIZE;
  return (
    <svg
      viewBox={`0 0 ${chart.width} ${chart.height}`}
      className="h-32 w-full max-w-md"
      role="img"
      aria-label={label}
      data-testid="scan-trend"
    >
      {chart.band ? (
        <rect
          x="0"
          width={chart.width}
          y={chart.band.top}
          height={Math.max(1, chart.band.bottom - chart.band.top)}
          className="fill-mint-100"
          data-testid="trend-band"
        />
      ) : (
        <line x1="0" x2={chart.width} y1={chart.height / 2} y2={chart.height / 2} className="stroke-slate-200" />
      )}
      {chart.noise ? (
        <polygon points={chart.noise} className="fill-brand-200/60 stroke-none" data-testid="trend-noise" />
      ) : null}
      <polyline points={chart.path} className="fill-none stroke-brand-700" strokeWidth="2" />
      {chart.dots.map((d) => (
        <circle key={d.at} cx={d.x} cy={d.y} r="3" className="fill-brand-700" />
      ))}
      <g aria-hidden="true" className="fill-slate-500 text-[9px]">
        <text x="2" y={pad - 3}>
          {format(range.max)}
        </text>
        <text x="2" y={chart.height - 2}>
          {format(range.min)}
        </text>
      </g>
    </svg>
  );
}
