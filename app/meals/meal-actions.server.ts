// What a /meal-plan form post answers: parsed, performed (Elite alone saves preferences),
// then a redirect with a toast, or the page again with the message.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { FEATURE_TIER, tierName } from "~/billing";
import { calendarDay } from "~/calendar/days";
import { requestTimeZone } from "~/calendar/zone.server";
import { parseForm, readForm, type FieldErrors } from "~/forms/parse";
import type { Toast } from "~/toast/toast";
import { MealAction } from "./forms";
import { buildWeek, swapMeal, type Preferences } from "./meals.server";

export type MealPost =
  { ok: true; to: string; toasts: Toast } | { ok: false; status: 400 | 403 | 409; errors: FieldErrors };

const WHY_NOT: Record<"target" | "recipes" | "fit", string> = {
  target: "Meal plans are sized between 1,000 and 5,000 kcal a day. Check your numbers in the calculator.",
  recipes:
    "Too few recipes fit your diet and exclusions for every meal of the day. Allow an allergen group or choose fewer meals.",
  fit: "No week of our recipes reaches your calorie and protein targets with your diet and exclusions. Allow an allergen group or change your goal.",
};

export async function mealPost(
  request: Request,
  context: AppLoadContext,
  userId: string,
  elite: boolean,
): Promise<MealPost> {
  const env = context.cloudflare.env;
  const parsed = parseForm(await readForm(request), MealAction, {
    shape: (values, all) => ({ ...values, excluded: all("excluded") }),
  });
  if (!parsed.ok) return { ok: false, status: 400, errors: { form: Object.values(parsed.errors)[0] } };
  const input = parsed.value;
  const fail = (status: 400 | 403 | 409, message: string) => ({
    ok: false as const,
    status,
    errors: { form: message },
  });
  const build = async (title: string, chosen: Preferences | null = null): Promise<MealPost> => {
    const startsOn = calendarDay(new Date(), requestTimeZone(request, context));
    const outcome = await buildWeek(env, userId, elite, startsOn, chosen);
    if (outcome.kind === "built") return { ok: true, to: "/meal-plan", toasts: { title, kind: "success" } };
    if (outcome.kind === "no-target") return fail(409, "Save your calories from the calculator first.");
    return fail(409, WHY_NOT[outcome.reason]);
  };
  switch (input.intent) {
    case "build":
      return build("Your week is ready");
    case "swap": {
      const outcome = await swapMeal(env, userId, input.version, input.day, input.meal, input.recipe);
      if (outcome === "swapped")
        return { ok: true, to: `/meal-plan#day-${input.day + 1}`, toasts: { title: "Meal swapped", kind: "success" } };
      if (outcome === "changed")
        return {
          ok: true,
          to: "/meal-plan",
          toasts: {
            title: "Your plan changed",
            description: "It was updated elsewhere; here is the latest.",
            kind: "info",
          },
        };
      if (outcome === "no-plan") return fail(409, "Build your week first.");
      return fail(400, "That meal would take the day outside your targets. Choose one of the listed meals.");
    }
    case "preferences": {
      if (!elite)
        return fail(403, `Diet, allergies and meals per day are part of ${tierName(FEATURE_TIER.personalMeals)}.`);
      // Saved with the week they build, or not at all (the message says why).
      const chosen = { diet: input.diet, excluded: input.excluded, mealsPerDay: input.mealsPerDay };
      return build("Preferences saved; your week is rebuilt", chosen);
    }
  }
}
