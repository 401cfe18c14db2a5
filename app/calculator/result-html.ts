// The result panel's inner HTML, as a string: the server renders it into the page and
// the browser island (island.ts) renders the same markup after each keystroke.
// Every value is a number or one of our own labels; esc() is there all the same.
import type { CalculatorResult } from "./calculate";
import { BMI_NORMAL_BELOW, BMI_OVERWEIGHT_BELOW, BMI_UNDERWEIGHT_BELOW } from "./formulas";
import type { FieldErrors } from "./input";
import { formatNumber } from "~/calendar/numbers";

const esc = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function stat(label: string, value: string, note?: string) {
  return (
    `<div class="min-w-0 rounded-xl bg-brand-50 p-4"><dt class="text-sm font-medium text-slate-600">${esc(label)}</dt>` +
    `<dd class="mt-1 text-3xl font-bold text-brand-800 tabular-nums [overflow-wrap:anywhere]">${esc(value)}</dd>` +
    (note === undefined ? "" : `<dd class="mt-1 text-sm text-slate-600">${note}</dd>`) +
    "</div>"
  );
}

const kcal = (n: number) => `${formatNumber(n)} kcal`;

function resultBody(result: CalculatorResult): string {
  switch (result.tab) {
    case "bmi":
      return (
        `<dl>${stat("Your BMI", result.bmi.toFixed(1), `<strong>${esc(result.category)}</strong>`)}</dl>` +
        `<p class="mt-3 text-xs text-slate-500">Underweight below ${BMI_UNDERWEIGHT_BELOW} · Normal below ${BMI_NORMAL_BELOW}` +
        ` · Overweight below ${BMI_OVERWEIGHT_BELOW} · Obese ${BMI_OVERWEIGHT_BELOW} and above</p>`
      );
    case "bodyfat":
      return `<dl>${stat("Body fat", `${result.percent.toFixed(1)}%`, esc(`Navy method, ${result.formula} formula`))}</dl>`;
    case "calories":
      return (
        // Three across only when the result card itself is wide enough for "2,950 kcal".
        `<div class="@container"><dl class="grid gap-3 @2xl:grid-cols-3">${stat("Maintenance", kcal(result.maintenance), "per day")}` +
        `${stat("Cutting (80%)", kcal(result.cutting), "to lose fat")}` +
        `${stat("Bulking (110%)", kcal(result.bulking), "to build muscle")}</dl></div>`
      );
  }
}

export function resultHtml(shown: {
  submitted: boolean;
  errors: FieldErrors;
  result: CalculatorResult | null;
}): string {
  if (shown.result) return resultBody(shown.result);
  const message =
    shown.submitted && Object.keys(shown.errors).length > 0
      ? "Fix the highlighted fields to see your result."
      : "Fill in the form to see your result.";
  return `<p class="text-slate-600">${message}</p>`;
}
