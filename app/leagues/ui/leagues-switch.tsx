// Settings' Leagues switch: a plain form posting the other state to /settings/leagues.
import { Form } from "@remix-run/react";

export function LeaguesSwitch({ on }: { on: boolean }) {
  return (
    <section className="scroll-mt-20 space-y-3 card" id="leagues" aria-labelledby="leagues-heading">
      <h2 id="leagues-heading" className="text-lg font-semibold">
        Weekly leagues
      </h2>
      <p className="text-sm text-slate-600">
        Each week you play in a group of up to 30 members with similar XP, and get your result by email. Leaving takes
        you out of this week&rsquo;s group at once; your XP and streak are not affected.
      </p>
      <Form method="post" action="/settings/leagues" className="flex flex-wrap items-center gap-3">
        <p className="font-medium" data-testid="leagues-state">
          {on ? "You play in the leagues" : "You left the leagues"}
        </p>
        <input type="hidden" name="leagues" value={on ? "off" : "on"} />
        <button type="submit" className="btn-secondary">
          {on ? "Leave the leagues" : "Join the leagues"}
        </button>
      </Form>
    </section>
  );
}
