import sprite from "~/art/icons.svg?no-inline";
import type { IconName } from "./icon-names";

export type { IconName };

/** An icon from the generated sprite (scripts/icons.mjs); decorative unless labelled. */
export function Icon({ name, className = "size-5", label }: { name: IconName; className?: string; label?: string }) {
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
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
