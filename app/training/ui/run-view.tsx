// The open run: its header, today's session (the log form), the plan laid out on the
// training days (with Elite's adapt form) and the main lifts' charts.
import { Link } from "@remix-run/react";
import { checkoutHref, FEATURE_TIER } from "~/billing";
import type { FieldErrors, FieldValues } from "~/forms/parse";
import { formatShortDay } from "~/calendar/format";
import { Icon } from "~/ui/icon";
import { EQUIPMENT, EQUIPMENT_NAMES, LEVEL_NAMES } from "../levels";
import type { RunView } from "../runs.server";
import { WEEKDAY_NAMES } from "../schedule";
import { DayPicker } from "./day-picker";
import { LiftCharts } from "./lift-charts";
import { SessionForm, targetText } from "./session-form";

type Run = NonNullable<RunView["run"]>;

export const dayLabel = (day: string, today: string) => (day === today ? "Today" : formatShortDay(day));

export function RunHeader({ run }: { run: Run }) {
  const week = Math.min(run.programme.weeks, Math.floor(run.done / Math.max(1, run.days.length)) + 1);
  return (
    <section className="card" aria-labelledby="run-heading">
      <p className="eyebrow">
        {LEVEL_NAMES[run.programme.level]} · {EQUIPMENT_NAMES[run.programme.equipment]}
      </p>
      <h2 id="run-heading" className="mt-1 text-xl font-bold text-ink">
        {run.programme.name}
      </h2>
      <p className="mt-1 text-sm text-slate-700" data-testid="run-progress">
        Week {week} of {run.programme.weeks} · {run.done} of {run.total} sessions logged · on{" "}
        {run.days.map((d) => WEEKDAY_NAMES[d].slice(0, 3)).join(", ")}
      </p>
      <div className="mt-3 h-2 overflow-hidden rounded-full bg-slate-100">
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${(100 * run.done) / run.total}%` }} />
      </div>
    </section>
  );
}

export function TodayPanel({
  run,
  today,
  zone,
  values,
  errors,
}: {
  run: Run;
  today: string;
  zone: string;
  values?: FieldValues;
  errors?: FieldErrors;
}) {
  if (!run.next)
    return (
      <section className="card text-center" data-testid="run-complete">
        <Icon name="trophy" className="mx-auto size-10 text-sun-500" />
        <h2 className="mt-2 text-lg font-bold">Programme complete</h2>
        <p className="mt-1 text-slate-700">
          Every session is logged. End it below and start the next level, or repeat it with your new numbers.
        </p>
      </section>
    );
  const { template, sessionNo, targets } = run.next;
  const when = run.nextDay ? dayLabel(run.nextDay, today) : "Today";
  return (
    <section className="card" aria-labelledby="today-heading">
      <p className="eyebrow">
        Session {sessionNo + 1} of {run.total} · {when}
      </p>
      <h2 id="today-heading" className="mt-1 text-xl font-bold text-ink">
        {template.name}
      </h2>
      {run.loggedToday ? (
        <>
          <p className="mt-2 rounded-2xl bg-mint-50 p-3 text-sm text-mint-800" data-testid="done-today">
            <Icon name="circle-check" className="mr-1 inline size-4" />
            Today's session is logged. The next one, {template.name}, is planned for {when}: rest until then.
          </p>
          {run.review ? <SessionReview review={run.review} /> : null}
        </>
      ) : (
        <div className="mt-3">
          {run.nextDay && run.nextDay !== today ? (
            <p className="mb-3 text-sm text-slate-600">
              Today is a rest day in your plan. You can still train this session today if that suits you better.
            </p>
          ) : null}
          <SessionForm
            template={template}
            sessionNo={sessionNo}
            targets={targets}
            zone={zone}
            values={values}
            errors={errors}
          />
        </div>
      )}
    </section>
  );
}

export function PlanPanel({ run, today, elite, error }: { run: Run; today: string; elite: boolean; error?: string }) {
  return (
    <div className="space-y-4">
      <section className="card" aria-labelledby="plan-heading">
        <h2 id="plan-heading" className="text-lg font-bold">
          Your plan
        </h2>
        <ol className="mt-3 space-y-3">
          {run.weeks.map((week, w) => (
            <li key={w}>
              <h3 className="text-sm font-semibold text-slate-800">Week {w + 1}</h3>
              <ul className="mt-1 flex flex-wrap gap-1.5">
                {week.map((s) => (
                  <li
                    key={s.sessionNo}
                    className={`rounded-xl px-2.5 py-1 text-xs ${s.done ? "bg-mint-100 text-mint-800" : "bg-slate-100 text-slate-700"}`}
                  >
                    {dayLabel(s.day, today)}: {s.name}
                    {s.done ? <span className="sr-only"> (logged)</span> : null}
                    {s.done ? " ✓" : ""}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </section>
      {elite ? (
        <form method="post" action="/programmes?tab=plan" className="space-y-3 card" aria-labelledby="adapt-heading">
          <h2 id="adapt-heading" className="text-lg font-bold">
            Adapt it
          </h2>
          <input type="hidden" name="intent" value="adapt" />
          <DayPicker
            chosen={run.days}
            legend={`Training days (${run.programme.dayRange.min} to ${run.programme.dayRange.max})`}
            error={error}
          />
          <fieldset>
            <legend className="label">Equipment you have</legend>
            <div className="flex flex-wrap gap-3">
              {EQUIPMENT.map((e) => (
                <label key={e} className="inline-flex items-center gap-1.5 text-sm">
                  <input
                    type="radio"
                    name="equipment"
                    value={e}
                    defaultChecked={e === run.programme.equipment}
                    className="accent-brand-600"
                  />
                  {EQUIPMENT_NAMES[e]}
                </label>
              ))}
            </div>
          </fieldset>
          <p className="text-sm text-slate-600">You keep your place and your logged sessions.</p>
          <button type="submit" className="btn-primary">
            Save changes
          </button>
        </form>
      ) : (
        <p className="rounded-2xl bg-brand-50 p-3 text-sm text-brand-900">
          Elite members choose their own training days and equipment.{" "}
          <Link to={checkoutHref(FEATURE_TIER.customProgrammes)} className="font-semibold underline">
            See Elite
          </Link>
        </p>
      )}
      <form method="post" action="/programmes" className="card">
        <input type="hidden" name="intent" value="end" />
        <p className="text-sm text-slate-700">
          Ending the programme keeps your logged sessions; you can then start another.
        </p>
        <button type="submit" className="mt-3 btn-secondary">
          End this programme
        </button>
      </form>
    </div>
  );
}

export function ProgressPanel({ run }: { run: Run }) {
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        Each main lift, session by session: the heaviest set for weighted lifts, the best set for the others.
      </p>
      <LiftCharts lifts={run.lifts} />
    </div>
  );
}

/** Today's exercises and what each asks next time: every set done moves it up by its rule. */
function SessionReview({ review }: { review: NonNullable<Run["review"]> }) {
  return (
    <section className="mt-4" aria-labelledby="review-heading">
      <h3 id="review-heading" className="font-semibold text-ink">
        Next time in {review.name}
      </h3>
      <ul className="mt-2 space-y-2" data-testid="session-review">
        {review.slots.map(({ slot, done, next }) => (
          <li key={slot.exercise} className="flex items-start gap-2 text-sm">
            <Icon
              name={done ? "circle-check" : "target"}
              className={`mt-0.5 size-4 shrink-0 ${done ? "text-mint-600" : "text-slate-400"}`}
            />
            <span>
              <span className="font-medium text-ink">{slot.name}</span>:{" "}
              {done ? "every set done, next time " : "not every set done, next time again "}
              <strong>{targetText(slot, next)}</strong>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
