// Training weekdays as checkboxes named `day` (0 = Sunday): a plain form field, Monday first.
import { WEEKDAY_NAMES } from "../schedule";

const ORDER = [1, 2, 3, 4, 5, 6, 0];

export function DayPicker({ chosen, legend, error }: { chosen: readonly number[]; legend: string; error?: string }) {
  return (
    <fieldset aria-describedby={error ? "days-error" : undefined}>
      <legend className="label">{legend}</legend>
      <div className="flex flex-wrap gap-1.5">
        {ORDER.map((d) => (
          <label
            key={d}
            className="inline-flex cursor-pointer items-center gap-1 rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800"
          >
            <input
              type="checkbox"
              name="day"
              value={d}
              defaultChecked={chosen.includes(d)}
              className="accent-brand-600"
            />
            {WEEKDAY_NAMES[d].slice(0, 3)}
          </label>
        ))}
      </div>
      {error ? (
        <p id="days-error" className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
