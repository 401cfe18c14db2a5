// The calculator form's fields. Each wrapper carries data-field (the island updates its
// message in place) and its message has the id calc-<field>-error.
import { Link } from "@remix-run/react";
import { Field, FieldError } from "~/ui/form";
import { ACTIVITY_FACTORS, ACTIVITY_HELP, ACTIVITY_LABELS } from "../formulas";
import { FIELDS, type FieldName, type Tab, type Units } from "../fields";
import type { FieldErrors, FieldValues } from "../input";

export function calculatorHref(tab: Tab, units: Units) {
  return `/calculator?tab=${tab}${units === "imperial" ? "&units=imperial" : ""}`;
}

export function UnitToggle({ tab, units, error }: { tab: Tab; units: Units; error?: string }) {
  return (
    <div data-field="units">
      <p className="label" id="units-label">
        Units
      </p>
      <div
        role="group"
        aria-labelledby="units-label"
        className="inline-flex rounded-xl border border-slate-300 bg-white p-0.5"
      >
        {(["metric", "imperial"] as const).map((u) => (
          <Link
            key={u}
            to={calculatorHref(tab, u)}
            aria-current={u === units ? "true" : undefined}
            preventScrollReset
            className={`rounded-lg px-3 py-1.5 text-sm font-medium ${
              u === units ? "bg-brand-600 text-white" : "text-slate-700 hover:bg-slate-100"
            }`}
          >
            {u === "metric" ? "Metric (cm, kg)" : "Imperial (ft, lb)"}
          </Link>
        ))}
      </div>
      <FieldError id="calc-units-error" message={error} />
    </div>
  );
}

/** What a number field shows beside its label, and whether it takes decimals. */
const NUMBER_FIELDS = {
  age: { unit: () => "years", decimals: false, hint: undefined },
  weight: { unit: (units: Units) => (units === "metric" ? "kg" : "lb"), decimals: true, hint: undefined },
  neck: {
    unit: (units: Units) => (units === "metric" ? "cm" : "in"),
    decimals: true,
    hint: "Measure just below the larynx.",
  },
  waist: {
    unit: (units: Units) => (units === "metric" ? "cm" : "in"),
    decimals: true,
    hint: "Men: at the navel. Women: at the narrowest point.",
  },
  hip: {
    unit: (units: Units) => (units === "metric" ? "cm" : "in"),
    decimals: true,
    hint: "Women only: at the widest point. Ignored for men.",
  },
} as const;

function NumberField({
  name,
  label,
  unit,
  values,
  error,
  decimals,
  hint,
}: {
  name: string;
  label: string;
  unit: string;
  values: FieldValues;
  error?: string;
  decimals: boolean;
  hint?: string;
}) {
  return (
    <Field
      id={`calc-${name}`}
      field={name}
      name={name}
      label={
        <>
          {label} <span className="font-normal text-slate-500">({unit})</span>
        </>
      }
      type="text"
      inputMode={decimals ? "decimal" : "numeric"}
      autoComplete="off"
      defaultValue={values[name] ?? ""}
      error={error}
      hint={hint}
      data-describe=""
    />
  );
}

function HeightField({ units, values, error }: { units: Units; values: FieldValues; error?: string }) {
  if (units === "metric") {
    return (
      <NumberField name="height" label={FIELDS.height.label} unit="cm" values={values} error={error} decimals={false} />
    );
  }
  const invalid = error ? true : undefined;
  const describedBy = error ? "calc-height-error" : undefined;
  return (
    <fieldset data-field="height">
      <legend className="label">{FIELDS.height.label}</legend>
      <div className="grid grid-cols-2 gap-3">
        {(
          [
            ["heightFt", "Feet", "ft"],
            ["heightIn", "Inches", "in"],
          ] as const
        ).map(([name, label, unit]) => (
          <div key={name} className="flex items-center gap-2">
            <label htmlFor={`calc-${name}`} className="sr-only">
              {label}
            </label>
            <input
              id={`calc-${name}`}
              name={name}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              defaultValue={values[name] ?? ""}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              data-describe=""
              className="field"
            />
            <span aria-hidden="true" className="text-sm text-slate-600">
              {unit}
            </span>
          </div>
        ))}
      </div>
      <FieldError id="calc-height-error" message={error} />
    </fieldset>
  );
}

function SexField({ values, error }: { values: FieldValues; error?: string }) {
  const chosen = values.sex ?? "male";
  return (
    // A radio cannot be invalid on its own (ARIA): the group is.
    <fieldset
      role="radiogroup"
      data-field="sex"
      data-describe=""
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? "calc-sex-error" : undefined}
    >
      <legend className="label">{FIELDS.sex.label}</legend>
      <div className="flex gap-3">
        {(["male", "female"] as const).map((sex) => (
          <label
            key={sex}
            className="flex flex-1 cursor-pointer items-center gap-2 rounded-xl border border-slate-300 bg-white px-3 py-2.5 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input type="radio" name="sex" value={sex} defaultChecked={chosen === sex} className="accent-brand-600" />
            {sex === "male" ? "Male" : "Female"}
          </label>
        ))}
      </div>
      <FieldError id="calc-sex-error" message={error} />
    </fieldset>
  );
}

function ActivityField({ values, error }: { values: FieldValues; error?: string }) {
  return (
    <div data-field="activity">
      <label htmlFor="calc-activity" className="label">
        {FIELDS.activity.label}
      </label>
      <select
        id="calc-activity"
        name="activity"
        defaultValue={values.activity ?? "sedentary"}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "calc-activity-error calc-activity-help" : "calc-activity-help"}
        data-describe=""
        className="field"
      >
        {(Object.keys(ACTIVITY_FACTORS) as (keyof typeof ACTIVITY_FACTORS)[]).map((a) => (
          <option key={a} value={a}>
            {ACTIVITY_LABELS[a]}
          </option>
        ))}
        {values.activity && !(values.activity in ACTIVITY_FACTORS) ? (
          <option value={values.activity} disabled>
            Choose an activity level
          </option>
        ) : null}
      </select>
      <p id="calc-activity-help" className="mt-1 text-sm text-slate-600">
        {ACTIVITY_HELP}
      </p>
      <FieldError id="calc-activity-error" message={error} />
    </div>
  );
}

/** One of a calculator's fields (TAB_FIELDS says which, and in what order). */
export function CalculatorField({
  field,
  units,
  values,
  errors,
}: {
  field: FieldName;
  units: Units;
  values: FieldValues;
  errors: FieldErrors;
}) {
  const error = errors[field];
  switch (field) {
    case "sex":
      return <SexField values={values} error={error} />;
    case "height":
      return <HeightField units={units} values={values} error={error} />;
    case "activity":
      return <ActivityField values={values} error={error} />;
    default: {
      const shown = NUMBER_FIELDS[field];
      return (
        <NumberField
          name={field}
          label={FIELDS[field].label}
          unit={shown.unit(units)}
          values={values}
          error={error}
          decimals={shown.decimals}
          hint={shown.hint}
        />
      );
    }
  }
}
