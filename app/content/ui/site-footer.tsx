import { Link } from "@remix-run/react";
import { CATEGORIES } from "~/content/categories";
import { FAQ_PATH, PRICING_PATH } from "~/content/explore";
import { SITE_NAME, SITE_TAGLINE } from "~/content/site";

const GROUPS: { title: string; links: { href: string; label: string }[] }[] = [
  {
    title: "Product",
    links: [
      { href: "/", label: "Home" },
      { href: "/assessment", label: "Assessment" },
      { href: "/calculator", label: "Calculators" },
      { href: "/face-scanner", label: "Face Scanner" },
    ],
  },
  {
    title: "Categories",
    links: CATEGORIES.map((c) => ({ href: `/${c.slug}`, label: c.title })),
  },
  {
    title: "Help",
    links: [
      { href: FAQ_PATH, label: "FAQ" },
      { href: PRICING_PATH, label: "Pricing" },
      { href: "/auth", label: "Sign In" },
    ],
  },
  {
    title: "Legal",
    links: [
      { href: "/terms", label: "Terms of Service" },
      { href: "/privacy", label: "Privacy Policy" },
    ],
  },
];

/** The public pages' footer: every link of spec section 2 (Home). */
export function SiteFooter() {
  return (
    <footer className="mt-12 border-t border-slate-200 bg-white" data-testid="site-footer">
      <div className="mx-auto max-w-6xl px-4 py-10">
        <p className="text-lg font-bold text-brand-700">{SITE_NAME}</p>
        <p className="mt-1 text-sm text-slate-600">{SITE_TAGLINE}</p>
        <nav aria-label="Footer" className="mt-8 grid grid-cols-2 gap-8 sm:grid-cols-4">
          {GROUPS.map((group) => (
            <div key={group.title}>
              <h2 className="text-sm font-semibold text-slate-900">{group.title}</h2>
              <ul className="mt-2 space-y-0.5 text-sm">
                {group.links.map((l) => (
                  <li key={l.href}>
                    <Link
                      to={l.href}
                      className="inline-block py-1.5 text-slate-600 hover:text-brand-700 hover:underline"
                    >
                      {l.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <p className="mt-8 text-xs text-slate-600">
          © {new Date().getUTCFullYear()} {SITE_NAME}. General wellness information, not medical advice.
        </p>
      </div>
    </footer>
  );
}
