export const TOAST_KINDS = ["success", "error", "warning", "info"] as const;
/**
 * What a celebration marks (decision 071): a message with one of these is not a passing toast
 * but a card in the page (app/ui/moments.tsx), carried by the same flash cookie.
 */
export const MOMENT_KINDS = ["level", "all-done", "streak", "unlock"] as const;
export type MomentKind = (typeof MOMENT_KINDS)[number];

/** A message shown once on the next page (spec section 8 strings). */
export type Toast = {
  title: string;
  description?: string;
  kind?: (typeof TOAST_KINDS)[number];
  moment?: MomentKind;
};

/**
 * The most toasts one response carries (a completion's toast, its streak, its moments and a
 * few unlocks). With the text bounds below the flash cookie stays near 3 KB, under the 4 KB
 * a browser keeps per cookie.
 */
export const TOAST_LIMIT = 7;
const TITLE_MAX = 80;
const DESCRIPTION_MAX = 200;

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

function isToast(v: unknown): v is Toast {
  if (!v || typeof v !== "object") return false;
  const t = v as Record<string, unknown>;
  return (
    typeof t.title === "string" &&
    (t.description === undefined || typeof t.description === "string") &&
    (t.kind === undefined || (TOAST_KINDS as readonly unknown[]).includes(t.kind)) &&
    (t.moment === undefined || (MOMENT_KINDS as readonly unknown[]).includes(t.moment))
  );
}

/**
 * The toasts a response carries, in the order they are shown: at most TOAST_LIMIT (the
 * first ones win), each clipped to a bounded size, and only the fields a toast has.
 */
export function toastList(toasts: Toast | readonly Toast[]): Toast[] {
  const list: readonly unknown[] = Array.isArray(toasts) ? toasts : [toasts];
  return list
    .filter(isToast)
    .slice(0, TOAST_LIMIT)
    .map((t) => ({
      title: clip(t.title, TITLE_MAX),
      ...(t.description === undefined ? {} : { description: clip(t.description, DESCRIPTION_MAX) }),
      ...(t.kind === undefined ? {} : { kind: t.kind }),
      ...(t.moment === undefined ? {} : { moment: t.moment }),
    }));
}

/** What a flash cookie held, read defensively: a list (or one toast from before lists); anything else is none. */
export function readToastList(raw: unknown): Toast[] {
  if (Array.isArray(raw) || isToast(raw)) return toastList(raw as Toast | Toast[]);
  return [];
}
