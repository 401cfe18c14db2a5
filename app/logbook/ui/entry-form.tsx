// The progress log's forms: an entry for a day (a new one, or editing a stored day with
// every value shown), the units choice, and deleting a day. Plain forms that post to
// /progress-log: they work without JavaScript, and a refused entry comes back with the
// member's input and a message beside each field.
import { Form, Link } from "@remix-run/react";
import { formatShortDay } from "~/calendar/format";
import { Field, FieldError, FormError } from "~/ui/form";
import { MOOD_OPTIONS } from "../forms";
import { MEASURE_KEYS, MEASURES, shownBounds, toShown, type MeasureKey, type UnitSystem } from "../measures";
import type { EntryRow } from "../log";
import { LOG_PATH } from "../paths";

/** The form's values as text: what was sent (after a refusal), the day being edited, or empty. */
export function formValues(edited: EntryRow | null, units: UnitSystem, today: string): Record<string, string> {
  const values: Record<string, string> = { day: edited?.day ?? today };
  for (const k of MEASURE_KEYS) {
    const v = edited?.[k];
    values[k] = v === null || v === undefined ? "" : String(k === "mood" ? v : toShown(k, v, units));
  }
  return values;
}

export function EntryForm({
  units,
  today,
  edited,
  values,
  errors,
}: {
  units: UnitSystem;
  today: string;
  edited: EntryRow | null;
  values: Record<string, string>;
  errors: Record<string, string | undefined>;
}) {
  const field = (key: Exclude<MeasureKey, "mood">) => {
    const m = MEASURES[key];
    const unit = m.unit[units];
    const { min, max } = shownBounds(key, units);
    return (
      <Field
        key={key}
        label={unit ? `${m.label} (${unit})` : m.label}
        name={key}
        type="text"
        inputMode={m.decimals[units] === 0 ? "numeric" : "decimal"}
        autoComplete="off"
        placeholder={`${min} to ${max}`}
        defaultValue={values[key] ?? ""}
        hint={m.hint}
        error={errors[key]}
      />
    );
  };
  return (
    <section className="card" aria-labelledby="entry-heading" id="entry">
      <h2 id="entry-heading" className="text-lg font-semibold text-ink">
        {edited ? `Edit ${formatShortDay(edited.day)}` : "Log a day"}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {edited
          ? "Change any value; clear a field to remove it from this day."
          : "Fill in what you measured; leave the rest empty. A day you already logged keeps its other values."}
      </p>
      {/* Editing posts back to the day's own address, so a refused edit shows the same day again. */}
      <Form
        method="post"
        action={edited ? `${LOG_PATH}?day=${edited.day}` : LOG_PATH}
        className="mt-4 space-y-4"
        noValidate
      >
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="mode" value={edited ? "edit" : "add"} />
        <FormError message={errors.form} />
        {edited ? (
          <input type="hidden" name="day" value={edited.day} />
        ) : (
          <Field label="Day" name="day" type="date" max={today} defaultValue={values.day ?? today} error={errors.day} />
        )}
        <div className="grid grid-cols-2 gap-x-3 gap-y-4">
          {field("weight")}
          {field("waist")}
          {field("sleep")}
          {field("workouts")}
          {field("water")}
          <div>
            <label htmlFor="field-mood" className="label">
              Mood
            </label>
            <select
              id="field-mood"
              name="mood"
              className="field"
              defaultValue={values.mood ?? ""}
              aria-invalid={errors.mood ? true : undefined}
              aria-describedby={errors.mood ? "field-mood-error" : "field-mood-hint"}
            >
              <option value="">Not logged</option>
              {MOOD_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
            <p id="field-mood-hint" className="mt-1 text-sm text-slate-500">
              {MEASURES.mood.hint}
            </p>
            <FieldError id="field-mood-error" message={errors.mood} alert />
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-primary">
            {edited ? "Save changes" : "Save entry"}
          </button>
          {edited ? (
            <Link to={LOG_PATH} className="btn-ghost">
              Cancel
            </Link>
          ) : null}
        </div>
      </Form>
      {edited ? <DeleteEntryButton day={edited.day} /> : null}
    </section>
  );
}

export function DeleteEntryButton({ day, compact = false }: { day: string; compact?: boolean }) {
  return (
    <Form method="post" action={LOG_PATH} className={compact ? "inline" : "mt-4 border-t border-slate-100 pt-4"}>
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="day" value={day} />
      <button
        type="submit"
        className={compact ? "text-sm font-medium text-red-700 underline" : "btn-secondary text-red-700"}
        aria-label={`Delete the entry of ${formatShortDay(day)}`}
      >
        {compact ? "Delete" : "Delete this entry"}
      </button>
    </Form>
  );
}

export function UnitsForm({ units }: { units: UnitSystem }) {
  return (
    <Form method="post" action={LOG_PATH} className="flex flex-wrap items-end gap-3 text-sm">
      <input type="hidden" name="intent" value="units" />
      <fieldset>
        <legend className="label">Units</legend>
        <div className="flex gap-4">
          {(["metric", "imperial"] as const).map((u) => (
            <label key={u} className="flex items-center gap-1.5">
              <input type="radio" name="units" value={u} defaultChecked={units === u} />
              {u === "metric" ? "Metric (kg, cm, L)" : "Imperial (lb, in, fl oz)"}
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className="btn-secondary">
        Use these units
      </button>
    </Form>
  );
}
