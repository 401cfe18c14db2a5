// One analyzer interface, picked explicitly by FACE_ANALYZER ("local" | "workers-ai";
// unset: "workers-ai" when APP_ENV is production, else "local"). Both run the same face
// analysis (app/scan/face/): the face gate, the measurements and the scores. Workers AI
// only adds what geometry cannot see; when it fails or times out, the measured result stands.
import type { Env } from "~/env";
import { logError } from "~/ops/log.server";
import { parseModelReply, SYSTEM_PROMPT, USER_PROMPT, VISION_MODEL } from "./ai-reply";
import { faceResult, type ModelView } from "./face/face-result";
import { FACE_RETAKE_MESSAGES } from "./face/gate";
import type { Raster } from "./orientation";
import type { AnalyzerName, ScanResult } from "./result";

export type AnalyzerInput = { jpeg: Uint8Array; raster: Raster };
export type AnalyzerOutcome =
  { kind: "result"; result: ScanResult; modelMs: number } | { kind: "retake"; reason: string };

export interface FaceAnalyzer {
  name: AnalyzerName;
  analyze(input: AnalyzerInput): Promise<AnalyzerOutcome>;
}

type AiRunner = { run(model: string, inputs: unknown): Promise<unknown> };
type Extras = (jpeg: Uint8Array) => Promise<ModelView | null>;

function faceAnalyzer(name: AnalyzerName, extras: Extras | null): FaceAnalyzer {
  return {
    name,
    async analyze({ jpeg, raster }) {
      // The models (tfjs, face-api, their wasm and weights) load on the first scan only:
      // no other page of the Worker pays for them.
      const { findFace } = await import("./face/find-face.server");
      const found = await findFace(raster);
      if (found.kind === "retake") return { kind: "retake", reason: FACE_RETAKE_MESSAGES[found.reason] };
      const model = extras ? await extras(jpeg) : null;
      return { kind: "result", result: faceResult(found, raster, model), modelMs: found.modelMs };
    },
  };
}

const localAnalyzer: FaceAnalyzer = faceAnalyzer("local", null);

/** The measured face analysis plus Workers AI's view of skin condition, hair, style and
 * expression. Only the downscaled JPEG is sent; a bad answer is retried once within the
 * deadline; any failure leaves the measured result alone (and is logged). */
export function workersAiAnalyzer(ai: AiRunner | undefined, { deadlineMs = 20_000, attempts = 2 } = {}): FaceAnalyzer {
  return faceAnalyzer("workers-ai", async (jpeg) => {
    if (!ai) {
      logError("face-analyzer", "FACE_ANALYZER is workers-ai but the AI binding is missing");
      return null;
    }
    const deadline = Date.now() + deadlineMs;
    for (let attempt = 1; attempt <= attempts && Date.now() < deadline; attempt++) {
      try {
        const output = (await withTimeout(
          ai.run(VISION_MODEL, {
            messages: [
              { role: "system", content: SYSTEM_PROMPT },
              { role: "user", content: USER_PROMPT },
            ],
            image: Array.from(jpeg),
            temperature: 0,
            seed: 7,
            max_tokens: 700,
          }),
          deadline - Date.now(),
        )) as { response?: unknown } | null;
        const parsed = parseModelReply(output?.response);
        if (parsed) return parsed;
        logError(`face-analyzer-attempt-${attempt}`, "the model's answer did not match the schema");
      } catch (error) {
        logError(`face-analyzer-attempt-${attempt}`, error);
      }
    }
    return null;
  });
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), Math.max(0, ms));
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function analyzerName(env: Env): AnalyzerName {
  const chosen = env.FACE_ANALYZER?.trim().toLowerCase();
  if (chosen === "local" || chosen === "workers-ai") return chosen;
  if (chosen) console.warn(`FACE_ANALYZER="${env.FACE_ANALYZER}" is not local or workers-ai; using the default`);
  return env.APP_ENV === "production" ? "workers-ai" : "local";
}

let announced: AnalyzerName | null = null;

/** The analyzer this Worker uses; the choice is logged once per isolate. */
export function pickAnalyzer(env: Env): FaceAnalyzer {
  const name = analyzerName(env);
  if (announced !== name) {
    announced = name;
    console.info(
      `face analyzer: ${name}${name === "local" ? " (face measurements, no AI)" : ` (face measurements + ${VISION_MODEL})`}`,
    );
  }
  return name === "local" ? localAnalyzer : workersAiAnalyzer(env.AI);
}
