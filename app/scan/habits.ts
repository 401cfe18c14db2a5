// Habits that can move each area of a scan: lessons of the category guides and daily
// challenges, named by their ids and read from where they live (the guides' lesson
// titles from content, the challenges from the seed the game plays), never retyped.
// A missing id throws, and a unit test resolves every one.
import type { CategorySlug } from "../../db/constants";
import { challenges } from "../../db/seed-data.mjs";
import { getGuidePreview } from "~/content";
import type { AreaKey } from "./result";

type HabitRef = { lesson: [CategorySlug, string] } | { challenge: string };

export type Habit = { title: string; detail: string; href: string };

/** One to three per area, the most direct first. */
const AREA_HABITS: Record<AreaKey, HabitRef[]> = {
  skin: [{ lesson: ["skincare", "start-today"] }, { challenge: "spf-morning" }, { challenge: "double-cleanse" }],
  eyes: [{ challenge: "sleep-8" }, { challenge: "screen-curfew" }, { challenge: "water-2l" }],
  jawline: [{ lesson: ["fitness", "start-today"] }, { challenge: "walk-8k" }, { challenge: "no-sugary-drinks" }],
  symmetry: [{ challenge: "brows-tidy" }, { challenge: "beard-line" }],
  hair: [{ lesson: ["grooming", "start-today"] }, { challenge: "brows-tidy" }, { challenge: "hair-routine" }],
  photo: [{ lesson: ["skincare", "progress"] }],
};

/** Where a member plays today's challenges (the day's five are drawn from all of them). */
const CHALLENGES_PATH = "/progress?tab=challenges";

function resolve(ref: HabitRef): Habit {
  if ("challenge" in ref) {
    const found = challenges.find((c) => c.id === ref.challenge);
    if (!found) throw new Error(`unknown challenge ${ref.challenge}`);
    return { title: found.title, detail: found.description, href: CHALLENGES_PATH };
  }
  const [slug, id] = ref.lesson;
  const lesson = getGuidePreview(slug).lessons.find((l) => l.id === id);
  if (!lesson) throw new Error(`unknown lesson ${slug}#${id}`);
  return { title: lesson.heading, detail: `A lesson of the ${slug} guide.`, href: `/${slug}#${id}` };
}

/** Each area's habits, resolved. */
export function areaHabits(): Record<AreaKey, Habit[]> {
  return Object.fromEntries(
    (Object.entries(AREA_HABITS) as [AreaKey, HabitRef[]][]).map(([area, refs]) => [area, refs.map(resolve)]),
  ) as Record<AreaKey, Habit[]>;
}
