import type { LegalDocument } from "~/content/legal";
import { Icon } from "~/ui/icon";
import { ContentSection } from "./blocks";
import { SiteFooter } from "./site-footer";

export function LegalPage({ doc }: { doc: LegalDocument }) {
  return (
    <>
      <article className="mx-auto max-w-3xl px-4 py-6" data-legal={doc.kind}>
        <header>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{doc.title}</h1>
          <p className="mt-1 text-sm text-slate-600">
            Last Updated: <time dateTime={doc.lastUpdatedIso}>{doc.lastUpdated}</time>
          </p>
          <p className="mt-4 leading-relaxed text-slate-700">{doc.intro}</p>
        </header>
        <div className="mt-8 space-y-8">
          {doc.sections.map((section) => (
            <ContentSection key={section.id} section={section} />
          ))}
        </div>
        <aside
          aria-label="Template notice"
          className="mt-10 flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
          data-testid="template-notice"
        >
          <Icon name="alert" className="mt-0.5 size-5 shrink-0" />
          <p>{doc.notice}</p>
        </aside>
      </article>
      <SiteFooter />
    </>
  );
}
