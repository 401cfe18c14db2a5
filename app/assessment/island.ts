// Assessment island: plain TypeScript, no React. Every step works as a form post on its
// own; this makes Next and Previous instant by running the same advance() (result.ts)
// on the form's state and showing the next question from questions.ts in place.
// See Results and Retake still post, so a member's result is saved on the server.
// Bundled by scripts/build-islands.mjs to /islands/assessment.js.
import { OPTION_COUNT, QUESTIONS, QUESTION_COUNT } from "./questions";
import { type AssessmentForm, type AssessmentView, advance, answerField, emptyAnswers } from "./result";

const $ = <T extends Element = HTMLElement>(form: Element, selector: string) => form.querySelector<T>(selector);

function setText(el: Element | null, text: string) {
  if (el && el.textContent !== text) el.textContent = text;
}

/** Next waits for an answer (without JavaScript the server says "Choose an answer"). */
function syncNext(form: HTMLFormElement) {
  const next = $<HTMLButtonElement>(form, "[data-next]");
  if (next) next.disabled = !form.querySelector("input[type=radio]:checked");
}

function show(form: HTMLFormElement, view: Extract<AssessmentView, { kind: "question" }>) {
  const { step, answers } = view;
  const question = QUESTIONS[step];
  const percent = ((step + 1) / QUESTION_COUNT) * 100;
  const label = `Question ${step + 1} of ${QUESTION_COUNT}`;

  setText($(form, "[data-step-label]"), label);
  setText($(form, "[data-percent]"), `${Math.round(percent)}%`);
  const progress = $(form, "[role=progressbar]");
  progress?.setAttribute("aria-valuenow", String(step + 1));
  progress?.setAttribute("aria-valuetext", label);
  const bar = $(form, "[data-bar]");
  if (bar) bar.style.width = `${percent}%`;

  const stepInput = $<HTMLInputElement>(form, "input[name=step]");
  if (stepInput) stepInput.value = String(step);
  const hidden = $(form, "[data-answers]");
  hidden?.replaceChildren(
    ...answers.flatMap((answer, i) => {
      if (i === step || answer === null) return [];
      const input = document.createElement("input");
      input.type = "hidden";
      input.name = answerField(i);
      input.value = String(answer);
      return [input];
    }),
  );

  // A message from an earlier server answer no longer applies.
  $(form, "[data-message]")?.remove();
  form.querySelector("fieldset")?.removeAttribute("aria-describedby");

  const title = $(form, "[data-title]");
  setText(title, question.title);
  setText($(form, "[data-hint]"), question.hint);
  const radios = form.querySelectorAll<HTMLInputElement>("input[type=radio]");
  const texts = form.querySelectorAll("[data-option]");
  radios.forEach((radio, i) => {
    radio.name = answerField(step);
    radio.checked = answers[step] === i;
    setText(texts[i], question.options[i]);
  });

  const isLast = step === QUESTION_COUNT - 1;
  const next = $<HTMLButtonElement>(form, "[data-next]");
  if (next) next.value = isLast ? "results" : "next";
  setText($(form, "[data-next-label]"), isLast ? "See Results" : "Next");
  const previous = $<HTMLButtonElement>(form, "button[value=previous]");
  if (previous) previous.disabled = step === 0;
  syncNext(form);

  // Move focus to the new question so screen readers follow.
  title?.focus();
}

/** The state this page set in the form (step, kept answers, the checked option), or
 * null if it is not what the island wrote: then the server reads and answers the post. */
function formState(form: HTMLFormElement, intent: "next" | "previous"): AssessmentForm | null {
  const step = Number($<HTMLInputElement>(form, "input[name=step]")?.value);
  const answers = emptyAnswers().map((_, i) => {
    const input = $<HTMLInputElement>(
      form,
      `input[name=${answerField(i)}][type=hidden], input[name=${answerField(i)}]:checked`,
    );
    return input ? Number(input.value) : null;
  });
  const valid = (n: number | null, count: number) => n === null || (Number.isInteger(n) && n >= 0 && n < count);
  if (!valid(step, QUESTION_COUNT) || !answers.every((a) => valid(a, OPTION_COUNT))) return null;
  return { step, intent, answers, invalid: [] };
}

document.addEventListener("submit", (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.matches("[data-assessment]")) return;
  const intent = (event.submitter as HTMLButtonElement | null)?.value;
  // See Results goes to the server (it saves a member's result); the rest stays here.
  if (intent !== "next" && intent !== "previous") return;
  const state = formState(form, intent);
  if (!state) return;
  const view = advance(state);
  // Anything needing a message (a tampered form) is left to the server's answer.
  if (view.kind !== "question" || view.message) return;
  event.preventDefault();
  show(form, view);
});

document.addEventListener("change", (event) => {
  const form = event.target instanceof Element ? event.target.closest("form") : null;
  if (form?.matches("[data-assessment]")) syncNext(form);
});

for (const form of document.querySelectorAll<HTMLFormElement>("form[data-assessment]")) syncNext(form);
document.querySelector<HTMLElement>("[data-result-heading]")?.focus();
