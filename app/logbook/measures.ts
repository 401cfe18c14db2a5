// What the progress log records, in one place: each measure's stored unit (metric
// integers: grams, millimetres, minutes, millilitres), the units a member enters and
// reads it in, its bounds, and how a week sums it up. Conversions happen only at the
// edges (parsing a form, showing a value): storage never holds an imperial number. Pure.
import type { UnitSystem } from "../../db/constants";

export type { UnitSystem };
export const MEASURE_KEYS = ["weight", "waist", "sleep", "workouts", "water", "mood"] as const;
export type MeasureKey = (typeof MEASURE_KEYS)[number];

export type Measure = {
  key: MeasureKey;
  label: string;
  /** The unit shown after a value, per unit system ("" for a count or a mood). */
  unit: Record<UnitSystem, string>;
  /** Stored integer units in one shown unit (1 kg = 1000 g, 1 lb = 453.59237 g). */
  perUnit: Record<UnitSystem, number>;
  /** Decimals a shown value keeps. */
  decimals: Record<UnitSystem, number>;
  /** The stored bounds, inclusive. */
  min: number;
  max: number;
  /** A week's figure: the mean of the days logged, or their sum (workouts). */
  week: "average" | "total";
  /** The line under the form's field: how to measure it. */
  hint: string;
};

const both = <T>(v: T): Record<UnitSystem, T> => ({ metric: v, imperial: v });

/** Exact by definition: the international pound (1959), the inch, the US fluid ounce. */
export const GRAMS_PER_POUND = 453.59237;
export const MM_PER_INCH = 25.4;
export const ML_PER_US_FL_OZ = 29.5735295625;

export const MEASURES: Record<MeasureKey, Measure> = {
  weight: {
    key: "weight",
    label: "Weight",
    unit: { metric: "kg", imperial: "lb" },
    perUnit: { metric: 1000, imperial: GRAMS_PER_POUND },
    decimals: both(1),
    min: 20_000,
    max: 400_000,
    week: "average",
    hint: "Morning, before eating",
  },
  waist: {
    key: "waist",
    label: "Waist",
    unit: { metric: "cm", imperial: "in" },
    perUnit: { metric: 10, imperial: MM_PER_INCH },
    decimals: both(1),
    min: 400,
    max: 2_500,
    week: "average",
    hint: "At the belly button, relaxed",
  },
  sleep: {
    key: "sleep",
    label: "Sleep",
    unit: both("h"),
    perUnit: both(60),
    decimals: both(2),
    min: 0,
    max: 24 * 60,
    week: "average",
    hint: "Last night; 7.5 is 7 h 30 min",
  },
  workouts: {
    key: "workouts",
    label: "Workouts",
    unit: both(""),
    perUnit: both(1),
    decimals: both(0),
    min: 0,
    max: 20,
    week: "total",
    hint: "Sessions trained today",
  },
  water: {
    key: "water",
    label: "Water",
    unit: { metric: "L", imperial: "fl oz" },
    perUnit: { metric: 1000, imperial: ML_PER_US_FL_OZ },
    decimals: { metric: 2, imperial: 0 },
    min: 0,
    max: 10_000,
    week: "average",
    hint: "All you drank, roughly",
  },
  mood: {
    key: "mood",
    label: "Mood",
    unit: both(""),
    perUnit: both(1),
    decimals: both(0),
    min: 1,
    max: 5,
    week: "average",
    hint: "1 low to 5 great",
  },
};

export const MOOD_WORDS = ["Low", "Flat", "Okay", "Good", "Great"] as const;

const round = (n: number, decimals: number) => Math.round(n * 10 ** decimals) / 10 ** decimals;

/** A shown number (in `units`) as the stored integer. */
export const toStored = (key: MeasureKey, shown: number, units: UnitSystem) =>
  Math.round(shown * MEASURES[key].perUnit[units]);

/** A stored integer as the number shown in `units`, rounded to the measure's decimals. */
export const toShown = (key: MeasureKey, stored: number, units: UnitSystem) =>
  round(stored / MEASURES[key].perUnit[units], MEASURES[key].decimals[units]);

/** The bounds as shown in `units`: inside the stored bounds once converted back. */
export function shownBounds(key: MeasureKey, units: UnitSystem) {
  const m = MEASURES[key];
  const step = 10 ** m.decimals[units];
  return {
    min: Math.ceil((m.min / m.perUnit[units]) * step) / step,
    max: Math.floor((m.max / m.perUnit[units]) * step) / step,
  };
}

/** Minutes as "7 h 30 min", "7 h" or "45 min". */
function hoursAndMinutes(minutes: number) {
  const total = Math.round(minutes);
  const [h, m] = [Math.floor(total / 60), total % 60];
  return h === 0 ? `${m} min` : m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** "80.2 kg", "7 h 30 min", "3 workouts", "Good (4)": a stored value as a member reads it. */
export function formatMeasure(key: MeasureKey, stored: number, units: UnitSystem): string {
  if (key === "sleep") return hoursAndMinutes(stored);
  if (key === "workouts") return `${stored} ${stored === 1 ? "workout" : "workouts"}`;
  if (key === "mood") {
    const word = MOOD_WORDS[Math.round(stored) - 1];
    return word ? `${word} (${stored})` : String(stored);
  }
  const unit = MEASURES[key].unit[units];
  const n = String(toShown(key, stored, units));
  return unit ? `${n} ${unit}` : n;
}

/** A weekly or monthly mean, which may fall between the stored integers: shown with one more decimal for mood. */
export function formatMean(key: MeasureKey, stored: number, units: UnitSystem): string {
  if (key === "mood") return `${round(stored, 1)} of 5`;
  return formatMeasure(key, stored, units);
}

/** A difference of two stored values as shown ("+1.2 kg", "−3 cm", "+20 min", "no change"). */
export function formatChange(key: MeasureKey, storedDelta: number, units: UnitSystem): string {
  if (key === "sleep") {
    const minutes = Math.round(storedDelta);
    return minutes === 0 ? "no change" : `${minutes > 0 ? "+" : "−"}${hoursAndMinutes(Math.abs(minutes))}`;
  }
  const shown = key === "mood" ? round(storedDelta, 1) : toShown(key, storedDelta, units);
  if (shown === 0) return "no change";
  const unit = key === "mood" ? "" : MEASURES[key].unit[units];
  return `${shown > 0 ? "+" : "−"}${Math.abs(shown)}${unit ? ` ${unit}` : ""}`;
}

/** A value as a chart's axis labels it: short ("80.2 kg", "7.5 h", "Good"). */
export function axisLabel(key: MeasureKey, stored: number, units: UnitSystem): string {
  if (key === "mood") return MOOD_WORDS[Math.round(stored) - 1] ?? String(stored);
  if (key === "sleep") return `${round(stored / 60, 1)} h`;
  return formatMeasure(key, stored, units);
}
