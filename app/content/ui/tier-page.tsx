import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { TabLink, TierTab } from "~/content/tier-content";
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
    <div className="mx-auto max-w-3xl px-4 py-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{page.title}</h1>
      <p className="mt-1 text-slate-600">{page.description}</p>
      <nav aria-label={`${page.title} sections`} className="scroll-area [--scroll-bg:var(--color-slate-50)] mt-6 -mx-4 overflow-x-auto px-4" data-scroll-area>
        <ul className="flex gap-2 pb-1">
          {tabs.map((tab) => {
            const active = tab.slug === activeSlug;
            return (
              <li key={tab.slug} className="shrink-0">
                <Link
                  to={`${page.path}?tab=${tab.slug}`}
                  aria-current={active ? "page" : undefined}
                  preventScrollReset
                  className={`inline-block rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap ${
                    active
                      ? "bg-brand-600 text-white"
                      : "border border-slate-300 bg-white text-slate-800 hover:bg-slate-100"
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
export function TierTabBody({ tab }: { tab: TierTab }) {
  return (
    <div className="space-y-8" data-testid="tab-body" data-tab={tab.slug}>
      <div>
        <h2 className="text-xl font-bold text-slate-900">{tab.title}</h2>
        <p className="mt-2 text-lg leading-relaxed text-slate-800">{tab.intro}</p>
      </div>
      {tab.sections.map((section) => (
        <ContentSection key={section.id} section={section} level={3} />
      ))}
    </div>
  );
}
