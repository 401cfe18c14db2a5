// One analyzer interface, two implementations, picked explicitly by FACE_ANALYZER
// ("local" | "workers-ai"; unset: "workers-ai" when APP_ENV is production, else "local").
import type { Env } from "~/env";
import { NO_FACE, parseModelReply, SYSTEM_PROMPT, USER_PROMPT, VISION_MODEL } from "./ai-reply";
import { analyzeMeasurements } from "./local-analyzer";
import type { Measurements } from "./measure";
import type { AnalysisResult, AnalyzerName } from "./result";
import { logError } from "~/ops/log.server";

export type AnalyzerInput = { jpeg: Uint8Array; measurements: Measurements };
export type AnalyzerOutcome =
  { kind: "result"; result: AnalysisResult } | { kind: "retake"; reason: string } | { kind: "failed"; cause: string };

export interface FaceAnalyzer {
  name: AnalyzerName;
  analyze(input: AnalyzerInput): Promise<AnalyzerOutcome>;
}

export const localAnalyzer: FaceAnalyzer = {
  name: "local",
  analyze: async ({ measurements }) => ({ kind: "result", result: analyzeMeasurements(measurements) }),
};

type AiRunner = { run(model: string, inputs: unknown): Promise<unknown> };

/** Workers AI: only the downscaled JPEG is sent; one retry on a bad or missing answer. */
export function workersAiAnalyzer(ai: AiRunner | undefined, { timeoutMs = 20_000, attempts = 2 } = {}): FaceAnalyzer {
  return {
    name: "workers-ai",
    async analyze({ jpeg }) {
      if (!ai) return { kind: "failed", cause: "FACE_ANALYZER is workers-ai but the AI binding is missing" };
      let cause = "no attempt";
      for (let attempt = 1; attempt <= attempts; attempt++) {
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
              max_tokens: 900,
            }),
            timeoutMs,
          )) as { response?: unknown } | null;
          const parsed = parseModelReply(output?.response);
          if (parsed.kind !== "invalid") return parsed;
          cause = "the model's answer did not match the schema";
        } catch (error) {
          cause = error instanceof Error ? error.message : String(error);
        }
        logError(`face-analyzer-attempt-${attempt}`, cause);
      }
      return { kind: "failed", cause };
    },
  };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
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
    console.info(`face analyzer: ${name}${name === "local" ? " (photo measurements, no AI)" : ` (${VISION_MODEL})`}`);
  }
  return name === "local" ? localAnalyzer : workersAiAnalyzer(env.AI as unknown as AiRunner | undefined);
}

export { NO_FACE };
