// The questionnaire and its result. Every step is a form post carrying earlier answers
// in hidden fields. With JavaScript, the island (island.ts, no React) intercepts Next
// and Previous and runs the same advance() (result.ts) locally, updating the elements marked
// with data-* attributes here: data-assessment (the form), data-step-label,
// data-percent, data-bar, data-answers (hidden answers), data-title, data-hint,
// data-option (each option's text), data-message, data-next and data-next-label.
import { Link } from "@remix-run/react";
import { checkoutHref, getPlan, TRIAL_TIER } from "~/billing";
import { formatDate } from "~/calendar/format";
import { PlanFeatures } from "~/billing/ui";
import { Icon } from "~/ui/icon";
import { ProgressBar } from "~/ui/progress-bar";
import { QUESTIONS, QUESTION_COUNT } from "../questions";
import { type AssessmentView, answerField } from "../result";

/** A member's earlier plan that this result would replace (they confirm first). */
type Replacing = { madeAt: number; zone: string } | null;

export function AssessmentFlow({
  view,
  saved,
  signedIn,
  replacing = null,
}: {
  view: AssessmentView;
  saved: boolean;
  signedIn: boolean;
  replacing?: Replacing;
}) {
  if (view.kind === "result") return <ResultCard view={view} saved={saved} signedIn={signedIn} replacing={replacing} />;
  return <QuestionStep view={view} />;
}

function QuestionStep({ view }: { view: Extract<AssessmentView, { kind: "question" }> }) {
  const { step, answers, message } = view;
  const question = QUESTIONS[step];
  const chosen = answers[step];
  const isLast = step === QUESTION_COUNT - 1;

  const messageId = "assessment-message";
  const percent = ((step + 1) / QUESTION_COUNT) * 100;
  return (
    <form method="post" action="/assessment" className="card" data-assessment="">
      <div className="flex items-center justify-between text-sm text-slate-600">
        <span data-step-label="">
          Question {step + 1} of {QUESTION_COUNT}
        </span>
        <span data-percent="">{Math.round(percent)}%</span>
      </div>
      <ProgressBar
        label="Assessment progress"
        value={step + 1}
        max={QUESTION_COUNT}
        valueText={`Question ${step + 1} of ${QUESTION_COUNT}`}
      />

      <input type="hidden" name="step" value={step} />
      <div data-answers="">
        {answers.map((answer, i) =>
          i !== step && answer !== null ? <input key={i} type="hidden" name={answerField(i)} value={answer} /> : null,
        )}
      </div>

      <fieldset className="mt-6" aria-describedby={message ? messageId : undefined}>
        <legend className="w-full">
          <h2 data-title="" tabIndex={-1} className="text-xl font-semibold outline-none">
            {question.title}
          </h2>
          <span data-hint="" className="mt-1 block text-sm text-slate-600">
            {question.hint}
          </span>
        </legend>
        {message ? (
          <p
            id={messageId}
            data-message=""
            role="alert"
            className="mt-3 flex items-center gap-2 rounded-xl bg-red-50 p-3 text-sm text-red-800"
          >
            <Icon name="alert" className="size-4 shrink-0" />
            {message}
          </p>
        ) : null}
        <div className="mt-4 grid gap-2">
          {question.options.map((option, i) => (
            <label
              key={i}
              className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-300 bg-white p-4 hover:border-brand-500 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name={answerField(step)}
                value={i}
                defaultChecked={chosen === i}
                className="size-4 accent-brand-600"
              />
              <span data-option="">{option}</span>
            </label>
          ))}
        </div>
      </fieldset>

      {/* Next comes first in the markup so Enter submits it; it is shown on the right.
          Without JavaScript the server says "Choose an answer"; the island disables it instead. */}
      <div className="mt-6 flex flex-row-reverse items-center justify-between gap-3">
        <button type="submit" name="intent" value={isLast ? "results" : "next"} data-next="" className="btn-primary">
          <span data-next-label="">{isLast ? "See Results" : "Next"}</span>
          <Icon name="arrow-right" className="size-4" />
        </button>
        <button type="submit" name="intent" value="previous" disabled={step === 0} className="btn-secondary">
          <Icon name="back" className="size-4" />
          Previous
        </button>
      </div>
    </form>
  );
}

function ResultCard({
  view,
  saved,
  signedIn,
  replacing,
}: {
  view: Extract<AssessmentView, { kind: "result" }>;
  saved: boolean;
  signedIn: boolean;
  replacing: Replacing;
}) {
  const { focus } = view.result;
  const details = getPlan(view.result.plan);
  const plan = details.name;

  return (
    <section className="card" aria-labelledby="assessment-result">
      <p className="flex items-center gap-2 text-sm font-medium text-brand-700">
        <Icon name="sparkles" className="size-4" />
        Your personalised plan
      </p>
      <h2 id="assessment-result" data-result-heading="" tabIndex={-1} className="mt-2 text-2xl font-bold outline-none">
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
      <PlanFeatures features={details.features} className="mt-4 space-y-1 text-sm text-slate-700" />
      {replacing ? (
        <form
          method="post"
          action="/assessment"
          className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-4"
          data-testid="replace-plan"
        >
          <p className="text-sm text-amber-900">
            {`This result replaces the plan you made ${formatDate(replacing.madeAt, replacing.zone)}, with a new routine. Your XP and streak stay.`}
          </p>
          <input type="hidden" name="step" value={view.answers.length - 1} />
          <input type="hidden" name="replace" value="yes" />
          {view.answers.map((answer, i) => (
            <input key={i} type="hidden" name={answerField(i)} value={answer} />
          ))}
          <div className="mt-3 flex flex-col gap-2 sm:flex-row">
            <button type="submit" name="intent" value="results" className="btn-primary">
              Replace my plan
            </button>
            <Link to="/assessment" className="btn-secondary">
              Keep my current plan
            </Link>
          </div>
        </form>
      ) : signedIn ? (
        saved ? (
          <p className="mt-4 text-sm text-slate-600" data-testid="plan-saved">
            Saved as your plan: your routine for today is on{" "}
            <Link to="/#plan-today" className="font-medium text-brand-700 underline">
              your home page
            </Link>
            .
          </p>
        ) : null
      ) : (
        <p className="mt-4 text-sm text-slate-600" data-testid="kept-note">
          <Link to="/auth?mode=signup&redirect=/assessment" className="font-medium text-brand-700 underline">
            Create a free account
          </Link>{" "}
          and your answers come with you: they become your plan, with a daily routine from the guides.
        </p>
      )}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link to={checkoutHref(details.id, !signedIn && details.id === TRIAL_TIER)} className="btn-primary">
          Get {plan}
          <Icon name="arrow-right" className="size-4" />
        </Link>
        <form method="post" action="/assessment">
          <button type="submit" name="intent" value="retake" className="btn-secondary w-full">
            <Icon name="refresh" className="size-4" />
            Retake
          </button>
        </form>
      </div>
    </section>
  );
}
