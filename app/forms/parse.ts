// One form validation path: zod schemas shared by server and client, errors keyed by
// field name, the user's input kept (minus anything listed as secret).
import type { z } from "zod";

export type FieldErrors = Record<string, string>;
export type Parsed<T> =
  | { ok: true; value: T }
  | { ok: false; errors: FieldErrors; values: Record<string, string> };

export function parseForm<S extends z.ZodType>(
  input: FormData | URLSearchParams,
  schema: S,
  secret: readonly string[] = [],
): Parsed<z.infer<S>> {
  const values: Record<string, string> = {};
  for (const [key, value] of input.entries()) {
    if (typeof value === "string" && !(key in values)) values[key] = value;
  }
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, value: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  for (const key of secret) delete values[key];
  return { ok: false, errors, values };
}

/** The submitted form, or an empty one when the body is not a form (JSON, broken
 * multipart, bad encoding): the schema then answers with its messages, never a 500. */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}
