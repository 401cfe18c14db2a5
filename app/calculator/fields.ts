// The calculators and their fields: which calculators there are, the fields each asks
// for (once, in form order), their labels and accepted ranges, and the query keys they
// submit. The parser, the page and the island all read them from here.

export const TABS = ["bmi", "bodyfat", "calories"] as const;
export type Tab = (typeof TABS)[number];

export const UNIT_SYSTEMS = ["metric", "imperial"] as const;
export type Units = (typeof UNIT_SYSTEMS)[number];

/** Ranges, always in metric; imperial input is converted before the check. */
export const RANGES = {
  height: { min: 100, max: 250 }, // cm
  weight: { min: 30, max: 300 }, // kg
  age: { min: 13, max: 100 }, // years
  neck: { min: 20, max: 80 }, // cm
  waist: { min: 40, max: 200 }, // cm
  hip: { min: 50, max: 200 }, // cm
} as const;

export function tabFrom(value: string | null | undefined): Tab {
  return (TABS as readonly string[]).includes(value ?? "") ? (value as Tab) : "bmi";
}

/** Every field a calculator can ask for, with its label and how a message names it. */
export const FIELDS = {
  sex: { label: "Sex", noun: "sex" },
  age: { label: "Age", noun: "age" },
  height: { label: "Height", noun: "height" },
  weight: { label: "Weight", noun: "weight" },
  neck: { label: "Neck", noun: "neck measurement" },
  waist: { label: "Waist", noun: "waist measurement" },
  hip: { label: "Hip", noun: "hip measurement" },
  activity: { label: "Activity level", noun: "activity level" },
} as const;
export type FieldName = keyof typeof FIELDS;

/** Each calculator's fields, in the order its form shows them: the one list of them. */
export const TAB_FIELDS = {
  bmi: ["height", "weight"],
  bodyfat: ["sex", "height", "neck", "waist", "hip"],
  calories: ["sex", "age", "height", "weight", "activity"],
} as const satisfies Record<Tab, readonly FieldName[]>;

/** Imperial height is two query keys (feet and inches); every other field is its own key. */
const keysOf = (field: FieldName, units: Units) =>
  field === "height" && units === "imperial" ? ["heightFt", "heightIn"] : [field];

/** Query keys a tab's form submits in a unit system (used to tell a submission from a fresh visit). */
export function queryKeys(tab: Tab, units: Units): string[] {
  return TAB_FIELDS[tab].flatMap((field) => keysOf(field, units));
}
