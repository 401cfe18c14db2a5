// Reading a posted assessment step (or a query) with parseForm: tampered fields never
// throw; they come back as an unknown step or an invalid answer for advance() to explain.
// Server-side only: the island steps from its own DOM state, so it ships no schema.
import * as z from "zod/mini";
import { parseForm } from "~/forms/parse";
import { OPTION_COUNT, QUESTION_COUNT } from "./questions";
import {
  type AssessmentForm,
  type AssessmentView,
  advance,
  answerField,
  emptyAnswers,
  type Intent,
  INTENTS,
} from "./result";

type FormLike = { entries(): Iterable<[string, unknown]>; getAll(name: string): unknown[] };

const DIGIT = /^[0-9]$/;
/** Stands in for a field sent twice with different values: never a valid answer or step. */
const CONFLICT = "conflict";
const INVALID = -1;

const ANSWER_FIELDS = Array.from({ length: QUESTION_COUNT }, (_, i) => answerField(i));

/** "" reads as unanswered, one of the options as its index, anything else as INVALID. */
const answer = z.pipe(
  z.string(),
  z.transform((v) => (v === "" ? null : DIGIT.test(v) && Number(v) < OPTION_COUNT ? Number(v) : INVALID)),
);

/** Step, intent and answers of a posted form (or query): zod/mini, so the island shares it. Never fails. */
const AssessmentFields = z.pipe(
  z.object({
    step: z.pipe(
      z.string(),
      z.transform((v) => (DIGIT.test(v) && Number(v) < QUESTION_COUNT ? Number(v) : null)),
    ),
    intent: z.pipe(
      z.string(),
      z.transform((v) => ((INTENTS as readonly string[]).includes(v) ? (v as Intent) : null)),
    ),
    answers: z.array(answer),
  }),
  z.transform(({ step, intent, answers }): AssessmentForm => ({
    step,
    intent,
    answers: answers.map((a) => (a === INVALID ? null : a)),
    invalid: answers.flatMap((a, i) => (a === INVALID ? [i] : [])),
  })),
);

/** Read step, intent and answers from a posted form (or query). Never throws. */
export function parseAssessmentForm(form: FormLike): AssessmentForm {
  const parsed = parseForm(form, AssessmentFields, {
    keys: ["step", "intent", ...ANSWER_FIELDS],
    shape: (values, all) => {
      const one = (key: string) => (all(key).some((v) => v !== values[key]) ? CONFLICT : values[key]);
      return { step: one("step"), intent: values.intent, answers: ANSWER_FIELDS.map(one) };
    },
  });
  return parsed.ok ? parsed.value : { step: null, intent: null, answers: emptyAnswers(), invalid: [] };
}

/** A posted step, start to finish: the action's whole job apart from saving. */
export function assessmentStep(form: FormLike): AssessmentView {
  return advance(parseAssessmentForm(form));
}
