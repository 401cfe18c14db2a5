import { describe, expect, it } from "vitest";
import { EXPERIENCE_QUESTION, GOAL_QUESTION, QUESTIONS } from "../../app/assessment/questions";
import { assessmentStep, parseAssessmentForm } from "../../app/assessment/form";
import { MESSAGES, recommend } from "../../app/assessment/result";

const form = (query: string) => new URLSearchParams(query);

describe("questions", () => {
  it("has five questions with four options each", () => {
    expect(QUESTIONS).toHaveLength(5);
    for (const question of QUESTIONS) expect(question.options).toHaveLength(4);
  });

  it("asks for the main goal first, with the four goal kinds in order", () => {
    expect(GOAL_QUESTION).toBe(0);
    const [face, body, style, confidence] = QUESTIONS[0].options;
    expect(face).toMatch(/facial/i);
    expect(body).toMatch(/muscle.*fat/i);
    expect(style).toMatch(/style/i);
    expect(confidence).toMatch(/confident/i);
  });

  it("has an experience question offering 'Complete beginner' and 'Advanced'", () => {
    const options = QUESTIONS[EXPERIENCE_QUESTION].options;
    expect(options[0]).toBe("Complete beginner");
    expect(options[3]).toBe("Advanced");
  });
});

describe("recommend", () => {
  it.each([
    [0, "starter"],
    [1, "pro"],
    [2, "pro"],
    [3, "elite"],
  ])("experience option %s gives the %s plan", (experience, plan) => {
    expect(recommend([1, experience, 0, 0, 0]).plan).toBe(plan);
  });

  it("defaults to pro when the experience answer is missing", () => {
    expect(recommend([1, null, 0, 0, 0]).plan).toBe("pro");
  });

  it.each([
    [0, "Skincare & Grooming"],
    [1, "Fitness & Nutrition"],
    [2, "Style & Grooming"],
    [3, "Balanced Transformation"],
    [null, "Balanced Transformation"],
  ])("goal option %s gives the focus %s", (goal, focus) => {
    expect(recommend([goal, 1, 0, 0, 0]).focus).toBe(focus);
  });
});

describe("parsing an assessment step", () => {
  it("reads step, intent and answers", () => {
    expect(parseAssessmentForm(form("step=2&intent=next&q0=1&q1=3&q2=0"))).toEqual({
      step: 2,
      intent: "next",
      answers: [1, 3, 0, null, null],
      invalid: [],
    });
  });

  it.each([
    ["q0=4", [0]],
    ["q0=-1", [0]],
    ["q0=abc", [0]],
    ["q0=1.5", [0]],
    ["q0=1&q0=2", [0]],
    ["q4=99", [4]],
  ])("marks a tampered answer (%s) as invalid, never throws", (query, invalid) => {
    const parsed = parseAssessmentForm(form(`step=0&intent=next&${query}`));
    expect(parsed.invalid).toEqual(invalid);
    expect(parsed.answers.every((a) => a === null)).toBe(true);
  });

  it.each(["step=5", "step=-1", "step=abc", "step=", "step=1&step=2", ""])(
    "an unknown step (%s) reads as null",
    (query) => {
      expect(parseAssessmentForm(form(query)).step).toBeNull();
    },
  );

  it("works on FormData as well as query strings", () => {
    const data = new FormData();
    data.set("step", "0");
    data.set("intent", "next");
    data.set("q0", "2");
    data.set("file", new Blob(["x"]));
    expect(parseAssessmentForm(data)).toMatchObject({ step: 0, intent: "next", answers: [2, null, null, null, null] });
  });
});

describe("stepping through the assessment", () => {
  it("Next moves to the following question and keeps the answers", () => {
    expect(assessmentStep(form("step=0&intent=next&q0=1"))).toEqual({
      kind: "question",
      step: 1,
      answers: [1, null, null, null, null],
    });
  });

  it("Next without an answer stays on the question with a message", () => {
    expect(assessmentStep(form("step=1&intent=next&q0=1"))).toEqual({
      kind: "question",
      step: 1,
      answers: [1, null, null, null, null],
      message: MESSAGES.chooseAnswer,
    });
  });

  it("Previous goes back one question without needing an answer", () => {
    expect(assessmentStep(form("step=2&intent=previous&q0=1&q1=2"))).toMatchObject({
      kind: "question",
      step: 1,
      answers: [1, 2, null, null, null],
    });
  });

  it("Previous on the first question stays on it", () => {
    expect(assessmentStep(form("step=0&intent=previous"))).toMatchObject({ kind: "question", step: 0 });
  });

  it("Next on the last question shows the results", () => {
    expect(assessmentStep(form("step=4&intent=next&q0=0&q1=0&q2=0&q3=0&q4=0"))).toMatchObject({
      kind: "result",
      result: { plan: "starter", focus: "Skincare & Grooming" },
    });
  });

  it.each([
    ["q0=0&q1=0", "starter", "Skincare & Grooming"],
    ["q0=1&q1=3", "elite", "Fitness & Nutrition"],
    ["q0=2&q1=1", "pro", "Style & Grooming"],
    ["q0=3&q1=2", "pro", "Balanced Transformation"],
  ])("See Results with %s recommends %s with focus %s", (first, plan, focus) => {
    expect(assessmentStep(form(`step=4&intent=results&${first}&q2=1&q3=2&q4=3`))).toEqual({
      kind: "result",
      answers: expect.any(Array),
      result: { plan, focus },
    });
  });

  it("Retake clears the answers and returns to question 1", () => {
    expect(assessmentStep(form("step=4&intent=retake&q0=1&q1=1&q2=1&q3=1&q4=1"))).toEqual({
      kind: "question",
      step: 0,
      answers: [null, null, null, null, null],
    });
  });

  it("See Results with a missing earlier answer goes back to it with a message", () => {
    expect(assessmentStep(form("step=4&intent=results&q0=1&q2=1&q3=1&q4=1"))).toEqual({
      kind: "question",
      step: 1,
      answers: [1, null, 1, 1, 1],
      message: MESSAGES.missingEarlier,
    });
  });

  it("an out-of-range answer is reported as not one of the options", () => {
    expect(assessmentStep(form("step=4&intent=results&q0=1&q1=9&q2=1&q3=1&q4=1"))).toMatchObject({
      kind: "question",
      step: 1,
      message: MESSAGES.invalidAnswer,
    });
    expect(assessmentStep(form("step=0&intent=next&q0=7"))).toMatchObject({
      kind: "question",
      step: 0,
      message: MESSAGES.invalidAnswer,
    });
  });

  it.each(["step=9&intent=next&q0=1", "intent=next&q0=1", "step=1&intent=jump&q0=1", "step=1&q0=1"])(
    "a tampered step or intent (%s) returns to the first unanswered question with a message",
    (query) => {
      expect(assessmentStep(form(query))).toEqual({
        kind: "question",
        step: 1,
        answers: [1, null, null, null, null],
        message: MESSAGES.unknownStep,
      });
    },
  );

  it("never throws, whatever is posted", () => {
    for (const query of ["", "q0=__proto__", "step=constructor&intent=toString", "intent=results", "%FF=%00"]) {
      expect(() => assessmentStep(form(query))).not.toThrow();
    }
  });
});
