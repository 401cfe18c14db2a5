import type { Toast } from "~/toast/toast";
import { Icon } from "./icon";

const LOOKS: Record<NonNullable<Toast["kind"]>, { tone: string; icon: "alert" | "check" | "info" }> = {
  success: { tone: "border-emerald-200 bg-emerald-50 text-emerald-900", icon: "check" },
  error: { tone: "border-red-200 bg-red-50 text-red-900", icon: "alert" },
  warning: { tone: "border-amber-300 bg-amber-50 text-amber-950", icon: "alert" },
  info: { tone: "border-slate-200 bg-white text-slate-900", icon: "info" },
};

/**
 * Renders the toasts the server handed to this page, as a stack in their order. Without
 * any script: the stylesheet shows each one a second after the one before it (the spec's
 * 1 s streak delay) and fades each by itself (app/styles/app.css, `.toast`).
 */
export function Toaster({ toast, toasts }: { toast?: Toast | null; toasts?: readonly Toast[] }) {
  const list = toasts ?? (toast ? [toast] : []);
  if (list.length === 0) return null;
  // In the flow, never over the page (decision 073): the page's toasts sit in the top bar
  // (app/shell/frame.tsx), a form's own toast beside the form. A toast can push content
  // down; it cannot cover a control.
  return (
    <div className="flex justify-center px-3">
      <div data-testid="toast" className="flex w-full max-w-md flex-col">
        {list.map((t, i) => {
          const { tone, icon } = LOOKS[t.kind ?? "success"];
          return (
            <div
              key={i}
              role={t.kind === "error" ? "alert" : "status"}
              data-testid="toast-item"
              data-kind={t.kind ?? "success"}
              className={`toast my-1 flex items-start gap-3 rounded-xl border p-3 shadow-sm ${tone}`}
            >
              <Icon name={icon} className="mt-0.5 size-5 shrink-0" />
              <div>
                <p className="font-semibold">{t.title}</p>
                {t.description ? <p className="text-sm">{t.description}</p> : null}
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
