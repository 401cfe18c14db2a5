// Assessment rules: which plan and focus a set of answers gets, and how one step of
// the questionnaire moves to the next. Pure: the action runs it for a form post (read
// by form.ts) and the island for instant steps. Nothing here throws on tampered input.
import type { Tier } from "~/billing";
import { EXPERIENCE, EXPERIENCE_QUESTION, GOAL, GOAL_QUESTION, QUESTION_COUNT } from "./questions";

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

/** Field name of question i's answer (q0 ... q4). */
export function answerField(index: number): string {
  return `q${index}`;
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
