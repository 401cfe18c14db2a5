// The meal plan's rules and labels as plain facts (no recipe or food data, so a page's own
// code can use them without shipping the recipes to the browser).

/** How far a day may land from the target, either way. */
export const BAND = 0.05;
/** Protein for a member gaining muscle, per kg of body weight a day. */
export const GAIN_PROTEIN_PER_KG = 1.6;
export const PLAN_DAYS = 7;
/** Targets a plan is sized for; outside them the page says so instead. */
export const KCAL_RANGE = { min: 1000, max: 5000 } as const;
export const MEALS_PER_DAY = [3, 4, 5] as const;
export type MealsPerDay = (typeof MEALS_PER_DAY)[number];
/** What a plan has when the member has not chosen (Elite chooses). */
export const DEFAULT_MEALS_PER_DAY: MealsPerDay = 4;

export type Slot = "breakfast" | "lunch" | "snack" | "dinner";
export const SLOT_NAMES: Record<Slot, string> = {
  breakfast: "Breakfast",
  lunch: "Lunch",
  snack: "Snack",
  dinner: "Dinner",
};

export const DIET_NAMES = { omnivore: "Everything", vegetarian: "Vegetarian", vegan: "Vegan" } as const;

/** Allergen groups a member can exclude (the major food allergens). */
export const ALLERGENS = {
  gluten: "Gluten (wheat, oats)",
  milk: "Milk",
  egg: "Eggs",
  peanut: "Peanuts",
  "tree-nut": "Tree nuts",
  soy: "Soy",
  fish: "Fish",
  shellfish: "Shellfish",
  sesame: "Sesame",
} as const;
export type Allergen = keyof typeof ALLERGENS;
export const ALLERGEN_IDS = Object.keys(ALLERGENS) as Allergen[];
