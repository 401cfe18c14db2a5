// The Workers AI model's contract (production only): it is asked only for what geometry
// cannot see (skin condition, hair, style, expression) as JSON in a fixed schema, parsed
// strictly with zod (scores clamped to 0..10, unknown guide categories mapped), never
// trusted blindly and never required: the measured result stands without it.
import { z } from "zod";
import { CATEGORY_SLUGS, type CategorySlug } from "../../db/constants";
import type { ModelView } from "./face/face-result";

export const VISION_MODEL = "@cf/meta/llama-3.2-11b-vision-instruct";

const ASPECTS = ["skin_condition", "hair", "style", "expression"] as const;

export const SYSTEM_PROMPT = [
  "You are a friendly, honest appearance coach. Another program has already measured this person's facial proportions, symmetry and skin evenness; do not comment on those.",
  "Look only at what measurements cannot see and answer with JSON only, no prose around it, with exactly these keys:",
  `{${ASPECTS.map((a) => `"${a}": {"score": <number 0-10>, "note": "<one kind, specific sentence>"}`).join(", ")},`,
  ` "recommendations": [<1 to 3 items: {"text": "<one actionable sentence>", "category": <one of ${CATEGORY_SLUGS.map((c) => `"${c}"`).join(", ")}>}>]}`,
  "skin_condition: visible condition (blemishes, redness, dryness, shine). hair: grooming and shape. style: clothing and styling. expression: how relaxed and open the expression reads.",
  "Coach, never judge a person's worth; never comment on race, age, gender or body weight.",
].join("\n");

export const USER_PROMPT = "Look at this photo and answer with the JSON described.";

const Aspect = z.object({ score: z.coerce.number().finite(), note: z.string().trim().min(1).max(300) });
const Reply = z.object({
  ...(Object.fromEntries(ASPECTS.map((a) => [a, Aspect])) as Record<(typeof ASPECTS)[number], typeof Aspect>),
  recommendations: z
    .array(z.object({ text: z.string().trim().min(1).max(300), category: z.string() }))
    .min(1)
    .max(5),
});

const clamp10 = (n: number) => Math.min(10, Math.max(0, n));

/** The model's answer (a string, or an object when the runtime parsed it already), or
 * null when it does not match the schema. */
export function parseModelReply(response: unknown): ModelView | null {
  const json = typeof response === "string" ? extractJson(response) : response;
  const parsed = Reply.safeParse(json);
  if (!parsed.success) return null;
  const reply = parsed.data;
  const slugs = CATEGORY_SLUGS as readonly string[];
  const aspect = (a: (typeof ASPECTS)[number]) => ({ score: clamp10(reply[a].score), note: reply[a].note });
  return {
    skin_condition: aspect("skin_condition"),
    hair: aspect("hair"),
    style: aspect("style"),
    expression: aspect("expression"),
    recommendations: reply.recommendations.slice(0, 3).map((r) => ({
      text: r.text,
      category: (slugs.includes(r.category.toLowerCase()) ? r.category.toLowerCase() : "skincare") as CategorySlug,
    })),
  };
}

/** The first {...} block of a reply that may wrap its JSON in prose or a code fence. */
function extractJson(text: string): unknown {
  const start = text.indexOf("{");
  const end = text.lastIndexOf("}");
  if (start < 0 || end <= start) return null;
  try {
    return JSON.parse(text.slice(start, end + 1));
  } catch {
    return null;
  }
}
