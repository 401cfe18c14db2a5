// A measurement's small diagram: the landmarks and lines it was measured from, drawn over
// the member's own thumbnail, cropped to the face. Server-rendered SVG, owner-only (it is
// only ever rendered on the owner's pages; the thumbnail route checks ownership too).
import { diagramFor, type Shape } from "../face/diagram";
import type { MeasurementKey } from "../face/rubric";
import { photoPath } from "../paths";
import type { Landmarks } from "../result";

const pts = (points: { x: number; y: number }[]) => points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(" ");

function ShapeView({ shape, unit }: { shape: Shape; unit: number }) {
  switch (shape.kind) {
    case "dots":
      return (
        <g className="fill-glow-500">
          {shape.points.map((p, i) => (
            <circle key={i} cx={p.x.toFixed(1)} cy={p.y.toFixed(1)} r={(unit * 0.9).toFixed(2)} />
          ))}
        </g>
      );
    case "line":
      return (
        <line
          x1={shape.from.x.toFixed(1)}
          y1={shape.from.y.toFixed(1)}
          x2={shape.to.x.toFixed(1)}
          y2={shape.to.y.toFixed(1)}
          className={shape.guide ? "stroke-sun-300" : "stroke-brand-400"}
          strokeWidth={unit * 0.7}
          strokeDasharray={shape.guide ? `${unit * 2} ${unit * 1.5}` : undefined}
        />
      );
    case "path":
      return shape.closed ? (
        <polygon points={pts(shape.points)} className="fill-none stroke-brand-400" strokeWidth={unit * 0.6} />
      ) : (
        <polyline points={pts(shape.points)} className="fill-none stroke-brand-400" strokeWidth={unit * 0.6} />
      );
    case "area":
      return (
        <polygon points={pts(shape.points)} className="fill-mint-300/40 stroke-mint-300" strokeWidth={unit * 0.5} />
      );
  }
}

export function LandmarkDiagram({
  scanId,
  landmarks,
  measure,
  value = null,
  label,
  size = "small",
}: {
  scanId: number;
  landmarks: Landmarks;
  measure: MeasurementKey | "landmarks";
  value?: number | null;
  label: string;
  size?: "small" | "large";
}) {
  const { viewBox, shapes } = diagramFor(measure, landmarks, value);
  const unit = viewBox.width / 100; // strokes and dots scale with the crop
  return (
    <svg
      viewBox={`${viewBox.x} ${viewBox.y} ${viewBox.width} ${viewBox.height}`}
      className={`${size === "large" ? "w-full max-w-xs" : "size-24 shrink-0"} rounded-lg bg-slate-100`}
      role="img"
      aria-label={label}
      data-testid={`diagram-${measure}`}
    >
      <image
        href={photoPath(scanId, "thumb")}
        width={landmarks.width}
        height={landmarks.height}
        preserveAspectRatio="none"
      />
      {shapes.map((shape, i) => (
        <ShapeView key={i} shape={shape} unit={unit} />
      ))}
    </svg>
  );
}
