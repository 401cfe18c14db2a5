// The progress log's forms: an entry (a day and any of the six measures, in the member's
// units, converted to the stored metric integers here), deleting a day's entry, and the
// units choice. zod through the one form helper (app/forms/parse.ts).
import { z } from "zod";
import { addDays } from "~/calendar/days";
import { isDay } from "~/calendar/periods";
import { UNIT_SYSTEMS } from "../../db/constants";
import {
  MEASURE_KEYS,
  MEASURES,
  MOOD_WORDS,
  shownBounds,
  toStored,
  type MeasureKey,
  type UnitSystem,
} from "./measures";

/** How far back a member may log or change a day. */
export const LOG_DAYS_BACK = 366;

export type StoredValues = Record<MeasureKey, number | null>;

/** One measure's field: empty is "not logged", else a number within the bounds shown in `units`. */
function measureField(key: MeasureKey, units: UnitSystem) {
  const m = MEASURES[key];
  const { min, max } = shownBounds(key, units);
  const unit = m.unit[units];
  const whole = m.decimals[units] === 0 || key === "workouts";
  const range = `between ${min} and ${max}${unit ? ` ${unit}` : ""}`;
  const message =
    key === "mood"
      ? "Choose a mood from 1 to 5."
      : key === "workouts"
        ? `Enter a whole number of workouts ${range}.`
        : `Enter your ${m.label.toLowerCase()} as a number ${range}.`;
  return z
    .string()
    .trim()
    .max(12, message)
    .transform((text, ctx) => {
      if (text === "") return null;
      const n = Number(text.replace(",", "."));
      if (!Number.isFinite(n) || n < min || n > max || (whole && !Number.isInteger(n))) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return toStored(key, n, units);
    });
}

/** An entry as posted: its day (today or up to LOG_DAYS_BACK before) and at least one measure. */
export function entryForm(units: UnitSystem, today: string) {
  const earliest = addDays(today, -LOG_DAYS_BACK);
  return z
    .object({
      day: z
        .string()
        .trim()
        .refine(isDay, "Choose a day.")
        .refine((d) => d <= today, "You can log today or an earlier day, not a day to come.")
        .refine((d) => d >= earliest, `You can log or change the last ${LOG_DAYS_BACK} days.`),
      weight: measureField("weight", units),
      waist: measureField("waist", units),
      sleep: measureField("sleep", units),
      workouts: measureField("workouts", units),
      water: measureField("water", units),
      mood: measureField("mood", units),
    })
    .refine((v) => MEASURE_KEYS.some((k) => v[k] !== null), {
      message: "Fill in at least one measure.",
      path: ["form"],
    })
    .transform(({ day, ...values }) => ({ day, values: values }));
}

/** The fields every entry form sends (so an absent one reads as empty, never as an error). */
export const ENTRY_KEYS = ["day", ...MEASURE_KEYS] as const;

export const DeleteEntry = z.object({
  day: z.string().trim().refine(isDay, "Choose a day."),
});

export const UnitsChoice = z.object({
  units: z.enum(UNIT_SYSTEMS, { error: "Choose metric or imperial." }),
});

export const LogIntent = z.enum(["save", "delete", "units"]).catch("save");

/** The mood select's options. */
export const MOOD_OPTIONS = MOOD_WORDS.map((word, i) => ({ value: String(i + 1), label: `${i + 1}: ${word}` }));

/** The review emails switch in Settings. */
export const ReviewMailsChoice = z.object({
  reviewMails: z.enum(["on", "off"], { error: "Choose on or off." }),
});
