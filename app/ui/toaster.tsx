import type { Toast } from "~/toast/toast";
import { Icon } from "./icon";

const LOOKS: Record<NonNullable<Toast["kind"]>, { tone: string; icon: "alert" | "check" | "info" }> = {
  success: { tone: "border-emerald-200 bg-emerald-50 text-emerald-900", icon: "check" },
  error: { tone: "border-red-200 bg-red-50 text-red-900", icon: "alert" },
  warning: { tone: "border-amber-300 bg-amber-50 text-amber-950", icon: "alert" },
  info: { tone: "border-slate-200 bg-white text-slate-900", icon: "info" },
};

/** Renders the flash toast the server handed to this page. */
export function Toaster({ toast }: { toast: Toast | null }) {
  if (!toast) return null;
  const { tone, icon } = LOOKS[toast.kind ?? "success"];
  // Just above the bottom navigation, where it covers neither the page's title nor its
  // Back link; taps go through it (it has nothing to press) to whatever is underneath.
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-20 z-50 flex justify-center px-3">
      <div
        role={toast.kind === "error" ? "alert" : "status"}
        data-testid="toast"
        data-kind={toast.kind ?? "success"}
        className={`toast flex w-full max-w-sm items-start gap-3 rounded-xl border p-3 shadow-lg ${tone}`}
      >
        <Icon name={icon} className="mt-0.5 size-5 shrink-0" />
        <div>
          <p className="font-semibold">{toast.title}</p>
          {toast.description ? <p className="text-sm">{toast.description}</p> : null}
        </div>
      </div>
    </div>
  );
}
