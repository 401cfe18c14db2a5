// Today's session: every exercise with its target, rest and rule, and a plain form with
// a reps (or seconds) box and, for load rules, a kg box per set. Works without JavaScript.
import type { FieldErrors, FieldValues } from "~/forms/parse";
import { FormError } from "~/ui/form";
import { setField } from "../forms";
import type { Target } from "../progression";
import type { SessionView, SlotView } from "../views";

export function targetText(slot: SlotView, target: Target) {
  const amount = `${slot.sets} × ${target.reps}${slot.seconds ? " s" : ""}`;
  if (!slot.load) return amount;
  return target.loadKg === null ? `${amount}, your choice of weight` : `${amount} at ${target.loadKg} kg`;
}

function SetRow({
  slot,
  i,
  s,
  target,
  values,
  errors,
}: {
  slot: SlotView;
  i: number;
  s: number;
  target: Target;
  values?: FieldValues;
  errors?: FieldErrors;
}) {
  const reps = setField("reps", i, s);
  const load = setField("load", i, s);
  const error = errors?.[reps] ?? errors?.[load];
  return (
    <li className="grid grid-cols-[3.5rem_1fr_1fr] items-center gap-2">
      <span className="text-sm font-medium text-slate-700">Set {s + 1}</span>
      <label className="flex items-center gap-1.5 text-sm text-slate-600">
        <span className="sr-only">
          {slot.name}, set {s + 1},
        </span>
        <input
          name={reps}
          inputMode="numeric"
          defaultValue={values?.[reps] ?? String(target.reps)}
          aria-invalid={errors?.[reps] ? true : undefined}
          className="field w-16 px-2 py-1.5 text-center tabular-nums"
        />
        {slot.seconds ? "s" : "reps"}
      </label>
      {slot.load ? (
        <label className="flex items-center gap-1.5 text-sm text-slate-600">
          <span className="sr-only">
            {slot.name}, set {s + 1}, load
          </span>
          <input
            name={load}
            inputMode="decimal"
            defaultValue={values?.[load] ?? (target.loadKg === null ? "" : String(target.loadKg))}
            aria-invalid={errors?.[load] ? true : undefined}
            className="field w-20 px-2 py-1.5 text-center tabular-nums"
          />
          kg
        </label>
      ) : (
        <span />
      )}
      {error ? <p className="col-span-3 field-error">{error}</p> : null}
    </li>
  );
}

export function SessionForm({
  template,
  sessionNo,
  targets,
  zone,
  values,
  errors,
}: {
  template: SessionView;
  sessionNo: number;
  targets: Target[];
  zone: string;
  values?: FieldValues;
  errors?: FieldErrors;
}) {
  return (
    <form method="post" action="/programmes" className="space-y-4" aria-label={`Log ${template.name}`}>
      <input type="hidden" name="intent" value="log" />
      <input type="hidden" name="sessionNo" value={sessionNo} />
      <input type="hidden" name="zone" value={zone} />
      {errors?.form ? <FormError message={errors.form} /> : null}
      {template.slots.map((slot, i) => (
        <fieldset key={`${slot.exercise}-${i}`} className="rounded-2xl border border-slate-200 p-4">
          <legend className="px-1 font-semibold text-ink">{slot.name}</legend>
          <p className="text-sm font-semibold text-brand-800" data-testid="target">
            {targetText(slot, targets[i])} · rest {slot.restSec} s
          </p>
          <p className="mt-1 text-sm text-slate-600">{slot.cue}</p>
          <p className="mt-1 text-xs text-slate-500">{slot.rule}</p>
          <ol className="mt-3 space-y-2">
            {Array.from({ length: slot.sets }, (_, s) => (
              <SetRow key={s} slot={slot} i={i} s={s} target={targets[i]} values={values} errors={errors} />
            ))}
          </ol>
        </fieldset>
      ))}
      <p className="text-sm text-slate-600">
        Change any set you did not finish to what you did. Every set at its target moves that exercise up next time.
      </p>
      <button type="submit" className="btn-primary w-full">
        Log session
      </button>
    </form>
  );
}
