// The quote of the day card (home, the member home, /progress): the quote for the
// visitor's or member's day.
import { Icon } from "~/ui/icon";

export function QuoteOfTheDay({ quote, className = "card -mt-6 relative" }: { quote: string; className?: string }) {
  return (
    <section aria-labelledby="quote-heading" className={className} data-testid="quote-of-the-day">
      <h2 id="quote-heading" className="flex items-center gap-2 text-sm font-semibold text-brand-700">
        <Icon name="quote" className="size-4" />
        Quote of the day
      </h2>
      <blockquote className="mt-2 text-lg font-medium text-slate-900">
        <p>{quote}</p>
      </blockquote>
    </section>
  );
}
