// A visitor's public page carries the CSS it uses inline, so its first screen paints from
// the first round trip (decision 027); the full stylesheet follows at the end of the body
// and is cached for every later page.
import fullCss from "./app.css?inline";
import { htmlClasses, parseCss, subsetCss } from "./subset";

let parsed: ReturnType<typeof parseCss> | null = null;

/** Marks where the page's CSS goes: the root renders it, entry.server fills it. */
export const PAGE_CSS_SLOT = '<style data-page-css=""></style>';

/** `html` with its slot filled by the rules its classes need. */
export function inlinePageCss(html: string): string {
  const at = html.indexOf(PAGE_CSS_SLOT);
  if (at === -1) return html;
  parsed ??= parseCss(fullCss);
  const css = subsetCss(parsed, htmlClasses(html), html);
  return `${html.slice(0, at)}<style>${css}</style>${html.slice(at + PAGE_CSS_SLOT.length)}`;
}
