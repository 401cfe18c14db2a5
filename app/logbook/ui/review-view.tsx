// The Reviews tab: the month's review in the member's words and units, the months before
// it as links, and, before the first one, when it comes and what it is written from.
import { Link } from "@remix-run/react";
import { formatDayMonth, formatMonth } from "~/calendar/format";
import { LOG_PATH, REVIEWS_PATH } from "../paths";
import type { ReviewText } from "../review-text";

export function ReviewView({
  months,
  review,
  next,
  reviewMails,
}: {
  months: string[];
  review: { month: string; text: ReviewText } | null;
  next: string;
  reviewMails: boolean;
}) {
  return (
    <div className="space-y-4" data-testid="reviews">
      <div>
        <h2 className="text-2xl font-extrabold text-ink">Monthly reviews</h2>
        <p className="mt-1 text-slate-700">
          On the 1st of each month your review is written from your own numbers: your log, challenges by category,
          streak and scans, against the month before.{" "}
          {reviewMails ? "It is emailed to you too" : "Review emails are off"} (
          <Link to="/settings#reviews-heading" className="text-brand-700 underline">
            settings
          </Link>
          ).
        </p>
      </div>
      {review ? (
        <article className="space-y-4 card" aria-labelledby="review-title" data-month={review.month}>
          <div>
            <h3 id="review-title" className="text-xl font-bold text-ink">
              {review.text.title}
            </h3>
            <p className="mt-1 text-slate-700">{review.text.intro}</p>
          </div>
          <section aria-labelledby="review-changes" className="rounded-xl bg-brand-50 p-4">
            <h4 id="review-changes" className="font-semibold text-ink">
              What changed
            </h4>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
              {review.text.changes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
            <p className="mt-3 font-medium text-slate-900">
              <span className="font-semibold">Next month: </span>
              {review.text.focus}
            </p>
          </section>
          {review.text.sections.map((s, i) => (
            <section key={s.heading} aria-labelledby={`review-section-${i}`}>
              <h4 id={`review-section-${i}`} className="font-semibold text-ink">
                {s.heading}
              </h4>
              <ul className="mt-1 space-y-1 text-sm text-slate-700">
                {s.lines.map((l) => (
                  <li key={l}>{l}</li>
                ))}
              </ul>
            </section>
          ))}
        </article>
      ) : (
        <section className="card" data-testid="no-review">
          <h3 className="text-lg font-semibold text-ink">Your first review comes on {formatDayMonth(next)}</h3>
          <p className="mt-1 text-slate-700">
            It is written from what you do this month. Log your weight, waist, sleep, workouts, water and mood in the{" "}
            <Link to={LOG_PATH} className="font-medium text-brand-700 underline">
              progress log
            </Link>
            , and keep playing your daily challenges.
          </p>
        </section>
      )}
      {months.length > 1 ? (
        <nav aria-label="Earlier reviews" className="card">
          <h3 className="font-semibold text-ink">All your reviews</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {months.map((m) => (
              <li key={m}>
                <Link
                  to={`${REVIEWS_PATH}?month=${m}`}
                  aria-current={review?.month === m ? "page" : undefined}
                  className="inline-block rounded-full border border-slate-300 px-3 py-1 text-sm aria-[current=page]:bg-ink aria-[current=page]:text-white"
                >
                  {formatMonth(m)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
