// The one progress bar: an ARIA progressbar with a filled track. Islands that move it
// (the assessment) find it by [role=progressbar] and its fill by [data-bar].

export function ProgressBar({
  value,
  max = 100,
  label,
  valueText,
  className = "mt-2",
}: {
  value: number;
  max?: number;
  label: string;
  /** Read out instead of the number when the number alone says too little ("Question 2 of 5"). */
  valueText?: string;
  className?: string;
}) {
  const percent = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={`h-2.5 overflow-hidden rounded-full bg-slate-100 ${className}`}
    >
      <div
        data-bar=""
        className="h-full rounded-full bg-brand-600 transition-[width]"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
