// One call from a query string to what the calculator page shows. The loader runs it
// on GET; the browser runs it on every keystroke, so both always agree.
import {
  type BmiCategory,
  type Sex,
  bmi,
  bmiCategory,
  bulkingCalories,
  cuttingCalories,
  dailyCalories,
  isPlausibleBodyFat,
  navyBodyFatFemale,
  navyBodyFatMale,
} from "./formulas";
import { queryKeys, tabFrom, type Tab, type Units } from "./fields";
import { type CalculatorInput, type FieldErrors, type FieldValues, parseCalculatorQuery } from "./input";

export type CalculatorResult =
  | { tab: "bmi"; bmi: number; category: BmiCategory }
  | { tab: "bodyfat"; percent: number; formula: Sex }
  | { tab: "calories"; maintenance: number; cutting: number; bulking: number };

export type CalculatorOutcome = {
  tab: Tab;
  units: Units;
  /** False on a fresh visit (no field in the query): show an empty form without messages. */
  submitted: boolean;
  values: FieldValues;
  errors: FieldErrors;
  result: CalculatorResult | null;
};

const IMPLAUSIBLE_BODY_FAT = "These measurements don't give a realistic body fat; check your waist, neck and height";

export function compute(
  input: CalculatorInput,
): { ok: true; result: CalculatorResult } | { ok: false; errors: FieldErrors } {
  switch (input.tab) {
    case "bmi": {
      const value = bmi(input.weightKg, input.heightCm);
      return { ok: true, result: { tab: "bmi", bmi: value, category: bmiCategory(value) } };
    }
    case "bodyfat": {
      const percent =
        input.sex === "female" && input.hipCm !== null
          ? navyBodyFatFemale(input.heightCm, input.waistCm, input.hipCm, input.neckCm)
          : navyBodyFatMale(input.heightCm, input.waistCm, input.neckCm);
      if (!isPlausibleBodyFat(percent)) return { ok: false, errors: { waist: IMPLAUSIBLE_BODY_FAT } };
      return { ok: true, result: { tab: "bodyfat", percent, formula: input.sex } };
    }
    case "calories": {
      const maintenance = dailyCalories(input);
      return {
        ok: true,
        result: {
          tab: "calories",
          maintenance,
          cutting: cuttingCalories(maintenance),
          bulking: bulkingCalories(maintenance),
        },
      };
    }
  }
}

export function calculate(params: URLSearchParams): CalculatorOutcome {
  const tab = tabFrom(params.get("tab"));
  const units: Units = params.get("units") === "imperial" ? "imperial" : "metric";
  const submitted = queryKeys(tab, units).some((key) => params.has(key));
  if (!submitted) return { tab, units, submitted, values: {}, errors: {}, result: null };

  const parsed = parseCalculatorQuery(tab, params);
  if (!parsed.ok) {
    return { tab, units, submitted, values: parsed.values, errors: parsed.errors, result: null };
  }
  const outcome = compute(parsed.value);
  if (!outcome.ok) {
    return { tab, units, submitted, values: parsed.values, errors: outcome.errors, result: null };
  }
  return { tab, units, submitted, values: parsed.values, errors: {}, result: outcome.result };
}
