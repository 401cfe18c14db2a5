// Form pieces shared by every form: a labelled field with its message beside it.
import type { InputHTMLAttributes, ReactNode } from "react";

export function Field({
  label,
  name,
  error,
  hint,
  field,
  ...input
}: {
  label: ReactNode;
  name: string;
  error?: string;
  hint?: ReactNode;
  /** Marks the wrapper (data-field) for an island that updates this field's message in place. */
  field?: string;
} & InputHTMLAttributes<HTMLInputElement>) {
  const id = input.id ?? `field-${name}`;
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div data-field={field}>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        className="field"
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} alert />
    </div>
  );
}

/** A field's message, with the id its control's aria-describedby names; nothing without one. */
export function FieldError({ id, message, alert = false }: { id: string; message?: string; alert?: boolean }) {
  if (!message) return null;
  return (
    <p id={id} className="field-error" role={alert ? "alert" : undefined}>
      {message}
    </p>
  );
}

/** The 'Error' box of a failed submission (spec: 'Error' with the message). */
export function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      <p className="font-semibold">Error</p>
      <p>{message}</p>
    </div>
  );
}
