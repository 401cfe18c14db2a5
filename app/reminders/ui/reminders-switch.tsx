// Settings' Reminders switch: a plain form that posts the other state to
// /settings/reminders (works without JavaScript), showing which state is on now.
import { Form } from "@remix-run/react";

export function RemindersSwitch({ on }: { on: boolean }) {
  return (
    <section className="space-y-3 card" aria-labelledby="reminders-heading">
      <h2 id="reminders-heading" className="text-lg font-semibold">
        Streak reminders
      </h2>
      <p className="text-sm text-slate-600">
        One email at 19:00 your time on a day your streak of two days or more would end at midnight. Never more than one
        a day.
      </p>
      <Form method="post" action="/settings/reminders" className="flex flex-wrap items-center gap-3">
        <p className="font-medium" data-testid="reminders-state">
          {on ? "Reminders are on" : "Reminders are off"}
        </p>
        <input type="hidden" name="reminders" value={on ? "off" : "on"} />
        <button type="submit" className="btn-secondary">
          {on ? "Turn reminders off" : "Turn reminders on"}
        </button>
      </Form>
    </section>
  );
}
