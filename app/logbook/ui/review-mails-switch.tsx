// Settings' Monthly review emails switch (Elite): a plain form that posts the other state
// to /settings/reviews (works without JavaScript), showing which state is on now.
import { Form } from "@remix-run/react";

export function ReviewMailsSwitch({ on }: { on: boolean }) {
  return (
    <section className="space-y-3 card" aria-labelledby="reviews-heading">
      <h2 id="reviews-heading" className="text-lg font-semibold">
        Monthly review emails
      </h2>
      <p className="text-sm text-slate-600">
        On the 1st of each month your review is written from your progress log, challenges, streak and scans. It is
        always on the Reviews tab; this sends it to you by email too.
      </p>
      <Form method="post" action="/settings/reviews" className="flex flex-wrap items-center gap-3">
        <p className="font-medium" data-testid="review-mails-state">
          {on ? "Review emails are on" : "Review emails are off"}
        </p>
        <input type="hidden" name="reviewMails" value={on ? "off" : "on"} />
        <button type="submit" className="btn-secondary">
          {on ? "Turn review emails off" : "Turn review emails on"}
        </button>
      </Form>
    </section>
  );
}
