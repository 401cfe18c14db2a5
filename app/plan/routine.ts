// The routine's building blocks, taken from the guides (app/content): each item is a line
// of a guide's "start today" lesson, named by the guide's own checklist id, so its words live
// in the guide alone and an edit there shows in every plan. Pure: unit-tested without a runtime.
import type { CategorySlug } from "../../db/constants";
import { getCategoryGuide, guideChecklistItem, type GuideSection } from "~/content";

/** When in the day an item belongs. Training items come on training days only. */
export const SLOTS = ["morning", "training", "mindset", "evening"] as const;
export type Slot = (typeof SLOTS)[number];

export type RoutineItem = {
  /** Stable: the slot and the guide's id for the line (a tick's key names it). */
  id: string;
  slot: Slot;
  area: CategorySlug;
  /** A short name for the item (the guide's list title or lesson heading). */
  title: string;
  /** The guide's own words. */
  text: string;
  /** The lesson it comes from. */
  href: string;
};

const startLesson = (slug: CategorySlug): GuideSection => {
  const section = getCategoryGuide(slug).sections.find((s) => s.role === "start");
  if (!section) throw new Error(`The ${slug} guide has no start lesson`);
  return section;
};

/** The guide's checklist line `slug.start-today.block.item` as a routine item of `slot`. */
function fromChecklist(slot: Slot, slug: CategorySlug, block: number, item: number): RoutineItem {
  const section = startLesson(slug);
  const id = `${slug}.${section.id}.${block}.${item}`;
  const line = guideChecklistItem(id);
  const list = section.blocks[block];
  if (!line || list?.type !== "list") throw new Error(`No checklist line ${id}`);
  return {
    id: `${slot}:${id}`,
    slot,
    area: slug,
    title: list.title ?? section.heading,
    text: line.text,
    href: `/${slug}#${section.id}`,
  };
}

/** A list of the start lesson (found by its title's first word) as a block index. */
function listIndex(slug: CategorySlug, titleStarts: string): number {
  const index = startLesson(slug).blocks.findIndex((b) => b.type === "list" && b.title?.startsWith(titleStarts));
  if (index < 0) throw new Error(`The ${slug} start lesson has no list "${titleStarts}..."`);
  return index;
}

const lines = (slot: Slot, slug: CategorySlug, titleStarts: string, items: readonly number[]) => {
  const block = listIndex(slug, titleStarts);
  return items.map((i) => fromChecklist(slot, slug, block, i));
};

/**
 * Every item a routine is made of, per slot and area, in the order the guides give them.
 * Grooming's "Every day" list: brushing and hair in the morning, brushing and the
 * antiperspirant at night (the guide says it works best then); its face-wash line points
 * to the skincare lines, which the routine already holds.
 */
export function routineCatalogue() {
  const fitness = startLesson("fitness");
  const mindset = startLesson("mindset");
  const calmDown = listIndex("mindset", "A two-minute");
  const calm = mindset.blocks[calmDown];
  const intro = fitness.blocks.find((b) => b.type === "p");
  return {
    morning: {
      skincare: lines("morning", "skincare", "Morning", [0, 1, 2]),
      grooming: lines("morning", "grooming", "Every day", [0, 3]),
    },
    evening: {
      skincare: lines("evening", "skincare", "Evening", [0, 1]),
      grooming: lines("evening", "grooming", "Every day", [0, 2]),
    },
    training: {
      id: `training:fitness.${fitness.id}`,
      slot: "training",
      area: "fitness",
      title: fitness.heading,
      text: intro?.type === "p" ? intro.text : fitness.heading,
      href: `/fitness#${fitness.id}`,
    } satisfies RoutineItem,
    mindset: {
      id: `mindset:mindset.${mindset.id}.${calmDown}`,
      slot: "mindset",
      area: "mindset",
      title: calm?.type === "list" ? (calm.title ?? mindset.heading) : mindset.heading,
      text: calm?.type === "list" ? calm.items.join(" ") : mindset.heading,
      href: `/mindset#${mindset.id}`,
    } satisfies RoutineItem,
  };
}

let byId: Map<string, RoutineItem> | null = null;

/** The routine item with this id, or null (an outdated plan or a forged form). */
export function routineItem(id: string): RoutineItem | null {
  if (!byId) {
    const c = routineCatalogue();
    const all = [
      ...c.morning.skincare,
      ...c.morning.grooming,
      ...c.evening.skincare,
      ...c.evening.grooming,
      c.training,
      c.mindset,
    ];
    byId = new Map(all.map((i) => [i.id, i]));
  }
  return byId.get(id) ?? null;
}
