import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { CATEGORY_ART, CATEGORY_TONE } from "~/art/art";
import type { CategoryGuide, CategorySummary, GuidePreview, GuideRole } from "~/content/categories";
import { Art } from "~/ui/art";
import { Icon } from "~/ui/icon";
import { ContentSection } from "./blocks";

/**
 * A category page: public header, then `children` (the guide body, or the
 * access gate in its place), then the calls to action.
 */
export function CategoryPage({ summary, children }: { summary: CategorySummary; children: ReactNode }) {
  const tone = CATEGORY_TONE[summary.slug];
  return (
    <article className="mx-auto max-w-3xl px-gutter py-6" data-category={summary.slug}>
      <header className={`flex items-center gap-4 overflow-hidden card p-0 ${tone.ring}`}>
        <div className="min-w-0 flex-1 p-5 sm:p-6">
          <p className={`chip ${tone.chip}`}>
            <Icon name={summary.icon} className="size-3.5" />
            Guide
          </p>
          <h1 className="mt-2 text-3xl font-extrabold text-ink sm:text-4xl">{summary.title}</h1>
          <p className="mt-1 text-slate-600">{summary.tagline}</p>
        </div>
        <Art art={CATEGORY_ART[summary.slug]} eager className="h-auto w-28 self-stretch object-cover sm:w-48" />
      </header>
      <div className="mt-8">{children}</div>
      <CallsToAction />
    </article>
  );
}

/** The label above each lesson, by what the section is for. */
const ROLE_KICKER: Record<GuideRole, string> = {
  basics: "The essentials",
  start: "Start today",
  progress: "Level up",
  mistakes: "Avoid these",
  professional: "Get help",
};

/**
 * What a visitor who may not read the guide still sees: its introduction and what its
 * lessons cover (titles only, not links: the lessons are not in the page).
 */
export function GuidePreviewCard({ preview }: { preview: GuidePreview }) {
  return (
    <div className="space-y-6" data-testid="guide-preview">
      <p className="border-l-4 border-glow-400 pl-4 text-lg leading-relaxed font-medium text-slate-800">
        {preview.intro}
      </p>
      <section aria-labelledby="lessons-heading" className="card">
        <div className="flex items-center gap-2">
          <Icon name="book" className="size-4 text-brand-600" />
          <h2 id="lessons-heading" className="text-sm font-bold text-ink">
            What you will learn
          </h2>
          <span className="ml-auto chip">{preview.lessons.length} lessons</span>
        </div>
        <ol className="mt-3 grid gap-1 sm:grid-cols-2">
          {preview.lessons.map((lesson, i) => (
            <li key={lesson.id} className="flex items-center gap-3 p-2 text-sm font-medium text-slate-700">
              <span
                aria-hidden="true"
                className="flex size-6 shrink-0 items-center justify-center rounded-full bg-slate-100 text-xs font-bold text-slate-600"
              >
                {i + 1}
              </span>
              {lesson.heading}
              <Icon name="lock" className="ml-auto size-3.5 shrink-0 text-slate-400" />
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

/** The gated guide itself. Render only with content the loader chose to send. */
export function CategoryGuideBody({ guide }: { guide: CategoryGuide }) {
  return (
    <div className="space-y-10" data-testid="guide-body">
      <p className="border-l-4 border-glow-400 pl-4 text-lg leading-relaxed font-medium text-slate-800">
        {guide.intro}
      </p>
      <nav aria-label="On this page" className="card">
        <div className="flex items-center gap-2">
          <Icon name="book" className="size-4 text-brand-600" />
          <h2 className="text-sm font-bold text-ink">On this page</h2>
          <span className="ml-auto chip">{guide.sections.length} lessons</span>
        </div>
        <ol className="mt-3 grid gap-1 sm:grid-cols-2">
          {guide.sections.map((s, i) => (
            <li key={s.id}>
              <a
                href={`#${s.id}`}
                className="flex items-center gap-3 rounded-xl p-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
              >
                <span
                  aria-hidden="true"
                  className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-bold text-brand-800"
                >
                  {i + 1}
                </span>
                {s.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {guide.sections.map((section, i) => (
        <ContentSection key={section.id} section={section} step={i + 1} kicker={ROLE_KICKER[section.role]} />
      ))}
      {guide.disclaimer ? (
        <aside
          aria-label="Medical disclaimer"
          className="rounded-xl border border-slate-300 bg-slate-100 p-4 text-sm text-slate-700"
        >
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
    <section
      aria-labelledby="next-steps-heading"
      className="mt-12 card border-brand-200 bg-gradient-to-br from-brand-50 to-glow-50"
    >
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
