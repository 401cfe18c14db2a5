// The course portal (spec section 2, Course portal): the member's own courses first (the
// tier pages they can open, and the guides with their progress), then the plans they could
// buy, as the pricing cards say them (app/billing/plans.ts), so the two never disagree.
import { CATEGORIES } from "./categories";
import { guideChecklistItems } from "./checklists";

export const COURSE_PORTAL = {
  title: "Course Portal",
  subtitle: "Access your exclusive content based on your membership tier",
  signedOutPrompt: "Sign in to access your course content",
  noPlanPrompt: "Choose a plan to start your transformation journey",
  coursesHeading: "Your courses",
  guidesHeading: "Your guides",
  plansHeading: "Add to your courses",
} as const;

export type GuideProgress = {
  slug: string;
  title: string;
  opened: boolean;
  ticked: number;
  /** Checklist items in the guide. */
  total: number;
};

/**
 * Each category guide with the member's progress through it, from what the app records:
 * whether they opened it and which of its checklist items they ticked (unknown ids, from an
 * item since edited away, count for nothing).
 */
export function guideProgressList(opened: readonly string[], ticked: readonly string[]): GuideProgress[] {
  const items = [...guideChecklistItems().values()];
  const done = new Set(ticked);
  return CATEGORIES.map((c) => {
    const own = items.filter((i) => i.slug === c.slug);
    return {
      slug: c.slug,
      title: c.title,
      opened: opened.includes(c.slug),
      ticked: own.filter((i) => done.has(i.id)).length,
      total: own.length,
    };
  });
}
