// The local analyzer: turns photo measurements into a deterministic rating, sub-scores,
// analysis and recommendations. It says plainly that it measured the photo, not the face.
import type { Measurements } from "./measure";
import { AREAS, type AnalysisResult, type AreaKey, type Recommendation, type SubScore } from "./result";
import { toTenths } from "./rules";

const clamp10 = (n: number) => Math.min(10, Math.max(0, n));
const mean = (...xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** Each measurement as a 0..10 score; the boundaries are named in the unit tests. */
export function measurementScores(m: Measurements) {
  const b = m.brightness;
  const exposure = clamp10((b < 110 ? (10 * (b - 45)) / 65 : b > 160 ? (10 * (230 - b)) / 70 : 10) - 10 * m.clipped);
  const contrast = clamp10(
    m.contrast < 45 ? (10 * m.contrast) / 45 : m.contrast > 75 ? 10 - (m.contrast - 75) / 8 : 10,
  );
  const sharp = (s: number) => clamp10((10 * Math.log10(Math.max(s, 1) / 12)) / Math.log10(400 / 12));
  const short = Math.min(m.sourceWidth, m.sourceHeight);
  return {
    exposure,
    contrast,
    sharpness: sharp(m.sharpness),
    centreSharpness: sharp(m.centreSharpness),
    topSharpness: sharp(m.topSharpness),
    colour: clamp10(10 - Math.max(0, m.colourCast - 10) / 5),
    resolution: clamp10(4 + ((short - 240) * 6) / 480),
    framing: clamp10(10 - m.offCentre * 12),
    sides: clamp10(10 - m.sideImbalance / 4),
  };
}

const TIPS: Record<AreaKey, Recommendation> = {
  skin: {
    text: "Shoot in soft daylight so your skin tone shows truly, and keep a simple daily skincare routine.",
    category: "skincare",
  },
  eyes: {
    text: "Hold the camera at eye level and tap to focus on your eyes; sleep and an eye cream help them look rested.",
    category: "skincare",
  },
  jawline: {
    text: "Use side light from a window to define your jawline; strength training and lower body fat sharpen it over time.",
    category: "fitness",
  },
  symmetry: {
    text: "Face the light square on and keep your head level, so neither side of your face falls into shadow.",
    category: "style",
  },
  hair: {
    text: "Make sure your hair is in focus and freshly groomed; a regular trim keeps its shape.",
    category: "grooming",
  },
  photo: {
    text: "Use the back camera at arm's length, centred, in even light, for a photo that shows you at your best.",
    category: "style",
  },
};

export function analyzeMeasurements(m: Measurements): AnalysisResult {
  const s = measurementScores(m);
  const raw: Record<AreaKey, { score: number; reason: string }> = {
    skin: {
      score: 0.6 * s.colour + 0.4 * s.exposure,
      reason: `Measured from colour balance (a cast of ${Math.round(m.colourCast)} of 255) and brightness (${Math.round(m.brightness)} of 255), which decide how true skin tones look in this photo.`,
    },
    eyes: {
      score: s.centreSharpness,
      reason: `Measured from the sharpness in the middle of the frame, where eyes usually are (${describeSharpness(s.centreSharpness)}).`,
    },
    jawline: {
      score: s.contrast,
      reason: `Measured from the photo's contrast (${Math.round(m.contrast)}): light and shadow are what outline a jawline in a photo.`,
    },
    symmetry: {
      score: s.sides,
      reason: `Measured from how evenly light falls on the left and right halves of the photo (a difference of ${Math.round(m.sideImbalance)} of 255), not from your features.`,
    },
    hair: {
      score: s.topSharpness,
      reason: `Measured from the detail in the top third of the frame, where hair usually sits (${describeSharpness(s.topSharpness)}).`,
    },
    photo: {
      score: mean(s.resolution, s.exposure, s.sharpness, s.framing),
      reason: `Measured from resolution (${m.sourceWidth}×${m.sourceHeight} px), exposure, sharpness and framing (the detail sits ${m.offCentre < 0.25 ? "near the centre" : "away from the centre"}).`,
    },
  };
  const subScores: SubScore[] = AREAS.map(({ key }) => ({
    area: key,
    tenths: toTenths(raw[key].score),
    reason: raw[key].reason,
  }));
  const ratingTenths = Math.round(mean(...subScores.map((x) => x.tenths)));
  const ranked = [...subScores].sort(
    (a, b) =>
      a.tenths - b.tenths || AREAS.findIndex((x) => x.key === a.area) - AREAS.findIndex((x) => x.key === b.area),
  );
  const weakest = ranked.slice(0, 3);
  const strongest = ranked[ranked.length - 1];
  const label = (k: AreaKey) => AREAS.find((a) => a.key === k)!.label.toLowerCase();
  const analysis =
    "This result comes from measuring your photo, not from judging your face: exposure, contrast, sharpness, colour balance, resolution and framing. " +
    `The photo is ${describeExposure(m.brightness)} with ${s.contrast >= 7 ? "good" : "low"} contrast and is ${describeSharpness(s.sharpness)}. ` +
    `It does best on ${label(strongest.area)} and least well on ${label(weakest[0].area)}; a better-lit, sharper photo will score higher.`;
  return { ratingTenths, analysis, subScores, recommendations: weakest.map((w) => TIPS[w.area]) };
}

function describeSharpness(score: number) {
  return score >= 7 ? "sharp" : score >= 4 ? "slightly soft" : "soft";
}

function describeExposure(brightness: number) {
  return brightness < 90 ? "on the dark side" : brightness > 180 ? "on the bright side" : "well exposed";
}
