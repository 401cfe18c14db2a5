import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { ContentTab, TabLink } from "~/content/tier-content";
import { Icon } from "~/ui/icon";
import { ContentSection } from "./blocks";

export type TierPageHeader = { title: string; description: string; path: string };

/**
 * A tier content page: title, the tab bar (plain links to `?tab=`, so it works
 * without JavaScript and can be bookmarked), then `children`: the tab body, or
 * the access gate in its place.
 */
export function TierContentPage({
  page,
  tabs,
  activeSlug,
  children,
}: {
  page: TierPageHeader;
  tabs: TabLink[];
  activeSlug: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-3xl px-gutter py-6">
      <header className="relative overflow-hidden rounded-panel bg-gradient-to-br from-brand-800 via-brand-700 to-glow-700 p-6 text-white shadow-lift sm:p-8">
        <Icon name="sparkles" className="absolute -top-2 right-4 size-24 text-white/15" />
        <p className="text-xs font-bold tracking-[0.14em] uppercase">Members' course</p>
        <h1 className="mt-2 text-3xl font-extrabold sm:text-4xl">{page.title}</h1>
        <p className="mt-2 max-w-xl">{page.description}</p>
      </header>
      <nav
        aria-label={`${page.title} sections`}
        className="scroll-area -mx-4 mt-6 overflow-x-auto px-4 [--scroll-bg:var(--color-canvas)]"
        data-scroll-area
      >
        <ul className="flex gap-2 pb-1">
          {tabs.map((tab) => {
            const active = tab.slug === activeSlug;
            return (
              <li key={tab.slug} className="shrink-0">
                <Link
                  to={tab.href}
                  aria-current={active ? "page" : undefined}
                  preventScrollReset
                  className={`inline-block rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap ${
                    active
                      ? "bg-ink text-white shadow-card"
                      : "border border-slate-300 bg-white text-slate-800 hover:border-brand-300 hover:bg-brand-50"
                  }`}
                >
                  {tab.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="mt-6">{children}</div>
    </div>
  );
}

/** The gated body of one tab. */
export function TierTabBody({ tab }: { tab: ContentTab }) {
  return (
    <div className="space-y-10" data-testid="tab-body" data-tab={tab.slug}>
      <div>
        <h2 className="text-2xl font-extrabold text-ink">{tab.title}</h2>
        <p className="mt-3 border-l-4 border-glow-400 pl-4 text-lg leading-relaxed font-medium text-slate-800">
          {tab.intro}
        </p>
      </div>
      {tab.sections.map((section, i) => (
        <ContentSection
          key={section.id}
          section={section}
          level={3}
          step={tab.sections.length > 1 ? i + 1 : undefined}
        />
      ))}
    </div>
  );
}
