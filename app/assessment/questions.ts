// The five assessment questions. Answers are option indexes (0-3); result.ts reads
// the goal question (index GOAL_QUESTION) and the experience question (EXPERIENCE_QUESTION).

export type Question = {
  id: string;
  title: string;
  hint: string;
  options: readonly [string, string, string, string];
};

export const GOAL_QUESTION = 0;
export const EXPERIENCE_QUESTION = 1;

/** Option indexes of the goal question, in the order shown. */
export const GOAL = { face: 0, body: 1, style: 2, confidence: 3 } as const;
/** Option indexes of the experience question that change the plan. */
export const EXPERIENCE = { beginner: 0, advanced: 3 } as const;
export const TIME_QUESTION = 2;
/** Option indexes of the time question that size the personal plan's routine (app/plan). */
export const TIME = { under15: 0, upTo30: 1 } as const;

export const QUESTIONS: readonly Question[] = [
  {
    id: "goal",
    title: "What is your main goal right now?",
    hint: "Pick the one that matters most to you today.",
    options: [
      "Improve my facial aesthetics (skin, jawline, grooming)",
      "Build muscle and lose fat",
      "Upgrade my style and how I dress",
      "Feel more confident and well overall",
    ],
  },
  {
    id: "experience",
    title: "How much experience do you have with self-improvement routines?",
    hint: "Be honest: the plan meets you where you are.",
    options: ["Complete beginner", "I've tried a few things", "I've kept a routine for months", "Advanced"],
  },
  {
    id: "time",
    title: "How much time can you give it on a normal day?",
    hint: "Small daily steps beat big weekend plans.",
    options: ["Less than 15 minutes", "15 to 30 minutes", "30 to 60 minutes", "More than an hour"],
  },
  {
    id: "obstacle",
    title: "What gets in your way the most?",
    hint: "We'll build your plan around it.",
    options: [
      "Not knowing where to start",
      "Staying consistent",
      "Conflicting advice online",
      "Not seeing my progress",
    ],
  },
  {
    id: "support",
    title: "What kind of support keeps you going?",
    hint: "Choose what has worked for you before, or what you'd like to try.",
    options: [
      "Clear step-by-step guides",
      "Daily challenges and streaks",
      "A community that keeps me accountable",
      "Personal feedback on my progress",
    ],
  },
];

export const QUESTION_COUNT = QUESTIONS.length;
export const OPTION_COUNT = 4;
