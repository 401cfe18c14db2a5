// Per-page SEO tags (title, description, canonical, Open Graph) and the list of
// public pages for sitemap.xml / robots.txt.
import { CATEGORY_SLUGS } from "../../db/constants";
import { SITE_NAME } from "./site";

export type SeoInput = {
  /** Page title without the site name; omit for the home page. */
  title?: string;
  description: string;
  /** Path of the canonical URL, e.g. "/terms" (no query string). */
  path: string;
  /** Origin of the request, e.g. "https://glowup.example"; without it no URL tags. */
  origin?: string;
};

// Shape-compatible with Remix's MetaDescriptor, without importing a runtime.
export type MetaTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string };

export function pageTitle(title?: string): string {
  return title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} — Look and feel your best`;
}

export function canonicalUrl(origin: string, path: string): string {
  return new URL(path, origin).toString();
}

export function seo({ title, description, path, origin }: SeoInput): MetaTag[] {
  const fullTitle = pageTitle(title);
  const tags: MetaTag[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { name: "twitter:card", content: "summary" },
  ];
  if (origin) {
    const url = canonicalUrl(origin, path);
    tags.push({ tagName: "link", rel: "canonical", href: url }, { property: "og:url", content: url });
  }
  return tags;
}

/** Pages anyone can read: what the sitemap lists. */
export const PUBLIC_PATHS = [
  "/",
  "/assessment",
  "/calculator",
  "/face-scanner",
  "/course",
  "/pricing",
  "/features",
  "/about",
  "/categories",
  "/terms",
  "/privacy",
  // The six guides: a visitor reads each one's introduction and lesson titles.
  ...CATEGORY_SLUGS.map((slug) => `/${slug}` as const),
] as const;

/** Member-only or transactional pages that search engines should skip. */
export const PRIVATE_PATHS = [
  "/account",
  "/settings",
  "/progress",
  "/chat",
  "/achievements",
  "/rankings",
  "/checkout",
  "/success",
  "/auth",
] as const;

export function sitemapXml(origin: string): string {
  const urls = PUBLIC_PATHS.map((path) => `  <url><loc>${escapeXml(canonicalUrl(origin, path))}</loc></url>`).join(
    "\n",
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  const disallow = PRIVATE_PATHS.map((path) => `Disallow: ${path}`).join("\n");
  return `User-agent: *\nAllow: /\n${disallow}\n\nSitemap: ${canonicalUrl(origin, "/sitemap.xml")}\n`;
}

function escapeXml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}
