// A page's weight on the wire, from the responses of one first visit (browser.mjs
// `visit(..., { collect: true })`): gzip bytes per kind, and the two totals the budgets
// use (README "Benchmark", docs/decisions/017-brand.md):
// - page: what the page itself costs, without images and fonts (HTML, CSS, JS, other);
//   home <= 35 KB, other public pages <= 25 KB.
// - firstVisit: everything a first visit downloads, fonts and illustrations included
//   (lazy ones too: the visit scrolls to the end); home <= 100 KB.
import { BUDGET } from "./routes.mjs";

export const KINDS = ["html", "css", "js", "images", "fonts", "other"];

export function weigh(responses) {
  const bytes = Object.fromEntries(KINDS.map((k) => [k, 0]));
  const raw = { ...bytes };
  for (const r of responses) {
    bytes[r.category] += r.gzip;
    raw[r.category] += r.raw;
  }
  bytes.total = KINDS.reduce((a, k) => a + bytes[k], 0);
  bytes.localTransfer = responses.reduce((a, x) => a + (x.localTransfer ?? 0), 0);
  bytes.page = bytes.total - bytes.images - bytes.fonts;
  bytes.firstVisit = bytes.total;
  // Older reports' measure (fonts counted in); kept so they still render.
  bytes.totalExclImages = bytes.total - bytes.images;
  return { bytes, raw };
}

/** The budgets (KB) a route's weights are held to; null where none applies. */
export function budgetsFor(route) {
  return {
    pageKB: route.budgetKB ?? null,
    firstVisitKB: route.path === "/" ? BUDGET.homeFirstVisitKB : null,
  };
}

/** Pass/fail of each budget that applies (null where none does). */
export function checkWeights(route, bytes) {
  const b = budgetsFor(route);
  return {
    page: b.pageKB === null ? null : bytes.page <= b.pageKB * 1024,
    firstVisit: b.firstVisitKB === null ? null : bytes.firstVisit <= b.firstVisitKB * 1024,
  };
}
