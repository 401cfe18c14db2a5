// The areas a scan scores, each with the guide it points to. Its own module because both
// the result (result.ts) and the rubric's weights (face/rubric.ts) name them.
import type { CategorySlug } from "../../db/constants";

export const AREAS = [
  { key: "skin", label: "Skin", guide: "skincare" },
  { key: "eyes", label: "Eyes", guide: "skincare" },
  { key: "jawline", label: "Jawline and face shape", guide: "fitness" },
  { key: "symmetry", label: "Symmetry", guide: "style" },
  { key: "hair", label: "Hair and grooming", guide: "grooming" },
  { key: "photo", label: "Photo quality", guide: "style" },
] as const satisfies readonly { key: string; label: string; guide: CategorySlug }[];

export type AreaKey = (typeof AREAS)[number]["key"];
export const AREA_KEYS = AREAS.map((a) => a.key) as [AreaKey, ...AreaKey[]];
