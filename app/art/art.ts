// The product's illustrations: flat SVG drawn for Glowup (app/art/*.svg, our own work,
// same licence as the code). Imported with ?no-inline so each is a content-hashed
// /assets/ file the browser caches for a year, never bytes inside the HTML.
import type { CategorySlug } from "../../db/constants";
import empty from "./empty.svg?no-inline";
import fitness from "./fitness.svg?no-inline";
import gate from "./gate.svg?no-inline";
import grooming from "./grooming.svg?no-inline";
import hero from "./hero.svg?no-inline";
import mindset from "./mindset.svg?no-inline";
import nutrition from "./nutrition.svg?no-inline";
import skincare from "./skincare.svg?no-inline";
import style from "./style.svg?no-inline";

export type ArtFile = { src: string; width: number; height: number };

const card = (src: string): ArtFile => ({ src, width: 160, height: 120 });

export const HERO_ART: ArtFile = { src: hero, width: 480, height: 400 };
export const GATE_ART: ArtFile = card(gate);
export const EMPTY_ART: ArtFile = card(empty);

export const CATEGORY_ART: Record<CategorySlug, ArtFile> = {
  skincare: card(skincare),
  fitness: card(fitness),
  grooming: card(grooming),
  style: card(style),
  nutrition: card(nutrition),
  mindset: card(mindset),
};

/** Each category's accent, as whole class names so Tailwind finds them. */
export const CATEGORY_TONE: Record<CategorySlug, { chip: string; ring: string }> = {
  skincare: { chip: "bg-glow-100 text-glow-700", ring: "border-glow-200" },
  fitness: { chip: "bg-mint-100 text-mint-800", ring: "border-mint-200" },
  grooming: { chip: "bg-brand-100 text-brand-800", ring: "border-brand-200" },
  style: { chip: "bg-sun-100 text-sun-800", ring: "border-sun-200" },
  nutrition: { chip: "bg-mint-100 text-mint-800", ring: "border-mint-200" },
  mindset: { chip: "bg-brand-100 text-brand-800", ring: "border-brand-200" },
};
