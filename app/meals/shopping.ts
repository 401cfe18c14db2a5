// The week's shopping list (pure): every ingredient of every planned meal, scaled to its
// portion and added up per food, grouped by where it is in a shop.
import { AISLES, FOODS, type Aisle, type FoodId } from "./foods";
import { recipeById } from "./macros";
import type { Plan } from "./plan";

export type ShoppingItem = { food: FoodId; name: string; grams: number; pieces: string | null };
export type ShoppingSection = { aisle: Aisle; title: string; items: ShoppingItem[] };

/** Grams rounded up to a shop's precision: 5 g under a kilo, 50 g above. */
export const roundUpGrams = (grams: number) => (grams >= 1000 ? Math.ceil(grams / 50) * 50 : Math.ceil(grams / 5) * 5);

export function shoppingList(plan: Pick<Plan, "days">): ShoppingSection[] {
  const totals = new Map<FoodId, number>();
  for (const day of plan.days)
    for (const meal of day.meals) {
      const recipe = recipeById(meal.recipe);
      if (!recipe) continue;
      for (const [food, grams] of recipe.ingredients)
        totals.set(food, (totals.get(food) ?? 0) + (grams / recipe.serves) * meal.servings);
    }
  return (Object.keys(AISLES) as Aisle[])
    .map((aisle) => ({
      aisle,
      title: AISLES[aisle],
      items: [...totals]
        .filter(([food]) => FOODS[food].aisle === aisle)
        .map(([food, grams]): ShoppingItem => {
          const piece: { grams: number; name: string } | undefined = FOODS[food].piece;
          const count = piece ? Math.ceil(grams / piece.grams) : 0;
          return {
            food,
            name: FOODS[food].name,
            grams: roundUpGrams(grams),
            pieces: piece ? `about ${count} ${piece.name}${count === 1 ? "" : "s"}` : null,
          };
        })
        .sort((a, b) => a.name.localeCompare(b.name)),
    }))
    .filter((s) => s.items.length > 0);
}
