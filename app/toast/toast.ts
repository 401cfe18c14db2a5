/** A message shown once on the next page (spec section 8 strings). */
export type Toast = {
  title: string;
  description?: string;
  kind?: "success" | "error" | "info";
};
