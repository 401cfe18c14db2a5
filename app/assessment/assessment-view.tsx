// The questionnaire and its result. Every step is a form post carrying earlier answers
// in hidden fields; with JavaScript, Next and Previous run the same advance() locally.
import { Form, Link } from "@remix-run/react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { getPlan } from "~/content/plans";
import { Icon } from "~/ui/icon";
import { QUESTIONS, QUESTION_COUNT } from "./questions";
import {
  type AssessmentView,
  type Intent,
  advance,
  answerField,
  checkoutHref,
  firstQuestion,
  planId,
} from "./result";

function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

export function AssessmentFlow({
  view: fromServer,
  saved,
  signedIn,
}: {
  view: AssessmentView;
  saved: boolean;
  signedIn: boolean;
}) {
  const [view, setView] = useState(fromServer);
  // A new server answer (a posted step) replaces whatever the browser was showing.
  useEffect(() => setView(fromServer), [fromServer]);
  const hydrated = useHydrated();

  if (view.kind === "result") {
    return (
      <ResultCard
        view={view}
        saved={saved && view === fromServer}
        signedIn={signedIn}
        onRetake={() => setView(firstQuestion())}
      />
    );
  }
  return <QuestionStep view={view} hydrated={hydrated} onStep={setView} />;
}

function QuestionStep({
  view,
  hydrated,
  onStep,
}: {
  view: Extract<AssessmentView, { kind: "question" }>;
  hydrated: boolean;
  onStep: (view: AssessmentView) => void;
}) {
  const { step, answers, message } = view;
  const question = QUESTIONS[step];
  const chosen = answers[step];
  const isLast = step === QUESTION_COUNT - 1;
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // After an in-page step, move focus to the new question so screen readers follow.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  function choose(option: number) {
    onStep({ kind: "question", step, answers: answers.map((a, i) => (i === step ? option : a)) });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const intent = submitter?.value as Intent | undefined;
    // See Results goes to the server (it saves a member's result); the rest stays here.
    if (intent !== "next" && intent !== "previous") return;
    event.preventDefault();
    onStep(advance({ step, intent, answers, invalid: [] }));
  }

  const messageId = "assessment-message";
  const percent = ((step + 1) / QUESTION_COUNT) * 100;
  return (
    <Form method="post" className="card" onSubmit={submit}>
      <div className="flex items-center justify-between text-sm text-slate-600">
        <span>
          Question {step + 1} of {QUESTION_COUNT}
        </span>
        <span>{Math.round(percent)}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Assessment progress"
        aria-valuemin={0}
        aria-valuemax={QUESTION_COUNT}
        aria-valuenow={step + 1}
        aria-valuetext={`Question ${step + 1} of ${QUESTION_COUNT}`}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>

      <input type="hidden" name="step" value={step} />
      {answers.map((answer, i) =>
        i !== step && answer !== null ? (
          <input key={i} type="hidden" name={answerField(i)} value={answer} />
        ) : null,
      )}

      <fieldset className="mt-6" aria-describedby={message ? messageId : undefined}>
        <legend className="w-full">
          <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
            {question.title}
          </h2>
          <span className="mt-1 block text-sm text-slate-600">{question.hint}</span>
        </legend>
        {message ? (
          <p id={messageId} role="alert" className="mt-3 flex items-center gap-2 rounded-xl bg-red-50 p-3 text-sm text-red-800">
            <Icon name="alert" className="size-4 shrink-0" />
            {message}
          </p>
        ) : null}
        <div className="mt-4 grid gap-2">
          {question.options.map((option, i) => (
            <label
              key={option}
              className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-300 bg-white p-4 hover:border-brand-500 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name={answerField(step)}
                value={i}
                checked={chosen === i}
                onChange={() => choose(i)}
                className="size-4 accent-brand-600"
              />
              <span>{option}</span>
            </label>
          ))}
        </div>
      </fieldset>

      {/* Next comes first in the markup so Enter submits it; it is shown on the right. */}
      <div className="mt-6 flex flex-row-reverse items-center justify-between gap-3">
        <button
          type="submit"
          name="intent"
          value={isLast ? "results" : "next"}
          // Without JavaScript the server says "Choose an answer"; with it, the button waits.
          disabled={hydrated && chosen === null}
          className="btn-primary"
        >
          {isLast ? "See Results" : "Next"}
          <Icon name="arrow-right" className="size-4" />
        </button>
        <button type="submit" name="intent" value="previous" disabled={step === 0} className="btn-secondary">
          <Icon name="back" className="size-4" />
          Previous
        </button>
      </div>
    </Form>
  );
}

function ResultCard({
  view,
  saved,
  signedIn,
  onRetake,
}: {
  view: Extract<AssessmentView, { kind: "result" }>;
  saved: boolean;
  signedIn: boolean;
  onRetake: () => void;
}) {
  const { plan, focus } = view.result;
  const details = getPlan(planId(plan));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  function retake(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onRetake();
  }

  return (
    <section className="card" aria-labelledby="assessment-result">
      <p className="flex items-center gap-2 text-sm font-medium text-brand-700">
        <Icon name="sparkles" className="size-4" />
        Your personalised plan
      </p>
      <h2 id="assessment-result" ref={heading} tabIndex={-1} className="mt-2 text-2xl font-bold outline-none">
        We recommend the {plan} plan
      </h2>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        <div className="rounded-xl bg-brand-50 p-4">
          <dt className="text-sm text-slate-600">Recommended plan</dt>
          <dd className="text-xl font-semibold text-brand-800">{plan}</dd>
          <dd className="mt-1 text-sm text-slate-600">
            ${details.priceUsd}/{details.period} · {details.tagline}
          </dd>
        </div>
        <div className="rounded-xl bg-brand-50 p-4">
          <dt className="text-sm text-slate-600">Your focus</dt>
          <dd className="text-xl font-semibold text-brand-800">{focus}</dd>
        </div>
      </dl>
      <ul className="mt-4 space-y-1 text-sm text-slate-700">
        {details.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Icon name="check" className="mt-0.5 size-4 shrink-0 text-brand-600" />
            {feature}
          </li>
        ))}
      </ul>
      {signedIn ? (
        saved ? (
          <p className="mt-4 text-sm text-slate-600">
            Saved to <Link to="/account" className="font-medium text-brand-700 underline">your account</Link>.
          </p>
        ) : null
      ) : (
        <p className="mt-4 text-sm text-slate-600">
          <Link to="/auth?redirect=/assessment" className="font-medium text-brand-700 underline">
            Sign in
          </Link>{" "}
          to keep your result on your account.
        </p>
      )}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link to={checkoutHref(plan)} className="btn-primary">
          Get {plan}
          <Icon name="arrow-right" className="size-4" />
        </Link>
        <Form method="post" onSubmit={retake}>
          <button type="submit" name="intent" value="retake" className="btn-secondary w-full">
            <Icon name="refresh" className="size-4" />
            Retake
          </button>
        </Form>
      </div>
    </section>
  );
}
