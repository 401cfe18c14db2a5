// The calculator page body. Server-rendered GET forms that work without JavaScript;
// when JavaScript runs, the island (island.ts, no React) runs the same calculate() on
// every keystroke and updates the elements marked with data-* attributes here:
// data-calculator (the form), data-field (a field's wrapper, with its error
// <p id="calc-<field>-error">), data-describe (gets that id in aria-describedby),
// data-calc-result (the result's inner HTML, from resultHtml()).
import { Link } from "@remix-run/react";
import { Field } from "~/ui/form";
import { Icon, type IconName } from "~/ui/icon";
import type { CalculatorOutcome } from "./calculate";
import { ACTIVITY_FACTORS, ACTIVITY_HELP, ACTIVITY_LABELS } from "./formulas";
import type { FieldErrors, FieldValues, Tab, Units } from "./input";
import { resultHtml } from "./result-html";

const TAB_INFO: Record<Tab, { label: string; icon: IconName; blurb: string }> = {
  bmi: { label: "BMI", icon: "calculator", blurb: "Body mass index from your height and weight." },
  bodyfat: {
    label: "Body Fat",
    icon: "target",
    blurb: "US Navy method: an estimate from a tape measure around your neck and waist (and hips for women).",
  },
  calories: {
    label: "Calories",
    icon: "flame",
    blurb: "Daily calories to maintain your weight (Mifflin-St Jeor), plus cutting and bulking targets.",
  },
};

function href(tab: Tab, units: Units) {
  return `/calculator?tab=${tab}${units === "imperial" ? "&units=imperial" : ""}`;
}

export function CalculatorTabs({ tab, units }: { tab: Tab; units: Units }) {
  return (
    <nav aria-label="Calculators" className="grid grid-cols-3 gap-1 rounded-2xl bg-slate-200/70 p-1">
      {(Object.keys(TAB_INFO) as Tab[]).map((id) => (
        <Link
          key={id}
          to={href(id, units)}
          aria-current={id === tab ? "page" : undefined}
          preventScrollReset
          className={`flex items-center justify-center gap-1.5 rounded-xl px-2 py-2 text-sm font-semibold ${
            id === tab ? "bg-white text-brand-700 shadow-sm" : "text-slate-600 hover:text-slate-900"
          }`}
        >
          <Icon name={TAB_INFO[id].icon} className="size-4" />
          {TAB_INFO[id].label}
        </Link>
      ))}
    </nav>
  );
}

function UnitToggle({ tab, units, error }: { tab: Tab; units: Units; error?: string }) {
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
            to={href(tab, u)}
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
      {error ? (
        <p id="calc-units-error" className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

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
    return <NumberField name="height" label="Height" unit="cm" values={values} error={error} decimals={false} />;
  }
  const invalid = error ? true : undefined;
  const describedBy = error ? "calc-height-error" : undefined;
  return (
    <fieldset data-field="height">
      <legend className="label">Height</legend>
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
      {error ? (
        <p id="calc-height-error" className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function SexField({ values, error }: { values: FieldValues; error?: string }) {
  const chosen = values.sex ?? "male";
  return (
    <fieldset data-field="sex" data-describe="" aria-describedby={error ? "calc-sex-error" : undefined}>
      <legend className="label">Sex</legend>
      <div className="flex gap-3">
        {(["male", "female"] as const).map((sex) => (
          <label
            key={sex}
            className="flex flex-1 cursor-pointer items-center gap-2 rounded-xl border border-slate-300 bg-white px-3 py-2.5 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name="sex"
              value={sex}
              defaultChecked={chosen === sex}
              aria-invalid={error ? true : undefined}
              className="accent-brand-600"
            />
            {sex === "male" ? "Male" : "Female"}
          </label>
        ))}
      </div>
      {error ? (
        <p id="calc-sex-error" className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function ActivityField({ values, error }: { values: FieldValues; error?: string }) {
  return (
    <div data-field="activity">
      <label htmlFor="calc-activity" className="label">
        Activity level
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
      {error ? (
        <p id="calc-activity-error" className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Fields({ outcome, errors }: { outcome: CalculatorOutcome; errors: FieldErrors }) {
  const { tab, units, values } = outcome;
  const length = units === "metric" ? "cm" : "in";
  const weight = units === "metric" ? "kg" : "lb";
  switch (tab) {
    case "bmi":
      return (
        <>
          <HeightField units={units} values={values} error={errors.height} />
          <NumberField name="weight" label="Weight" unit={weight} values={values} error={errors.weight} decimals />
        </>
      );
    case "bodyfat":
      return (
        <>
          <SexField values={values} error={errors.sex} />
          <HeightField units={units} values={values} error={errors.height} />
          <NumberField
            name="neck"
            label="Neck"
            unit={length}
            values={values}
            error={errors.neck}
            decimals
            hint="Measure just below the larynx."
          />
          <NumberField
            name="waist"
            label="Waist"
            unit={length}
            values={values}
            error={errors.waist}
            decimals
            hint="Men: at the navel. Women: at the narrowest point."
          />
          <NumberField
            name="hip"
            label="Hip"
            unit={length}
            values={values}
            error={errors.hip}
            decimals
            hint="Women only: at the widest point. Ignored for men."
          />
        </>
      );
    case "calories":
      return (
        <>
          <SexField values={values} error={errors.sex} />
          <NumberField name="age" label="Age" unit="years" values={values} error={errors.age} decimals={false} />
          <HeightField units={units} values={values} error={errors.height} />
          <NumberField name="weight" label="Weight" unit={weight} values={values} error={errors.weight} decimals />
          <ActivityField values={values} error={errors.activity} />
        </>
      );
  }
}

export function CalculatorPanel({ outcome }: { outcome: CalculatorOutcome }) {
  const info = TAB_INFO[outcome.tab];
  return (
    <div className="mt-4 grid gap-4 md:grid-cols-2">
      <section className="card" aria-labelledby="calc-heading">
        <h2 id="calc-heading" className="text-lg font-semibold">
          {outcome.tab === "bodyfat" ? "Body Fat (Navy method)" : `${info.label} Calculator`}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{info.blurb}</p>
        <div className="mt-4">
          <UnitToggle tab={outcome.tab} units={outcome.units} error={outcome.errors.units} />
        </div>
        <form
          method="get"
          action="/calculator"
          noValidate
          data-calculator=""
          // Before the first submit the island only speaks about fields already filled in.
          data-submitted={outcome.submitted ? "" : undefined}
          className="mt-4 space-y-4"
        >
          <input type="hidden" name="tab" value={outcome.tab} />
          <input type="hidden" name="units" value={outcome.units} />
          <Fields outcome={outcome} errors={outcome.errors} />
          <button type="submit" className="btn-primary w-full">
            Calculate
          </button>
        </form>
      </section>
      {/* On phones a submitted result comes first, so it is on screen without scrolling. */}
      <section
        className={`self-start card md:sticky md:top-20 ${outcome.result ? "order-first md:order-none" : ""}`}
        aria-label="Result"
        aria-live="polite"
      >
        <h2 className="text-lg font-semibold">Result</h2>
        {/* The same markup the island renders in the browser (one function for both). */}
        <div className="mt-3" data-calc-result="" dangerouslySetInnerHTML={{ __html: resultHtml(outcome) }} />
        <p className="mt-4 text-xs text-slate-500">
          Estimates for healthy adults, not medical advice. Talk to a doctor before big changes to diet or training.
        </p>
      </section>
    </div>
  );
}
