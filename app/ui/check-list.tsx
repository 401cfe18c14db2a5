// The one ticked list (plan features, benefits, recommendations): a check icon per item.
import type { ReactNode } from "react";
import { Icon } from "./icon";

export function CheckList({
  items,
  className = "mt-4 space-y-2 text-sm text-slate-700",
}: {
  items: readonly ReactNode[];
  className?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item, i) => (
        <li key={typeof item === "string" ? item : i} className="flex items-start gap-2">
          <Icon name="check" className="mt-0.5 size-4 shrink-0 text-brand-600" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
