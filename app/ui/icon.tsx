import type { IconName } from "./icon-names";

export type { IconName };

/** An icon from the one SVG sprite (public/icons.svg); decorative unless labelled. */
export function Icon({
  name,
  className = "size-5",
  label,
}: {
  name: IconName;
  className?: string;
  label?: string;
}) {
  return (
    <svg
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <use href={`/icons.svg#${name}`} />
    </svg>
  );
}
