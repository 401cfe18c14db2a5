// Settings' Battle emails switch: a plain form that posts the other state to
// /settings/battle-mails (works without JavaScript), showing which state is on now.
import { Form } from "@remix-run/react";

export function BattleMailsSwitch({ on }: { on: boolean }) {
  return (
    <section className="scroll-mt-20 space-y-3 card" id="battle-mails" aria-labelledby="battle-mails-heading">
      <h2 id="battle-mails-heading" className="text-lg font-semibold">
        Battle emails
      </h2>
      <p className="text-sm text-slate-600">
        When another member challenges you to a battle, we email you so you can accept it in time. Invitations always
        wait in your inbox either way.
      </p>
      <Form method="post" action="/settings/battle-mails" className="flex flex-wrap items-center gap-3">
        <p className="font-medium" data-testid="battle-mails-state">
          {on ? "Battle emails are on" : "Battle emails are off"}
        </p>
        <input type="hidden" name="battleMails" value={on ? "off" : "on"} />
        <button type="submit" className="btn-secondary">
          {on ? "Turn battle emails off" : "Turn battle emails on"}
        </button>
      </Form>
    </section>
  );
}
