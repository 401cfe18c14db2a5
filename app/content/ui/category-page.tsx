import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { CategoryGuide, CategorySummary } from "~/content/categories";
import { Icon } from "~/ui/icon";
import { ContentSection } from "./blocks";

/**
 * A category page: public header, then `children` (the guide body, or the
 * access gate in its place), then the calls to action.
 */
export function CategoryPage({ summary, children }: { summary: CategorySummary; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-6" data-category={summary.slug}>
      <header className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-100 text-brand-700">
          <Icon name={summary.icon} className="size-6" />
        </span>
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{summary.title}</h1>
          <p className="mt-1 text-slate-600">{summary.tagline}</p>
        </div>
      </header>
      <div className="mt-6">{children}</div>
      <CallsToAction />
    </article>
  );
}

/** The gated guide itself. Render only with content the loader chose to send. */
export function CategoryGuideBody({ guide }: { guide: CategoryGuide }) {
  return (
    <div className="space-y-8" data-testid="guide-body">
      <p className="text-lg leading-relaxed text-slate-800">{guide.intro}</p>
      <nav aria-label="On this page" className="card">
        <h2 className="text-sm font-semibold text-slate-900">On this page</h2>
        <ol className="mt-2 space-y-1 text-sm">
          {guide.sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="text-brand-700 hover:underline">
                {s.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {guide.sections.map((section) => (
        <ContentSection key={section.id} section={section} />
      ))}
      {guide.disclaimer ? (
        <aside aria-label="Medical disclaimer" className="rounded-xl border border-slate-300 bg-slate-100 p-4 text-sm text-slate-700">
          <p>
            <strong className="font-semibold text-slate-900">Disclaimer: </strong>
            {guide.disclaimer}
          </p>
        </aside>
      ) : null}
    </div>
  );
}

function CallsToAction() {
  return (
    <section aria-labelledby="next-steps-heading" className="card mt-10 bg-brand-50">
      <h2 id="next-steps-heading" className="text-lg font-bold text-slate-900">
        Keep going
      </h2>
      <p className="mt-1 text-slate-700">Get a plan made for you, or put numbers on your goals.</p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Link to="/assessment" className="btn-primary">
          Take the assessment
        </Link>
        <Link to="/calculator" className="btn-secondary">
          Open the calculators
        </Link>
        <Link to="/" className="btn-ghost">
          Back to home
        </Link>
      </div>
    </section>
  );
}
