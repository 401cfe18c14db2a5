// What a measured face's numbers say, in words a good trainer would use: what each number
// is, where it sits against its balanced range, and what to try next. Never a verdict on
// a person: proportions are described, not graded as good or bad looks.
import { AREAS, type AreaKey, type Recommendation } from "../result";
import { measurementSpec, type MeasurementKey } from "./rubric";
import { isBalanced, type Measurement } from "./score";

type Side = "below" | "inside" | "above";
type Words = Partial<Record<Side, (v: string) => string>> & { inside: (v: string) => string };

const apart = (what: string): Words => ({
  inside: (v) => `Your ${what} match each other closely from side to side (${v} of your face's width).`,
  above: (v) =>
    `Your ${what} differ by ${v} of your face's width from one side to the other. Every face has small differences; how you hold your head and your expression add to them.`,
});

const SENTENCES: Record<MeasurementKey, Words> = {
  "symmetry-eyes": apart("eyes"),
  "symmetry-brows": apart("brows"),
  "symmetry-mouth": apart("lip corners"),
  "symmetry-jaw": apart("jaw line's sides"),
  "facial-thirds": {
    below: (v) => `The part of your face from nose to chin is shorter than from brows to nose (${v}).`,
    inside: (v) => `From nose to chin and from brows to nose are close to equal on your face (${v}).`,
    above: (v) => `The part of your face from nose to chin is longer than from brows to nose (${v}).`,
  },
  "eye-spacing": {
    below: (v) => `Your eyes sit closer together than the common adult range for your face width (${v}).`,
    inside: (v) => `Your eye spacing is within the common adult range for your face width (${v}).`,
    above: (v) => `Your eyes sit wider apart than the common adult range for your face width (${v}).`,
  },
  "eye-openness": {
    below: (v) =>
      `Your eyes read as narrowed in this photo (${v}); a big smile, squinting into light or tiredness do that.`,
    inside: (v) => `Your eyes read as relaxed and open (${v}).`,
    above: (v) => `Your eyes are opened wide in this photo (${v}).`,
  },
  "mouth-width": {
    below: (v) => `Your mouth is narrow for the distance between your eyes (${v}).`,
    inside: (v) => `Your mouth's width sits within the classic range for the distance between your eyes (${v}).`,
    above: (v) => `Your mouth is wide for the distance between your eyes (${v}); a smile widens it.`,
  },
  "jaw-width": {
    below: (v) => `Your jaw narrows toward the chin more than the common range (${v} of your face width).`,
    inside: (v) => `Your jaw's width is within the common range for your face width (${v}).`,
    above: (v) => `Your jaw stays wide toward the chin (${v} of your face width): a square jaw line.`,
  },
  "chin-height": {
    below: (v) => `Your chin is short for the distance from nose to chin (${v}; about two thirds is common).`,
    inside: (v) => `Your lips sit about a third of the way from nose to chin (${v}).`,
    above: (v) => `Your chin is long for the distance from nose to chin (${v}; about two thirds is common).`,
  },
  "skin-evenness": {
    inside: (v) => `Your cheek and forehead skin looks even (${v}).`,
    above: (v) => `Your skin's tone varies from spot to spot (${v}); redness, blemishes and patchy light raise it.`,
  },
  "skin-texture": {
    inside: (v) => `Your cheek skin looks smooth at this photo's detail (${v}).`,
    above: (v) => `Your cheek skin shows fine texture (${v}): pores, bumps, stubble or sensor grain raise it.`,
  },
  "under-eye": {
    below: (v) => `The skin under your eyes is lighter than your cheeks (${v}), often light from above.`,
    inside: (v) => `The skin under your eyes is close to your cheeks' tone (${v}).`,
    above: (v) => `The skin under your eyes is ${v} darker than your cheeks.`,
  },
  "brow-definition": {
    below: (v) => `Your brows are light against your skin (${v}): they frame your eyes softly.`,
    inside: (v) => `Your brows frame your eyes clearly (${v} darker than your skin).`,
    above: (v) => `Your brows are strongly defined (${v} darker than your skin).`,
  },
  "forehead-framing": {
    below: (v) => `Your hair covers most of your forehead (${v} of the distance from brows to nose shows).`,
    inside: (v) => `Your hair frames your forehead in the usual range (${v} of the distance from brows to nose).`,
    above: (v) => `Your hair leaves a tall forehead showing (${v} of the distance from brows to nose).`,
  },
  "face-light": {
    below: (v) => `Your face is on the dark side in this photo (${v} on a scale up to 255).`,
    inside: (v) => `Your face is well lit (${v} on a scale up to 255).`,
    above: (v) => `Your face is on the bright side in this photo (${v} on a scale up to 255).`,
  },
  "face-sharpness": {
    below: (v) => `Your face is a little soft in this photo (${v}).`,
    inside: (v) => `Your face is in sharp focus in this photo (${v}).`,
  },
  "face-size": {
    below: (v) => `Your face fills ${v} of the frame's width; closer shows more detail.`,
    inside: (v) => `Your face fills the frame well (${v}).`,
    above: (v) => `Your face fills ${v} of the frame: a step back keeps your whole head in.`,
  },
  "head-tilt": {
    inside: (v) => `Your head is level (${v}).`,
    above: (v) => `Your head is tilted ${v}, which shifts every left/right measurement a little.`,
  },
  "head-turn": {
    inside: (v) => `You face the camera straight on (${v}).`,
    above: (v) => `Your head is turned slightly (${v}), which shifts the left/right measurements.`,
  },
};

/** The measurement's value as shown, with its unit. */
export function formatMeasurement(key: MeasurementKey, value: number) {
  const { unit, decimals } = measurementSpec(key);
  const n = value.toFixed(decimals);
  return unit === "%" ? `${n}%` : unit === "°" ? `${n}°` : unit === "×" ? `${n}×` : n;
}

export function sideOf(key: MeasurementKey, value: number): Side {
  const { balanced } = measurementSpec(key);
  return value < balanced.low ? "below" : value > balanced.high ? "above" : "inside";
}

/** One plain sentence about a measurement. */
export function measurementSentence({ key, value }: Measurement): string {
  if (value === null) return "Not measured in this photo (the region was hidden or outside the frame).";
  const words = SENTENCES[key];
  const side = sideOf(key, value);
  return (words[side] ?? words.inside)(formatMeasurement(key, value));
}

const TIPS: Record<AreaKey, Recommendation> = {
  skin: {
    text: "Keep a simple routine: a gentle cleanser, a moisturiser and SPF every morning; scan again in a few weeks in the same light and watch evenness and texture.",
    category: "skincare",
  },
  eyes: {
    text: "Regular sleep and an eye cream with caffeine or niacinamide soften under-eye shade; in photos, relax your face and look into the lens.",
    category: "skincare",
  },
  jawline: {
    text: "Chin slightly forward and down, and light from the side, define a jaw line in photos; strength training and a lower body-fat level sharpen it over time.",
    category: "fitness",
  },
  symmetry: {
    text: "Face the camera straight on at eye level with a relaxed expression: head position and a one-sided smile add to measured asymmetry.",
    category: "style",
  },
  hair: {
    text: "Brush your brows up and fill sparse spots lightly so they frame your eyes; ask your barber or stylist about a cut that balances how much forehead shows.",
    category: "grooming",
  },
  photo: {
    text: "Use soft daylight facing you, hold the camera at eye level at arm's length, and let your face fill about a third of the frame.",
    category: "style",
  },
};

const tipFor = (area: AreaKey): Recommendation => TIPS[area];

/** The three areas with the most room to work on (lowest scores first), as tips. */
export function recommendationsFor(areas: Record<AreaKey, number | null>): Recommendation[] {
  return weakestAreas(areas, 3).map(tipFor);
}

function weakestAreas(areas: Record<AreaKey, number | null>, n: number): AreaKey[] {
  const order = AREAS.map((a) => a.key);
  return order
    .filter((k) => areas[k] !== null)
    .sort((a, b) => areas[a]! - areas[b]! || order.indexOf(a) - order.indexOf(b))
    .slice(0, n);
}

const label = (k: AreaKey) => AREAS.find((a) => a.key === k)!.label.toLowerCase();

/** The analysis paragraph: what was measured, where the member is strongest, where to start. */
export function analysisText(areas: Record<AreaKey, number | null>, measurements: Measurement[], rubric: number) {
  const ranked = weakestAreas(areas, AREAS.length);
  const balanced = measurements.filter((m) => m.value !== null && isBalanced(m.key, m.value)).length;
  const measured = measurements.filter((m) => m.value !== null).length;
  const strongest = ranked[ranked.length - 1];
  const start = ranked[0];
  return [
    `We found your face and measured ${measured} things about it (scoring version ${rubric}); ${balanced} of them sit inside the range most faces fall in.`,
    strongest && start && strongest !== start
      ? `Your strongest area in this photo is ${label(strongest)}; the most room to work is ${label(start)}, and the tips below start there.`
      : "",
    "Your rating counts what another photo of the same face would not change: skin, eyes, face shape, hair and brows. Symmetry and the photo's own light and framing are shown, not counted.",
    "These numbers describe proportions and this photo's conditions, not your worth: they are here so you can track what you choose to work on.",
  ]
    .filter(Boolean)
    .join(" ");
}
