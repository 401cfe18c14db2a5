// A posted "save to my profile": the calories form's fields and the goal pressed, parsed by
// the calculator's own parser, then saved. A bad field goes back to the form with its values.
import { z } from "zod";
import type { Env } from "~/env";
import { readForm } from "~/forms/parse";
import { queryKeys, type Units } from "./fields";
import { GOAL_LABELS, GOALS } from "./goals";
import { parseCalculatorQuery } from "./input";
import { saveCalorieTarget } from "./saved.server";

const Goal = z.enum(GOALS);

export async function saveCaloriesPost(env: Env, request: Request, userId: string) {
  const form = await readForm(request);
  const units: Units = form.get("units") === "imperial" ? "imperial" : "metric";
  const params = new URLSearchParams({ tab: "calories", units });
  for (const key of queryKeys("calories", units)) {
    const value = form.get(key);
    if (typeof value === "string") params.set(key, value.slice(0, 40));
  }
  const back = `/calculator?${params.toString()}`;
  const parsed = parseCalculatorQuery("calories", params);
  const goal = Goal.safeParse(form.get("goal"));
  if (!parsed.ok || parsed.value.tab !== "calories" || !goal.success) return { ok: false as const, back };
  const calories = await saveCalorieTarget(env, userId, parsed.value, goal.data);
  return { ok: true as const, back, calories, goalLabel: GOAL_LABELS[goal.data] };
}
