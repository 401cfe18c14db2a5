// One form validation path: zod schemas shared by server and client, errors keyed by
// field name, the user's input kept (minus anything listed as secret). Works with full
// zod and with zod/mini (the calculator's island runs it in the browser), and imports no
// runtime code but the body limits (./body.ts).
import type { z } from "zod";
import { FORM_BODY_LIMIT, readCapped, tooLargeResponse } from "./body";

export type FieldErrors = Record<string, string>;
export type FieldValues = Record<string, string>;
export type Parsed<T> =
  { ok: true; value: T; values: FieldValues } | { ok: false; errors: FieldErrors; values: FieldValues };

type FormInput = { entries(): Iterable<[string, unknown]>; getAll(name: string): unknown[] };
type SafeParse<T> = {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
};

export type ParseOptions = {
  /** Fields never echoed back (passwords, card codes). */
  secret?: readonly string[];
  /** Read only these keys (a missing one reads as ""); otherwise every key sent. */
  keys?: readonly string[];
  /** Echo at most this many characters of each value back into the form. */
  maxEcho?: number;
  /** The message for a key sent more than once with different values; without it the first value counts. */
  repeated?: (key: string) => string;
  /** The field an error about a key belongs to (heightFt and heightIn both report on height). */
  fieldOf?: (key: string) => string;
  /** Reshape the values before the schema sees them; `all` gives every value sent for a key. */
  shape?: (values: FieldValues, all: (key: string) => string[]) => unknown;
};

export function parseForm<S extends z.core.$ZodType>(
  input: FormInput,
  schema: S,
  options: readonly string[] | ParseOptions = {},
): Parsed<z.core.output<S>> {
  const {
    secret = [],
    keys,
    maxEcho,
    repeated,
    fieldOf = (key: string) => key,
    shape,
  } = Array.isArray(options) ? { secret: options as readonly string[] } : (options as ParseOptions);
  const all = (key: string) => input.getAll(key).filter((v): v is string => typeof v === "string");
  const values: FieldValues = {};
  const errors: FieldErrors = {};
  const names = keys ?? [...new Set([...input.entries()].filter(([, v]) => typeof v === "string").map(([k]) => k))];
  for (const key of names) {
    const sent = all(key);
    values[key] = sent[0] ?? "";
    if (repeated && sent.some((v) => v !== sent[0])) errors[fieldOf(key)] ??= repeated(key);
  }
  const result = (schema as unknown as SafeParse<z.core.output<S>>).safeParse(
    shape ? shape({ ...values }, all) : values,
  );
  const echo = (kept: FieldValues) => {
    const out: FieldValues = {};
    for (const [key, value] of Object.entries(kept)) {
      if (!secret.includes(key) && (!keys || all(key).length > 0)) out[key] = maxEcho ? value.slice(0, maxEcho) : value;
    }
    return out;
  };
  if (result.success && Object.keys(errors).length === 0) return { ok: true, value: result.data, values: echo(values) };
  if (!result.success) {
    for (const issue of result.error.issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  }
  return { ok: false, errors, values: echo(values) };
}

/** The submitted form, or an empty one when the body is not a form (JSON, broken
 * multipart, bad encoding): the schema then answers with its messages, never a 500.
 * A body over FORM_BODY_LIMIT is refused with a 413 (thrown) before it is read whole. */
export async function readForm(request: Request, limit = FORM_BODY_LIMIT): Promise<FormData> {
  const body = await readCapped(request, limit);
  if (!body) throw tooLargeResponse(limit);
  try {
    const type = request.headers.get("Content-Type") ?? "";
    return await new Response(body, { headers: { "Content-Type": type } }).formData();
  } catch {
    return new FormData();
  }
}
