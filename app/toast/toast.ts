export const TOAST_KINDS = ["success", "error", "warning", "info"] as const;

/** A message shown once on the next page (spec section 8 strings). */
export type Toast = {
  title: string;
  description?: string;
  kind?: (typeof TOAST_KINDS)[number];
};
