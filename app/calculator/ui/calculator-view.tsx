// The calculator page body. Server-rendered GET forms that work without JavaScript;
// when JavaScript runs, the island (island.ts, no React) runs the same calculate() on
// every keystroke and updates the elements marked with data-* attributes here:
// data-calculator (the form), data-field (a field's wrapper, with its error
// <p id="calc-<field>-error">), data-describe (gets that id in aria-describedby),
// data-calc-result (the result's inner HTML, from resultHtml()).
import { Link } from "@remix-run/react";
import { Icon, type IconName } from "~/ui/icon";
import type { CalculatorOutcome } from "../calculate";
import { TAB_FIELDS, TABS, type Tab, type Units } from "../fields";
import { GOAL_LABELS, GOALS } from "../goals";
import { resultHtml } from "../result-html";
import { CalculatorField, calculatorHref, UnitToggle } from "./calculator-fields";

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

export function CalculatorTabs({ tab, units }: { tab: Tab; units: Units }) {
  return (
    <nav aria-label="Calculators" className="grid grid-cols-3 gap-1 rounded-2xl bg-slate-200/70 p-1">
      {TABS.map((id) => (
        <Link
          key={id}
          to={calculatorHref(id, units)}
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

/**
 * Saving the calories answer to the member's profile: submit buttons of the calculator's
 * own form that post it (so they send what is typed, with or without JavaScript).
 */
function SaveAnswer({ units, signedIn }: { units: Units; signedIn: boolean }) {
  const here = calculatorHref("calories", units);
  if (!signedIn)
    return (
      <p className="text-sm text-slate-600">
        <Link to={`/auth?redirect=${encodeURIComponent(here)}`} className="font-semibold text-brand-700 underline">
          Sign in
        </Link>{" "}
        to save your answer to your profile and size your meal plan to it.
      </p>
    );
  return (
    <fieldset className="rounded-2xl bg-brand-50 p-3" data-testid="save-calories">
      <legend className="sr-only">Save to your profile</legend>
      <p className="text-sm font-semibold text-brand-900">Save to your profile as your goal:</p>
      <div className="mt-2 grid grid-cols-3 gap-2">
        {GOALS.map((goal) => (
          <button
            key={goal}
            type="submit"
            name="goal"
            value={goal}
            formMethod="post"
            formAction={here}
            className="btn-secondary px-2 text-xs sm:text-sm"
          >
            {GOAL_LABELS[goal]}
          </button>
        ))}
      </div>
      <p className="mt-2 text-xs text-slate-600">Your meal plan is sized to the calories of the goal you save.</p>
    </fieldset>
  );
}

export function CalculatorPanel({ outcome, signedIn = false }: { outcome: CalculatorOutcome; signedIn?: boolean }) {
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
          {TAB_FIELDS[outcome.tab].map((field) => (
            <CalculatorField
              key={field}
              field={field}
              units={outcome.units}
              values={outcome.values}
              errors={outcome.errors}
            />
          ))}
          <button type="submit" className="btn-primary w-full">
            Calculate
          </button>
          {outcome.tab === "calories" ? <SaveAnswer units={outcome.units} signedIn={signedIn} /> : null}
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
