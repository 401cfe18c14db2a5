// The frame every page lives in: top bar (with the mobile side menu), back button,
// bottom navigation. Plain links and <details>, so all of it works without JavaScript.
import { Form, Link, useLocation } from "@remix-run/react";
import { Icon } from "~/ui/icon";
import { bottomLinks, CATEGORY_LINKS, EXPLORE_LINKS, isActive, parentOf, topLinks } from "./nav-links";
import type { Toast } from "~/toast/toast";
import { Toaster } from "~/ui/toaster";
import type { Viewer } from "~/viewer";
import { formatNumber } from "~/calendar/numbers";

export function TopNav({ viewer, toasts }: { viewer: Viewer | null; toasts: readonly Toast[] }) {
  const { pathname } = useLocation();
  const links = topLinks(Boolean(viewer));
  // No backdrop filter on the header: it would make the header the containing block of
  // the side menu's fixed panel and squeeze the panel into the bar.
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <nav aria-label="Main" className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-4">
        <Link to="/" className="mr-2 flex items-center gap-1.5 text-lg font-extrabold tracking-tight text-brand-700">
          <Icon name="sparkles" className="size-5" />
          Glowup
        </Link>
        {/* A wide screen's links; phones and tablets have the tab bar and the menu. */}
        <ul className="hidden items-center gap-0.5 lg:flex">
          {links.map((l) => (
            <li key={l.to}>
              <Link
                to={l.to}
                aria-current={isActive(l.to, pathname) ? "page" : undefined}
                className="rounded-lg px-2.5 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-[current=page]:text-brand-700"
              >
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
        {/* The shared public pages, where a wide bar has room for them; narrower
            screens reach them through the menu. */}
        <ul className="hidden items-center gap-0.5 border-l border-slate-200 pl-2 xl:flex" aria-label="Explore">
          {EXPLORE_LINKS.map((l) => (
            <li key={l.to}>
              <Link
                to={l.to}
                aria-current={isActive(l.to, pathname) ? "page" : undefined}
                className="rounded-lg px-2.5 py-2 text-sm text-slate-600 hover:bg-slate-100 aria-[current=page]:text-brand-700"
              >
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
        <div className="ml-auto flex items-center gap-2">
          {viewer ? <ViewerBadges viewer={viewer} /> : null}
          {viewer ? null : (
            <Link to="/assessment" className="btn-primary hidden px-3 py-2 sm:inline-flex">
              Get Started
            </Link>
          )}
          <SideMenu links={links} viewer={viewer} />
        </div>
      </nav>
      {/* The page's toasts belong to the bar: over nothing, seen at any scroll position
          (decision 073). While they show the bar is taller; each gives its room back as it fades. */}
      <Toaster toasts={toasts} />
    </header>
  );
}

function ViewerBadges({ viewer }: { viewer: Viewer }) {
  return (
    <div className="flex items-center gap-1.5 text-xs font-semibold" data-testid="viewer-badges">
      <span className="rounded-full bg-brand-100 px-2 py-1 text-brand-800" title="Level">
        Lvl {viewer.level}
      </span>
      <span className="rounded-full bg-amber-100 px-2 py-1 text-amber-900" title="Experience points">
        {formatNumber(viewer.xp)} XP
      </span>
    </div>
  );
}

type MenuLink = { to: string; label: string };

/** A titled group of the side menu's links, two to a row. */
function MenuGroup({ title, links }: { title: string; links: readonly MenuLink[] }) {
  return (
    <>
      <p className="mt-4 px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</p>
      <ul className="mt-1 grid grid-cols-2 gap-1">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className="block rounded-lg px-3 py-2 hover:bg-slate-100">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function SideMenu({ links, viewer }: { links: readonly MenuLink[]; viewer: Viewer | null }) {
  const location = useLocation();
  return (
    // Keyed by the location: a client-side navigation (pages that hydrate) starts with it closed.
    <details
      key={`${location.pathname}${location.search}${location.hash}`}
      className="group relative xl:hidden"
      data-testid="side-menu"
    >
      <summary
        className="flex size-10 cursor-pointer list-none items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
        aria-label="Menu"
      >
        <Icon name="menu" className="size-6 group-open:hidden" />
        <Icon name="close" className="hidden size-6 group-open:block" />
      </summary>
      <div className="fixed inset-x-0 top-14 bottom-16 overflow-y-auto border-t border-slate-200 bg-white p-4 shadow-xl lg:bottom-0">
        <nav aria-label="Side menu">
          <ul className="space-y-1">
            {links.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="block rounded-lg px-3 py-2.5 font-medium hover:bg-slate-100">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
          <MenuGroup title="Categories" links={CATEGORY_LINKS} />
          <MenuGroup title="Explore" links={EXPLORE_LINKS} />
          {viewer ? null : (
            <Link to="/assessment" className="mt-4 btn-primary w-full">
              Get Started
            </Link>
          )}
          {viewer ? (
            <Form method="post" action="/auth/sign-out" className="mt-2">
              <button type="submit" className="btn-secondary w-full">
                <Icon name="logout" /> Sign Out
              </button>
            </Form>
          ) : null}
        </nav>
      </div>
    </details>
  );
}

export function BackButton() {
  const parent = parentOf(useLocation().pathname);
  if (!parent) return null;
  return (
    // Lines up with the page's own column: as wide as the page's top-level container
    // (max-w-md ... max-w-6xl), chosen in CSS with :has, no script.
    <div className="mx-auto max-w-6xl px-4 pt-3 [main:has(>.max-w-3xl)_&]:max-w-3xl [main:has(>.max-w-4xl)_&]:max-w-4xl [main:has(>.max-w-lg)_&]:max-w-lg [main:has(>.max-w-md)_&]:max-w-md">
      <Link
        to={parent}
        className="-ml-2 inline-flex items-center gap-1 rounded-lg px-2 py-1.5 text-sm font-medium text-slate-600 hover:bg-slate-100"
        data-testid="back-button"
      >
        <Icon name="back" className="size-4" /> Back
      </Link>
    </div>
  );
}

/** The phone's tab bar: below the `lg` width only; a wide screen has the same links on top. */
export function BottomNav({ signedIn }: { signedIn: boolean }) {
  const { pathname } = useLocation();
  return (
    <nav
      aria-label="Bottom"
      className="fixed inset-x-0 bottom-0 z-40 h-16 border-t border-slate-200 bg-white/95 backdrop-blur lg:hidden"
    >
      <ul className="mx-auto grid h-full max-w-lg grid-cols-5">
        {bottomLinks(signedIn).map((l) => {
          const active = isActive(l.to, pathname) || (l.label === "Account" && isActive("/account", pathname));
          return (
            <li key={l.label}>
              <Link
                to={l.to}
                aria-current={active ? "page" : undefined}
                className="flex h-full flex-col items-center justify-center gap-0.5 text-xs font-medium text-slate-600 aria-[current=page]:text-brand-700"
              >
                <Icon name={l.icon} className="size-5" />
                {l.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
