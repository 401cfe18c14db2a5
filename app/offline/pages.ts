// What the service worker keeps for reading offline, and how it marks a saved copy
// (docs/decisions/079-service-worker-and-offline-reading.md). Pure: the worker
// (app/offline/sw.ts), the page's island and the server share these rules.
import { CATEGORY_SLUGS } from "../../db/constants";
import { formatTime } from "~/calendar/format";

/** The response header naming whose page this is (a hash of the member's id, not a secret). */
export const MEMBER_HEADER = "Glowup-Member";
/** The page meta tag carrying the same marker, for the island (a page cannot read its own headers). */
export const MEMBER_META = "glowup-member";
/** The page shown for a page never opened while online. */
export const OFFLINE_PATH = "/offline";

/** Member pages saved as they are read: the member home, progress, the guides and the tier lessons. */
const SAVED_PATHS: ReadonlySet<string> = new Set([
  "/",
  "/progress",
  "/course",
  "/starter-content",
  "/pro-content",
  "/elite-content",
  ...CATEGORY_SLUGS.map((slug) => `/${slug}`),
]);

export const isSavedPage = (pathname: string) => SAVED_PATHS.has(pathname);

/** How long a navigation waits for the network before a saved copy is shown instead. */
export const NETWORK_TIMEOUT_MS = 6_000;

/** Cache names: the shell of one build, and one member's pages under one build. */
export const shellCache = (version: string) => `shell-${version}`;
export const pagesCache = (version: string, member: string) => `pages-${version}-${member}`;
export const PAGES_PREFIX = "pages-";

/** A marker is what the server sends: 16 hex characters. */
export const isMarker = (value: string | null | undefined): value is string =>
  typeof value === "string" && /^[0-9a-f]{16}$/.test(value);

/** The member's marker: the first 64 bits of SHA-256 over their id, in hex. */
export async function memberMarker(userId: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`glowup-member:${userId}`));
  return [...new Uint8Array(digest).slice(0, 8)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** "2:32 PM" in `zone` (the device's): when the copy was saved, as the member's clock shows it. */
export const savedAt = (at: number, zone = Intl.DateTimeFormat().resolvedOptions().timeZone) => formatTime(at, zone);

/** The banner a saved copy shows at the top of its main column. */
export const offlineBanner = (time: string) =>
  `<p role="status" data-offline-banner="" class="mx-auto mt-3 w-fit max-w-[calc(100%-2rem)] rounded-full bg-slate-800 px-4 py-1.5 text-center text-sm font-semibold text-white">Offline — saved at ${escape(time)}</p>`;

/** A saved page's HTML with the banner at the top of `<main>` (unchanged when it has none). */
export function withBanner(html: string, time: string) {
  const at = html.indexOf('<main id="main">');
  if (at < 0) return html;
  const end = at + '<main id="main">'.length;
  return html.slice(0, end) + offlineBanner(time) + html.slice(end);
}

/** The page's title, from its HTML (the part before " | Glowup"). */
export function pageTitle(html: string, fallback: string) {
  const m = /<title>([^<]*)<\/title>/.exec(html);
  const title = m?.[1]?.split(" | ")[0]?.trim();
  return title ? title.replace(/&amp;/g, "&") : fallback;
}

export type SavedPage = { url: string; title: string; at: number };

/** Where the offline page lists what it can show: filled in by the worker. */
export const SAVED_LIST_SLOT = '<ul id="offline-pages"></ul>';

/** The offline page's list of saved pages (newest first), in place of its empty slot. */
export function withSavedList(html: string, pages: readonly SavedPage[], zone?: string) {
  if (pages.length === 0) return html;
  const items = [...pages]
    .sort((a, b) => b.at - a.at)
    .map(
      (p) =>
        `<li><a class="flex items-center justify-between gap-3 rounded-xl bg-white px-4 py-3 font-semibold text-brand-700 shadow-sm" href="${escape(p.url)}"><span>${escape(p.title)}</span><span class="text-xs font-normal text-slate-600">saved at ${escape(savedAt(p.at, zone))}</span></a></li>`,
    )
    .join("");
  return html.replace(
    SAVED_LIST_SLOT,
    `<ul id="offline-pages" class="mt-3 grid gap-2" data-saved-count="${pages.length}">${items}</ul>`,
  );
}
