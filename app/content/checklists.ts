// The guides' checklists as items a member ticks off on the server (once per item): each
// item's stable id, and where it sits. Ids name the guide, the section, the list and the
// item's place in it, so they hold while the wording is edited.
import { CATEGORY_SLUGS, type CategorySlug } from "../../db/constants";
import { getCategoryGuide } from "./categories";

/** Where the checklist forms post (app/routes/guides.check.ts). */
export const CHECKLIST_ACTION = "/guides/check";

export const checklistItemId = (slug: string, sectionId: string, block: number, item: number) =>
  `${slug}.${sectionId}.${block}.${item}`;

export type ChecklistItem = { id: string; slug: CategorySlug; sectionId: string; text: string };

function collect(): Map<string, ChecklistItem> {
  const items = new Map<string, ChecklistItem>();
  for (const slug of CATEGORY_SLUGS)
    for (const section of getCategoryGuide(slug).sections)
      section.blocks.forEach((block, b) => {
        if (block.type !== "list" || block.style !== "check") return;
        block.items.forEach((text, i) => {
          const id = checklistItemId(slug, section.id, b, i);
          items.set(id, { id, slug, sectionId: section.id, text });
        });
      });
  return items;
}

let all: Map<string, ChecklistItem> | null = null;

/** Every checklist item of the category guides, by id. */
export function guideChecklistItems(): ReadonlyMap<string, ChecklistItem> {
  return (all ??= collect());
}

/** The item with this id, or null for anything else (tampered or outdated forms). */
export function guideChecklistItem(id: string): ChecklistItem | null {
  return guideChecklistItems().get(id) ?? null;
}
