import type { MomentKind, Toast } from "~/toast/toast";
import { Icon, type IconName } from "./icon";

const ICONS: Record<MomentKind, IconName> = {
  level: "star",
  "all-done": "circle-check",
  streak: "flame",
  unlock: "trophy",
};

/** The element id (and fragment) an action that celebrates lands on. */
export const MOMENTS_ANCHOR = "moments";

/** The celebrations (decision 071) among a page's flash messages, and the passing toasts. */
export function splitMoments(list: readonly Toast[]) {
  return { moments: list.filter((t) => t.moment), toasts: list.filter((t) => !t.moment) };
}

/**
 * Celebration cards in the page, where an action lands (`#moments`): never a modal, nothing
 * to dismiss, gone on the next page. The pop and the sparkle are CSS alone (app.css,
 * `.moment`), and still under prefers-reduced-motion.
 */
export function Moments({ moments }: { moments: readonly Toast[] }) {
  if (moments.length === 0) return null;
  return (
    <section
      id={MOMENTS_ANCHOR}
      aria-label="Celebrations"
      className="mx-auto mt-3 grid max-w-3xl scroll-mt-20 gap-2 px-4"
    >
      {moments.map((m, i) => (
        <div
          key={i}
          role="status"
          data-testid="moment"
          data-moment={m.moment}
          className="moment relative flex items-center gap-3 overflow-hidden rounded-card border border-brand-200 bg-gradient-to-r from-brand-50 via-white to-glow-50 p-4 shadow-lift"
        >
          <span className="moment-badge flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white">
            <Icon name={ICONS[m.moment ?? "unlock"]} className="size-6" />
          </span>
          <div className="min-w-0">
            <p className="text-lg font-bold text-brand-900">{m.title}</p>
            {m.description ? <p className="text-sm text-slate-700">{m.description}</p> : null}
          </div>
        </div>
      ))}
    </section>
  );
}
