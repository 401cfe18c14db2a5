// Assessment rules: which plan and focus a set of answers gets, and how one step of
// the questionnaire moves to the next. Pure: the action runs it for a form post and
// the browser runs it for instant steps. Nothing here throws on tampered input.
import type { Tier } from "../billing/plans";
import {
  EXPERIENCE,
  EXPERIENCE_QUESTION,
  GOAL,
  GOAL_QUESTION,
  OPTION_COUNT,
  QUESTION_COUNT,
} from "./questions";

export const FOCUSES = [
  "Skincare & Grooming",
  "Fitness & Nutrition",
  "Style & Grooming",
  "Balanced Transformation",
] as const;
export type Focus = (typeof FOCUSES)[number];

export type AssessmentResult = { plan: Tier; focus: Focus };

/** One entry per question: the chosen option index, or null while unanswered. */
export type Answers = (number | null)[];

/** Plan from the experience answer (Pro unless a complete beginner or advanced), focus from the goal. */
export function recommend(answers: readonly (number | null)[]): AssessmentResult {
  const experience = answers[EXPERIENCE_QUESTION];
  const plan: Tier =
    experience === EXPERIENCE.beginner ? "starter" : experience === EXPERIENCE.advanced ? "elite" : "pro";

  const goal = answers[GOAL_QUESTION];
  const focus: Focus =
    goal === GOAL.face
      ? "Skincare & Grooming"
      : goal === GOAL.body
        ? "Fitness & Nutrition"
        : goal === GOAL.style
          ? "Style & Grooming"
          : "Balanced Transformation";

  return { plan, focus };
}

export function emptyAnswers(): Answers {
  return Array.from({ length: QUESTION_COUNT }, () => null);
}

// ------------------------------------------------------------------ form parsing

export const INTENTS = ["next", "previous", "results", "retake"] as const;
export type Intent = (typeof INTENTS)[number];

export type AssessmentForm = {
  /** The question the form was on, or null when missing or out of range. */
  step: number | null;
  intent: Intent | null;
  answers: Answers;
  /** Indexes of answers that were present but not one of the options. */
  invalid: number[];
};

type FormLike = { getAll(name: string): unknown[] };

const STEP = /^[0-9]$/;
const OPTION = /^[0-9]$/;

function single(form: FormLike, name: string): { value: string | null; conflicting: boolean } {
  const all = form.getAll(name).filter((v): v is string => typeof v === "string");
  const value = all[0] ?? null;
  return { value, conflicting: all.some((v) => v !== value) };
}

/** Field name of question i's answer (q0 ... q4). */
export function answerField(index: number): string {
  return `q${index}`;
}

/** Read step, intent and answers from a posted form (or query). Never throws. */
export function parseAssessmentForm(form: FormLike): AssessmentForm {
  const answers = emptyAnswers();
  const invalid: number[] = [];
  for (let i = 0; i < QUESTION_COUNT; i++) {
    const { value, conflicting } = single(form, answerField(i));
    if (value === null || value === "") continue;
    const option = OPTION.test(value) ? Number(value) : -1;
    if (conflicting || option < 0 || option >= OPTION_COUNT) invalid.push(i);
    else answers[i] = option;
  }

  const stepText = single(form, "step");
  const stepNumber = stepText.value !== null && STEP.test(stepText.value) ? Number(stepText.value) : -1;
  const step = !stepText.conflicting && stepNumber >= 0 && stepNumber < QUESTION_COUNT ? stepNumber : null;

  const intentText = single(form, "intent").value;
  const intent = (INTENTS as readonly string[]).includes(intentText ?? "") ? (intentText as Intent) : null;

  return { step, intent, answers, invalid };
}

// ------------------------------------------------------------------ stepping

export type AssessmentView =
  | { kind: "question"; step: number; answers: Answers; message?: string }
  | { kind: "result"; answers: number[]; result: AssessmentResult };

export const MESSAGES = {
  chooseAnswer: "Choose an answer to continue.",
  invalidAnswer: "That answer wasn't one of the options. Please choose again.",
  missingEarlier: "An earlier answer was missing, so we brought you back to that question.",
  unknownStep: "We couldn't tell which question you were on, so we brought you back to it.",
} as const;

export function firstQuestion(): AssessmentView {
  return { kind: "question", step: 0, answers: emptyAnswers() };
}

function firstUnanswered(answers: Answers): number {
  const index = answers.findIndex((a) => a === null);
  return index === -1 ? QUESTION_COUNT - 1 : index;
}

/** Move one step: Next needs this step's answer, See Results needs all five, Retake clears. */
export function advance(form: AssessmentForm): AssessmentView {
  const { intent, answers, invalid } = form;
  if (intent === "retake") return firstQuestion();

  const unanswered = firstUnanswered(answers);
  const backTo = (step: number, message: string): AssessmentView => ({
    kind: "question",
    step,
    answers,
    message: invalid.includes(step) ? MESSAGES.invalidAnswer : message,
  });

  if (form.step === null || intent === null) return backTo(unanswered, MESSAGES.unknownStep);
  const step = form.step;

  if (intent === "previous") return { kind: "question", step: Math.max(0, step - 1), answers };

  // Next and See Results both need this question answered first.
  if (answers[step] === null) return backTo(step, MESSAGES.chooseAnswer);
  if (answers.slice(0, step).some((a) => a === null)) return backTo(unanswered, MESSAGES.missingEarlier);

  const isLast = step === QUESTION_COUNT - 1;
  if (intent === "next" && !isLast) return { kind: "question", step: step + 1, answers };

  // See Results (or Next on the last question).
  if (answers.some((a) => a === null)) return backTo(unanswered, MESSAGES.missingEarlier);
  const complete = answers as number[];
  return { kind: "result", answers: complete, result: recommend(complete) };
}

/** A posted step, start to finish: the action's whole job apart from saving. */
export function assessmentStep(form: FormLike): AssessmentView {
  return advance(parseAssessmentForm(form));
}
