// Fill colours of the analytics charts (brand tokens, app/styles/app.css): one per
// category and XP source. Colour is never the only cue: every chart has a legend, a
// sentence and a table.
import type { CategorySlug } from "../../../db/constants";
import type { XpSource } from "../weeks";

export const CATEGORY_FILL: Record<CategorySlug, string> = {
  skincare: "fill-glow-400",
  fitness: "fill-mint-600",
  grooming: "fill-brand-400",
  style: "fill-glow-700",
  nutrition: "fill-mint-300",
  mindset: "fill-brand-800",
};

export const SOURCE_FILL: Record<XpSource, string> = {
  ...CATEGORY_FILL,
  "daily-task": "fill-sun-400",
  battles: "fill-accent-500",
  achievements: "fill-slate-400",
  other: "fill-slate-200",
};

/** The calendar's shades, none to most (calendar.ts SHADE_STEPS). */
export const SHADE_FILL = ["fill-slate-100", "fill-mint-200", "fill-mint-500", "fill-mint-700"] as const;
