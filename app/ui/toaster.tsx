import type { Toast } from "~/toast/toast";
import { Icon } from "./icon";

/** Renders the flash toast the server handed to this page. */
export function Toaster({ toast }: { toast: Toast | null }) {
  if (!toast) return null;
  const tone =
    toast.kind === "error"
      ? "border-red-200 bg-red-50 text-red-900"
      : toast.kind === "info"
        ? "border-slate-200 bg-white text-slate-900"
        : "border-emerald-200 bg-emerald-50 text-emerald-900";
  return (
    <div className="pointer-events-none fixed inset-x-0 top-16 z-50 flex justify-center px-4">
      <div
        role={toast.kind === "error" ? "alert" : "status"}
        data-testid="toast"
        className={`toast pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border p-4 shadow-lg ${tone}`}
      >
        <Icon name={toast.kind === "error" ? "alert" : "check"} className="mt-0.5 size-5 shrink-0" />
        <div>
          <p className="font-semibold">{toast.title}</p>
          {toast.description ? <p className="text-sm">{toast.description}</p> : null}
        </div>
      </div>
    </div>
  );
}
