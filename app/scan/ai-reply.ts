// The Workers AI model's contract: the prompt asking for JSON in a fixed schema, and the
// zod parse of its reply (scores clamped to 0..10, never trusted blindly).
import { z } from "zod";
import { CATEGORY_SLUGS, type CategorySlug } from "../../db/constants";
import { AREAS, type AnalysisResult, type AreaKey } from "./result";
import { toTenths } from "./rules";

export const VISION_MODEL = "@cf/meta/llama-3.2-11b-vision-instruct";

const areaList = AREAS.map((a) => `"${a.key}" (${a.label.toLowerCase()})`).join(", ");

export const SYSTEM_PROMPT = [
  "You are a friendly, honest appearance coach. You look at one photo of a person and answer with JSON only, no prose around it.",
  'If there is no clearly visible human face, answer {"face_found": false, "retake_reason": "<one sentence saying what is wrong with the photo>"}.',
  "Otherwise answer with exactly these keys:",
  '{"face_found": true, "rating": <number 0-10, one decimal>, "analysis": "<2-4 kind, specific sentences>",',
  ` "sub_scores": {<for each of ${areaList}: {"score": <number 0-10>, "reason": "<one sentence>"}>},`,
  ` "recommendations": [<3 to 5 items: {"text": "<one actionable sentence>", "category": <one of ${CATEGORY_SLUGS.map((c) => `"${c}"`).join(", ")}>}>]}`,
  "Judge only what can be improved (skin care, grooming, hair, lighting, posture, style); never comment on race, age, gender or body weight.",
].join("\n");

export const USER_PROMPT = "Analyse this photo and answer with the JSON described.";

const Area = z.object({ score: z.coerce.number(), reason: z.string().trim().min(1) });
const Reply = z.union([
  z.object({ face_found: z.literal(false), retake_reason: z.string().trim().min(1).optional() }),
  z.object({
    face_found: z.literal(true).optional(),
    rating: z.coerce.number(),
    analysis: z.string().trim().min(1),
    sub_scores: z.object(Object.fromEntries(AREAS.map((a) => [a.key, Area])) as Record<AreaKey, typeof Area>),
    recommendations: z.array(z.object({ text: z.string().trim().min(1), category: z.string() })).min(1),
  }),
]);

export type ParsedReply =
  { kind: "result"; result: AnalysisResult } | { kind: "retake"; reason: string } | { kind: "invalid" };

export const NO_FACE =
  "We couldn't find a face in this photo. Please retake it facing the camera, with your whole face in the frame.";

/** The model's answer (a string, or an object when the runtime parsed it already). */
export function parseModelReply(response: unknown): ParsedReply {
  const json = typeof response === "string" ? extractJson(response) : response;
  const parsed = Reply.safeParse(json);
  if (!parsed.success) return { kind: "invalid" };
  const reply = parsed.data;
  if (reply.face_found === false)
    return { kind: "retake", reason: reply.retake_reason ? `${NO_FACE} (${reply.retake_reason})` : NO_FACE };
  const slugs = CATEGORY_SLUGS as readonly string[];
  return {
    kind: "result",
    result: {
      ratingTenths: toTenths(reply.rating),
      analysis: reply.analysis,
      subScores: AREAS.map((a) => ({
        area: a.key,
        tenths: toTenths(reply.sub_scores[a.key].score),
        reason: reply.sub_scores[a.key].reason,
      })),
      recommendations: reply.recommendations.slice(0, 5).map((r) => ({
        text: r.text,
        category: (slugs.includes(r.category.toLowerCase()) ? r.category.toLowerCase() : "skincare") as CategorySlug,
      })),
    },
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
