// The /programmes forms (zod; parsed by app/forms/parse.ts) and the page's query.
import { z } from "zod";
import { EQUIPMENT, LEVELS } from "./levels";
import type { SessionTemplate } from "./programmes";

export const PROGRAMME_TABS = ["today", "plan", "progress"] as const;

/** The page's query: the tab, and the catalogue's filters. Anything unknown falls back. */
export const ProgrammeQuery = z.object({
  tab: z.enum(PROGRAMME_TABS).catch("today"),
  level: z.enum(LEVELS).optional().catch(undefined),
  equipment: z.enum(EQUIPMENT).optional().catch(undefined),
});

/** The zone the page counted its day in: the action logs that same day (an unknown zone is ignored). */
const zone = z.string().max(64).optional().catch(undefined);

const programmeId = z.string({ error: "Choose a programme" }).trim().min(1, "Choose a programme").max(64);

/** Training weekdays from checkboxes named `day` (0 = Sunday); the form helper hands over every value. */
const days = z
  .array(z.coerce.number().int().min(0).max(6), { error: "Choose your training days" })
  .max(7)
  .transform((d) => [...new Set(d)].sort((a, b) => a - b));

export const ProgrammeAction = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("start"), programmeId, days: days.optional(), zone }),
    z.object({ intent: z.literal("end") }),
    z.object({ intent: z.literal("adapt"), days, equipment: z.enum(EQUIPMENT, { error: "Choose your equipment" }) }),
    z.object({ intent: z.literal("log"), sessionNo: z.coerce.number().int().min(0).max(1000), zone }),
  ],
  { error: "That request was not understood. Please try again." },
);

/** The name of a set's field: `reps-<slot>-<set>` or `load-<slot>-<set>`. */
export const setField = (what: "reps" | "load", slot: number, set: number) => `${what}-${slot}-${set}`;

export const MAX_REPS = 500;
export const MAX_LOAD_KG = 500;

const repsField = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${label} you did (0 if you skipped the set)`)
    .regex(/^\d{1,3}$/, `${label[0].toUpperCase()}${label.slice(1)} must be a whole number`)
    .transform(Number)
    .refine((n) => n <= MAX_REPS, `At most ${MAX_REPS}`);

const loadField = z
  .string()
  .trim()
  .regex(/^(\d{1,3}(\.\d{1,2})?)?$/, "Load must be a number of kg, like 22.5")
  .transform((v) => (v === "" ? null : Number(v)))
  .refine((n) => n === null || n <= MAX_LOAD_KG, `At most ${MAX_LOAD_KG} kg`);

/** The sets of one session as a form: reps (or seconds) for every set, a load for load rules. */
export function sessionLogSchema(template: SessionTemplate) {
  const shape: Record<string, z.ZodType> = {};
  template.slots.forEach((slot, i) => {
    for (let s = 0; s < slot.sets; s++) {
      shape[setField("reps", i, s)] = repsField(slot.seconds ? "seconds" : "reps");
      if (slot.progression.kind === "load") shape[setField("load", i, s)] = loadField;
    }
  });
  return z.object(shape);
}

/** Every field a session's form posts. */
export const logFieldNames = (template: SessionTemplate) =>
  template.slots.flatMap((slot, i) =>
    Array.from({ length: slot.sets }, (_, s) => [
      setField("reps", i, s),
      ...(slot.progression.kind === "load" ? [setField("load", i, s)] : []),
    ]).flat(),
  );

/** The parsed sets, slot by slot. */
export function readSets(template: SessionTemplate, value: Record<string, unknown>) {
  return template.slots.map((slot, i) =>
    Array.from({ length: slot.sets }, (_, s) => ({
      reps: value[setField("reps", i, s)] as number,
      loadKg: slot.progression.kind === "load" ? (value[setField("load", i, s)] as number | null) : null,
    })),
  );
}
