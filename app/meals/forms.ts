// The /meal-plan forms (zod; parsed by app/forms/parse.ts) and the page's query.
import { z } from "zod";
import { DIETS } from "../../db/constants";
import { ALLERGEN_IDS, MEALS_PER_DAY, PLAN_DAYS, type Allergen } from "./constants";

/** The page's query: the tab, and the meal whose swaps are shown. Anything unknown falls back. */
export const MealQuery = z.object({
  tab: z.enum(["week", "shopping"]).catch("week"),
  day: z.coerce
    .number()
    .int()
    .min(0)
    .max(PLAN_DAYS - 1)
    .optional()
    .catch(undefined),
  meal: z.coerce.number().int().min(0).max(4).optional().catch(undefined),
});

const index = (max: number, what: string) =>
  z.coerce
    .number({ error: `Unknown ${what}` })
    .int()
    .min(0)
    .max(max);

export const MealAction = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("build") }),
    z.object({
      intent: z.literal("swap"),
      version: z.coerce.number().int().min(1),
      day: index(PLAN_DAYS - 1, "day"),
      meal: index(4, "meal"),
      recipe: z.string({ error: "Choose a meal to swap in" }).trim().min(1, "Choose a meal to swap in").max(64),
    }),
    z.object({
      intent: z.literal("preferences"),
      diet: z.enum(DIETS, { error: "Choose a diet" }),
      excluded: z
        .array(z.enum(ALLERGEN_IDS as [Allergen, ...Allergen[]], { error: "Unknown allergen" }))
        .max(ALLERGEN_IDS.length)
        .transform((a) => [...new Set(a)].sort()),
      mealsPerDay: z.coerce
        .number()
        .refine(
          (n): n is 3 | 4 | 5 => (MEALS_PER_DAY as readonly number[]).includes(n),
          "Choose 3, 4 or 5 meals a day",
        ),
    }),
  ],
  { error: "That request was not understood. Please try again." },
);
