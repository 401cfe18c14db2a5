import type { ReactNode } from "react";
import { EMPTY_ART } from "~/art/art";
import { Art } from "./art";

/** "Nothing here yet", with the empty-state art and, when there is one, the way to start. */
export function EmptyState({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 card text-center" data-testid="empty-state">
      <Art art={EMPTY_ART} className="h-24 w-auto" />
      <p className="max-w-sm text-slate-600">{text}</p>
      {children}
    </div>
  );
}
