// The foods recipes are made of (content data), with energy and macronutrients per 100 g
// of the edible part as sold (dry weight for grains, pasta and pulses unless it says
// cooked). Source: USDA FoodData Central, SR Legacy (April 2018), fdc.nal.usda.gov; each
// food names the SR Legacy description its values come from, so any one can be looked up.
// A recipe's macros are computed from these (app/meals/macros.ts), never typed in twice.
import type { Diet } from "../../db/constants";
import type { Allergen } from "./constants";

/** Where a food is in a shop: the shopping list's sections, in walking order. */
export const AISLES = {
  produce: "Fruit and vegetables",
  protein: "Meat, fish and tofu",
  dairy: "Dairy, eggs and alternatives",
  grains: "Bread, grains and pasta",
  pantry: "Cupboard",
  frozen: "Frozen",
} as const;
export type Aisle = keyof typeof AISLES;

export type Food = {
  name: string;
  /** SR Legacy description the values are from. */
  source: string;
  kcal: number;
  protein: number;
  carbs: number;
  fat: number;
  /** The strictest diet the food suits: vegan (plants), vegetarian (milk, eggs, honey) or omnivore. */
  diet: Diet;
  allergens?: Allergen[];
  aisle: Aisle;
  /** A count a shopper understands ("3 eggs"), from a typical piece's weight. */
  piece?: { grams: number; name: string };
};

const f = (
  name: string,
  source: string,
  [kcal, protein, carbs, fat]: [number, number, number, number],
  diet: Diet,
  aisle: Aisle,
  allergens?: Allergen[],
  piece?: Food["piece"],
): Food => ({ name, source, kcal, protein, carbs, fat, diet, aisle, allergens, piece });

export const FOODS = {
  // ---- grains, bread, pasta (dry)
  oats: f(
    "Rolled oats",
    "Cereals, oats, regular and quick, not fortified, dry",
    [379, 13.15, 67.7, 6.52],
    "vegan",
    "grains",
    ["gluten"],
  ),
  "white-rice": f(
    "White rice",
    "Rice, white, long-grain, regular, raw, enriched",
    [365, 7.13, 79.95, 0.66],
    "vegan",
    "grains",
  ),
  "brown-rice": f("Brown rice", "Rice, brown, long-grain, raw", [370, 7.94, 77.24, 2.92], "vegan", "grains"),
  pasta: f("Pasta", "Pasta, dry, enriched", [371, 13.04, 74.67, 1.51], "vegan", "grains", ["gluten"]),
  quinoa: f("Quinoa", "Quinoa, uncooked", [368, 14.12, 64.16, 6.07], "vegan", "grains"),
  couscous: f("Couscous", "Couscous, dry", [376, 12.76, 77.43, 0.64], "vegan", "grains", ["gluten"]),
  bread: f(
    "Wholemeal bread",
    "Bread, whole-wheat, commercially prepared",
    [252, 12.45, 42.71, 3.5],
    "vegan",
    "grains",
    ["gluten"],
    { grams: 35, name: "slice" },
  ),
  "corn-tortilla": f(
    "Corn tortillas",
    "Tortillas, ready-to-bake or -fry, corn",
    [218, 5.7, 44.64, 2.85],
    "vegan",
    "grains",
    undefined,
    { grams: 30, name: "tortilla" },
  ),
  "rice-cakes": f(
    "Rice cakes",
    "Snacks, rice cakes, brown rice, plain",
    [387, 8.2, 81.5, 2.8],
    "vegan",
    "grains",
    undefined,
    { grams: 9, name: "cake" },
  ),
  "wheat-gluten": f("Vital wheat gluten", "Vital wheat gluten", [370, 75.16, 13.79, 1.85], "vegan", "pantry", [
    "gluten",
  ]),
  // ---- protein
  "chicken-breast": f(
    "Chicken breast",
    "Chicken, broilers or fryers, breast, meat only, raw",
    [120, 22.5, 0, 2.62],
    "omnivore",
    "protein",
  ),
  "chicken-thigh": f(
    "Chicken thigh fillets",
    "Chicken, broilers or fryers, dark meat, thigh, meat only, raw",
    [121, 19.66, 0, 4.12],
    "omnivore",
    "protein",
  ),
  "beef-mince": f(
    "Lean beef mince (10% fat)",
    "Beef, ground, 90% lean meat / 10% fat, raw",
    [176, 20, 0, 10],
    "omnivore",
    "protein",
  ),
  "pork-tenderloin": f(
    "Pork tenderloin",
    "Pork, fresh, loin, tenderloin, separable lean only, raw",
    [109, 20.95, 0, 2.17],
    "omnivore",
    "protein",
  ),
  salmon: f("Salmon fillet", "Fish, salmon, Atlantic, farmed, raw", [208, 20.42, 0, 13.42], "omnivore", "protein", [
    "fish",
  ]),
  cod: f("Cod fillet", "Fish, cod, Atlantic, raw", [82, 17.81, 0, 0.67], "omnivore", "protein", ["fish"]),
  tuna: f(
    "Tuna in water (drained)",
    "Fish, tuna, light, canned in water, drained solids",
    [116, 25.51, 0, 0.82],
    "omnivore",
    "pantry",
    ["fish"],
  ),
  prawns: f("Raw prawns", "Crustaceans, shrimp, raw", [85, 20.1, 0, 0.51], "omnivore", "frozen", ["shellfish"]),
  tofu: f("Firm tofu", "Tofu, raw, firm, prepared with calcium sulfate", [144, 17.27, 2.78, 8.72], "vegan", "protein", [
    "soy",
  ]),
  tempeh: f("Tempeh", "Tempeh", [192, 20.29, 7.64, 10.8], "vegan", "protein", ["soy"]),
  edamame: f("Edamame beans", "Edamame, frozen, prepared", [121, 11.91, 8.91, 5.2], "vegan", "frozen", ["soy"]),
  lentils: f("Red or green lentils (dry)", "Lentils, raw", [352, 24.63, 63.35, 1.06], "vegan", "pantry"),
  chickpeas: f(
    "Chickpeas (tinned, drained)",
    "Chickpeas (garbanzo beans, bengal gram), mature seeds, cooked, boiled, without salt",
    [164, 8.86, 27.42, 2.59],
    "vegan",
    "pantry",
  ),
  "black-beans": f(
    "Black beans (tinned, drained)",
    "Beans, black, mature seeds, cooked, boiled, without salt",
    [132, 8.86, 23.71, 0.54],
    "vegan",
    "pantry",
  ),
  "kidney-beans": f(
    "Kidney beans (tinned, drained)",
    "Beans, kidney, all types, mature seeds, cooked, boiled, without salt",
    [127, 8.67, 22.8, 0.5],
    "vegan",
    "pantry",
  ),
  // ---- dairy, eggs and alternatives
  milk: f(
    "Semi-skimmed milk",
    "Milk, reduced fat, fluid, 2% milkfat, with added vitamin A and vitamin D",
    [50, 3.3, 4.8, 1.98],
    "vegetarian",
    "dairy",
    ["milk"],
  ),
  "soy-milk": f("Soya drink", "Soymilk, original and vanilla, unfortified", [54, 3.27, 6.28, 1.75], "vegan", "dairy", [
    "soy",
  ]),
  yoghurt: f("Greek yoghurt, fat-free", "Yogurt, Greek, plain, nonfat", [59, 10.19, 3.6, 0.39], "vegetarian", "dairy", [
    "milk",
  ]),
  "cottage-cheese": f(
    "Cottage cheese",
    "Cheese, cottage, lowfat, 2% milkfat",
    [81, 10.45, 4.76, 2.27],
    "vegetarian",
    "dairy",
    ["milk"],
  ),
  cheddar: f("Cheddar", "Cheese, cheddar", [403, 24.9, 1.28, 33.14], "vegetarian", "dairy", ["milk"]),
  feta: f("Feta", "Cheese, feta", [264, 14.21, 4.09, 21.28], "vegetarian", "dairy", ["milk"]),
  parmesan: f("Parmesan", "Cheese, parmesan, hard", [392, 35.75, 3.22, 25.83], "vegetarian", "dairy", ["milk"]),
  egg: f("Eggs", "Egg, whole, raw, fresh", [143, 12.56, 0.72, 9.51], "vegetarian", "dairy", ["egg"], {
    grams: 50,
    name: "egg",
  }),
  "egg-white": f("Egg whites", "Egg, white, raw, fresh", [52, 10.9, 0.73, 0.17], "vegetarian", "dairy", ["egg"]),
  // ---- fruit and vegetables
  banana: f("Bananas", "Bananas, raw", [89, 1.09, 22.84, 0.33], "vegan", "produce", undefined, {
    grams: 118,
    name: "banana",
  }),
  apple: f("Apples", "Apples, raw, with skin", [52, 0.26, 13.81, 0.17], "vegan", "produce", undefined, {
    grams: 180,
    name: "apple",
  }),
  blueberries: f("Blueberries", "Blueberries, raw", [57, 0.74, 14.49, 0.33], "vegan", "produce"),
  strawberries: f("Strawberries", "Strawberries, raw", [32, 0.67, 7.68, 0.3], "vegan", "produce"),
  broccoli: f("Broccoli", "Broccoli, raw", [34, 2.82, 6.64, 0.37], "vegan", "produce"),
  spinach: f("Spinach", "Spinach, raw", [23, 2.86, 3.63, 0.39], "vegan", "produce"),
  tomato: f(
    "Tomatoes",
    "Tomatoes, red, ripe, raw, year round average",
    [18, 0.88, 3.89, 0.2],
    "vegan",
    "produce",
    undefined,
    { grams: 120, name: "tomato" },
  ),
  "tinned-tomatoes": f(
    "Crushed tomatoes (tinned)",
    "Tomatoes, crushed, canned",
    [32, 1.64, 7.29, 0.28],
    "vegan",
    "pantry",
    undefined,
    { grams: 400, name: "tin" },
  ),
  onion: f("Onions", "Onions, raw", [40, 1.1, 9.34, 0.1], "vegan", "produce", undefined, { grams: 110, name: "onion" }),
  garlic: f("Garlic", "Garlic, raw", [149, 6.36, 33.06, 0.5], "vegan", "produce", undefined, {
    grams: 5,
    name: "clove",
  }),
  ginger: f("Fresh ginger", "Ginger root, raw", [80, 1.82, 17.77, 0.75], "vegan", "produce"),
  carrot: f("Carrots", "Carrots, raw", [41, 0.93, 9.58, 0.24], "vegan", "produce", undefined, {
    grams: 75,
    name: "carrot",
  }),
  "red-pepper": f("Red peppers", "Peppers, sweet, red, raw", [31, 0.99, 6.03, 0.3], "vegan", "produce", undefined, {
    grams: 150,
    name: "pepper",
  }),
  cucumber: f("Cucumber", "Cucumber, with peel, raw", [15, 0.65, 3.63, 0.11], "vegan", "produce"),
  courgette: f(
    "Courgettes",
    "Squash, summer, zucchini, includes skin, raw",
    [17, 1.21, 3.11, 0.32],
    "vegan",
    "produce",
  ),
  mushrooms: f("Mushrooms", "Mushrooms, white, raw", [22, 3.09, 3.26, 0.34], "vegan", "produce"),
  lettuce: f("Romaine lettuce", "Lettuce, cos or romaine, raw", [17, 1.23, 3.29, 0.3], "vegan", "produce"),
  "green-beans": f("Green beans", "Beans, snap, green, raw", [31, 1.83, 6.97, 0.22], "vegan", "produce"),
  potato: f("Potatoes", "Potatoes, flesh and skin, raw", [77, 2.05, 17.49, 0.09], "vegan", "produce"),
  "sweet-potato": f("Sweet potatoes", "Sweet potato, raw, unprepared", [86, 1.57, 20.12, 0.05], "vegan", "produce"),
  avocado: f(
    "Avocados",
    "Avocados, raw, all commercial varieties",
    [160, 2, 8.53, 14.66],
    "vegan",
    "produce",
    undefined,
    { grams: 150, name: "avocado" },
  ),
  lemon: f("Lemon juice", "Lemon juice, raw", [22, 0.35, 6.9, 0.24], "vegan", "produce"),
  peas: f("Garden peas", "Peas, green, frozen, unprepared", [77, 5.22, 13.62, 0.4], "vegan", "frozen"),
  dates: f("Medjool dates", "Dates, medjool", [277, 1.81, 74.97, 0.15], "vegan", "pantry"),
  // ---- cupboard
  "olive-oil": f("Olive oil", "Oil, olive, salad or cooking", [884, 0, 0, 100], "vegan", "pantry"),
  "sesame-oil": f("Sesame oil", "Oil, sesame, salad or cooking", [884, 0, 0, 100], "vegan", "pantry", ["sesame"]),
  "peanut-butter": f(
    "Peanut butter",
    "Peanut butter, smooth style, without salt",
    [588, 25.09, 19.56, 50.39],
    "vegan",
    "pantry",
    ["peanut"],
  ),
  almonds: f("Almonds", "Nuts, almonds", [579, 21.15, 21.55, 49.93], "vegan", "pantry", ["tree-nut"]),
  walnuts: f("Walnuts", "Nuts, walnuts, english", [654, 15.23, 13.71, 65.21], "vegan", "pantry", ["tree-nut"]),
  chia: f("Chia seeds", "Seeds, chia seeds, dried", [486, 16.54, 42.12, 30.74], "vegan", "pantry"),
  "pumpkin-seeds": f(
    "Pumpkin seeds",
    "Seeds, pumpkin and squash seed kernels, dried",
    [559, 30.23, 10.71, 49.05],
    "vegan",
    "pantry",
  ),
  tahini: f(
    "Tahini",
    "Seeds, sesame butter, tahini, from roasted and toasted kernels (most common type)",
    [595, 17, 21.19, 53.76],
    "vegan",
    "pantry",
    ["sesame"],
  ),
  hummus: f("Hummus", "Hummus, commercial", [166, 7.9, 14.29, 9.6], "vegan", "dairy", ["sesame"]),
  honey: f("Honey", "Honey", [304, 0.3, 82.4, 0], "vegetarian", "pantry"),
  "maple-syrup": f("Maple syrup", "Syrups, maple", [260, 0.04, 67.04, 0.06], "vegan", "pantry"),
  "soy-sauce": f("Soy sauce", "Soy sauce made from soy and wheat (shoyu)", [53, 8.14, 4.93, 0.57], "vegan", "pantry", [
    "soy",
    "gluten",
  ]),
  cocoa: f("Cocoa powder", "Cocoa, dry powder, unsweetened", [228, 19.6, 57.9, 13.7], "vegan", "pantry"),
} as const satisfies Record<string, Food>;

export type FoodId = keyof typeof FOODS;
