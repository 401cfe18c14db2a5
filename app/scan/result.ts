// What a scan produces, whichever analyzer made it: a rating in tenths, an analysis,
// sub-scores for named areas with a one-sentence reason each, and recommendations that
// link to the matching category guide.
import type { CategorySlug } from "../../db/constants";
import { CATEGORIES } from "~/content";
import { AREA_KEYS, AREAS, type AreaKey } from "./areas";
import { MEASUREMENT_KEYS, type MeasurementKey } from "./face/rubric";

// The areas live in ./areas (the rubric names them too); the scan's callers find them here.
export { AREA_KEYS, AREAS, type AreaKey };

export type SubScore = { area: AreaKey; tenths: number; reason: string };
export type Recommendation = { text: string; category: CategorySlug };
export type AnalysisResult = {
  ratingTenths: number;
  analysis: string;
  subScores: SubScore[];
  recommendations: Recommendation[];
};
export type AnalyzerName = "local" | "workers-ai";

/** A measurement as stored: null when the photo did not allow it (app/scan/face/rubric.ts). */
export type StoredMeasurement = { key: MeasurementKey; value: number | null };
/** The 68 landmarks in the stored photo's pixels, with its size (for the diagrams). */
export type Landmarks = { width: number; height: number; points: [number, number][] };

/** What a scan stores: the result, and what it was measured from. */
export type ScanResult = AnalysisResult & {
  rubricVersion: number | null;
  measurements: StoredMeasurement[];
  landmarks: Landmarks | null;
};

export const areaLabel = (key: AreaKey) => AREAS.find((a) => a.key === key)?.label ?? key;

/** The category guide a recommendation links to: its path and title. */
export function guideFor(category: CategorySlug) {
  const found = CATEGORIES.find((c) => c.slug === category);
  return { href: `/${category}`, title: found?.title ?? category };
}

/** The stored JSON columns, read back defensively (a bad row shows less, never a 500). */
export function readSubScores(json: string): SubScore[] {
  try {
    const parsed = JSON.parse(json) as SubScore[];
    return Array.isArray(parsed)
      ? parsed.filter((s) => AREA_KEYS.includes(s.area) && typeof s.tenths === "number")
      : [];
  } catch {
    return [];
  }
}

export function readMeasurements(json: string): StoredMeasurement[] {
  try {
    const parsed = JSON.parse(json) as StoredMeasurement[];
    return Array.isArray(parsed)
      ? parsed.filter((m) => MEASUREMENT_KEYS.includes(m?.key) && (m.value === null || typeof m.value === "number"))
      : [];
  } catch {
    return [];
  }
}

export function readLandmarks(json: string | null): Landmarks | null {
  if (!json) return null;
  try {
    const parsed = JSON.parse(json) as Partial<Landmarks> | null;
    const points = parsed?.points;
    const ok =
      typeof parsed?.width === "number" &&
      typeof parsed?.height === "number" &&
      Array.isArray(points) &&
      points.length === 68 &&
      points.every((p) => Array.isArray(p) && p.length === 2 && p.every((n) => typeof n === "number"));
    return ok ? (parsed as Landmarks) : null;
  } catch {
    return null;
  }
}

export function readRecommendations(json: string): Recommendation[] {
  const slugs = new Set(CATEGORIES.map((c) => c.slug as string));
  try {
    const parsed = JSON.parse(json) as unknown[];
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((r) => {
      if (typeof r === "string") return [{ text: r, category: "skincare" }];
      const rec = r as Recommendation;
      return typeof rec?.text === "string" && slugs.has(rec.category) ? [rec] : [];
    });
  } catch {
    return [];
  }
}
