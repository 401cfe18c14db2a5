// Calculator query parsing: URLSearchParams in, canonical metric numbers (or one
// message per field) out. Shared by the loader and the browser; never throws.
// zod/mini: the same schemas run in the browser, where full zod would add ~90 kB gzipped.
import * as z from "zod/mini";
import { type FieldErrors, type FieldValues, type Parsed, parseForm } from "~/forms/parse";
import {
  type Activity,
  ACTIVITY_FACTORS,
  type Sex,
  cmToInches,
  feetAndInchesToCm,
  inchesToCm,
  kgToPounds,
  poundsToKg,
} from "./formulas";
import { FIELDS, RANGES, TAB_FIELDS, UNIT_SYSTEMS, queryKeys, type FieldName, type Tab, type Units } from "./fields";

/** Longest number text we accept or echo back into the form. */
const MAX_NUMBER_LENGTH = 12;
const MAX_ECHO_LENGTH = 40;

export type BmiInput = { tab: "bmi"; units: Units; heightCm: number; weightKg: number };
export type BodyFatInput = {
  tab: "bodyfat";
  units: Units;
  sex: Sex;
  heightCm: number;
  neckCm: number;
  waistCm: number;
  /** Only read for the female formula. */
  hipCm: number | null;
};
export type CaloriesInput = {
  tab: "calories";
  units: Units;
  sex: Sex;
  age: number;
  heightCm: number;
  weightKg: number;
  activity: Activity;
};
export type CalculatorInput = BmiInput | BodyFatInput | CaloriesInput;

// Errors are keyed by logical field (height, weight, ...); values by query key as
// submitted (height or heightFt/heightIn, weight, ...).
export type { FieldErrors, FieldValues };

// ------------------------------------------------------------------ field schemas

const DECIMAL = /^-?(\d+(\.\d*)?|\.\d+)$/;
const WHOLE = /^-?\d+$/;

type NumberRule = { label: string; noun: string; decimals: boolean };

/** Text -> finite number, or the message a person needs ("Enter your weight"). */
function numberText({ label, noun, decimals }: NumberRule) {
  const mustBe = decimals ? `${label} must be a number` : `${label} must be a whole number`;
  return z
    .pipe(
      z
        .string()
        .check(
          z.trim(),
          z.minLength(1, `Enter your ${noun}`),
          z.maxLength(MAX_NUMBER_LENGTH, mustBe),
          z.regex(decimals ? DECIMAL : WHOLE, mustBe),
        ),
      z.transform(Number),
    )
    .check(z.refine(Number.isFinite, mustBe));
}

/** Convert a parsed number (to metric) and check it against a range. */
function convertedInRange<Parsed, Input>(
  schema: z.ZodMiniType<Parsed, Input>,
  toMetric: (parsed: Parsed) => number,
  range: { min: number; max: number },
  message: string,
) {
  return z
    .pipe(schema, z.transform(toMetric))
    .check(z.refine((metric: number) => metric >= range.min && metric <= range.max, message));
}

const same = (n: number) => n;

/** Imperial bounds for messages, rounded inwards so anything the message allows is accepted. */
function imperialBounds(range: { min: number; max: number }, toImperial: (n: number) => number) {
  return { min: Math.ceil(toImperial(range.min)), max: Math.floor(toImperial(range.max)) };
}

function feetAndInches(totalInches: number): string {
  return `${Math.floor(totalInches / 12)} ft ${totalInches % 12} in`;
}

function heightSchema(units: Units) {
  const range = RANGES.height;
  if (units === "metric") {
    return convertedInRange(
      numberText({ ...FIELDS.height, decimals: false }),
      same,
      range,
      `Height must be between ${range.min} and ${range.max} cm`,
    );
  }
  const bounds = imperialBounds(range, cmToInches);
  const feetAndInchesText = z.object({
    ft: numberText({ label: "Feet", noun: "height in feet", decimals: false }),
    in: numberText({ label: "Inches", noun: "inches (0 to 11)", decimals: false }).check(
      z.refine((inches: number) => inches >= 0 && inches < 12, "Inches must be between 0 and 11"),
    ),
  });
  return convertedInRange(
    feetAndInchesText,
    ({ ft, in: inches }) => feetAndInchesToCm(ft, inches),
    range,
    `Height must be between ${feetAndInches(bounds.min)} and ${feetAndInches(bounds.max)}`,
  );
}

/** A measured length or weight with decimals allowed, converted to metric and range-checked. */
function measureSchema(field: "weight" | "neck" | "waist" | "hip", units: Units) {
  const { label, noun } = FIELDS[field];
  const range = RANGES[field];
  const isWeight = field === "weight";
  const toMetric = units === "metric" ? same : isWeight ? poundsToKg : inchesToCm;
  const unitName = isWeight ? (units === "metric" ? "kg" : "lb") : units === "metric" ? "cm" : "in";
  const shown = units === "metric" ? range : imperialBounds(range, isWeight ? kgToPounds : cmToInches);
  return convertedInRange(
    numberText({ label, noun, decimals: true }),
    toMetric,
    range,
    `${label} must be between ${shown.min} and ${shown.max} ${unitName}`,
  );
}

const ageSchema = convertedInRange(
  numberText({ ...FIELDS.age, decimals: false }),
  same,
  RANGES.age,
  `Age must be between ${RANGES.age.min} and ${RANGES.age.max}`,
);

const sexSchema = z.enum(["male", "female"], { error: "Choose male or female" });

const activitySchema = z.enum(Object.keys(ACTIVITY_FACTORS) as [Activity, ...Activity[]], {
  error: "Choose an activity level",
});

const WAIST_ABOVE_NECK = "Waist must be larger than neck";

/** Each field's schema in a unit system. */
function fieldSchemas(units: Units) {
  return {
    sex: sexSchema,
    age: ageSchema,
    height: heightSchema(units),
    weight: measureSchema("weight", units),
    neck: measureSchema("neck", units),
    waist: measureSchema("waist", units),
    // Hip is only read by the female formula (parseCalculatorQuery drops it otherwise).
    hip: z.optional(measureSchema("hip", units)),
    activity: activitySchema,
  } satisfies Record<FieldName, unknown>;
}

type FieldSchemas = ReturnType<typeof fieldSchemas>;

/** The object schema of one tab's fields, from TAB_FIELDS. */
function fieldsOf<T extends Tab>(tab: T, units: Units) {
  const all = fieldSchemas(units);
  const shape = Object.fromEntries(TAB_FIELDS[tab].map((field) => [field, all[field]]));
  // Built from TAB_FIELDS[tab], so it holds exactly those keys.
  return z.object(shape as Pick<FieldSchemas, (typeof TAB_FIELDS)[T][number]>);
}

function schemaFor(tab: Tab, units: Units) {
  switch (tab) {
    case "bmi":
      return z.pipe(
        fieldsOf("bmi", units),
        z.transform((v): CalculatorInput => ({ tab, units, heightCm: v.height, weightKg: v.weight })),
      );
    case "calories":
      return z.pipe(
        fieldsOf("calories", units),
        z.transform((v): CalculatorInput => ({
          tab,
          units,
          sex: v.sex,
          age: v.age,
          heightCm: v.height,
          weightKg: v.weight,
          activity: v.activity,
        })),
      );
    case "bodyfat":
      return z.pipe(
        fieldsOf("bodyfat", units).check(
          z.refine((v) => v.waist > v.neck, {
            path: ["waist"],
            message: WAIST_ABOVE_NECK,
            // Compare as soon as both measurements are valid, whatever else is still wrong.
            when: ({ issues }) => !issues.some((i) => i.path?.[0] === "waist" || i.path?.[0] === "neck"),
          }),
        ),
        z.transform((v): CalculatorInput => ({
          tab,
          units,
          sex: v.sex,
          heightCm: v.height,
          neckCm: v.neck,
          waistCm: v.waist,
          hipCm: v.sex === "female" ? (v.hip ?? null) : null,
        })),
      );
  }
}

// ------------------------------------------------------------------ parse

function logicalField(queryKey: string): FieldName {
  return queryKey === "heightFt" || queryKey === "heightIn" ? "height" : (queryKey as FieldName);
}

/**
 * Parse one calculator's query. Missing, malformed, repeated or out-of-range values
 * come back as one message per field; the typed text comes back for the form.
 */
export function parseCalculatorQuery(tab: Tab, params: URLSearchParams): Parsed<CalculatorInput> {
  const unitsText = params.get("units") ?? "metric";
  const units: Units = unitsText === "imperial" ? "imperial" : "metric";
  const unitsError: FieldErrors = (UNIT_SYSTEMS as readonly string[]).includes(unitsText)
    ? {}
    : { units: "Choose metric or imperial units" };

  let parsed: Parsed<CalculatorInput>;
  try {
    parsed = parseForm(params, schemaFor(tab, units), {
      keys: queryKeys(tab, units),
      maxEcho: MAX_ECHO_LENGTH,
      repeated: (key) => `${FIELDS[logicalField(key)].label} was given more than once; enter one value`,
      fieldOf: logicalField,
      shape: (raw) => {
        const input: Record<string, unknown> = { ...raw };
        if (units === "imperial") {
          input.height = { ft: raw.heightFt, in: raw.heightIn };
          delete input.heightFt;
          delete input.heightIn;
        }
        // Hip is only read by the female formula; otherwise an empty or stray value is ignored.
        if (tab === "bodyfat" && raw.sex !== "female") delete input.hip;
        return input;
      },
    });
  } catch {
    // safeParse should never throw; if it ever does, the person still gets a form back.
    return { ok: false, errors: { ...unitsError, form: "Something went wrong; check your numbers" }, values: {} };
  }
  if (!unitsError.units) return parsed;
  return { ok: false, errors: { ...unitsError, ...(parsed.ok ? {} : parsed.errors) }, values: parsed.values };
}
