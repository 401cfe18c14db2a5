// The community figures the public pages show: counted from the database, never typed
// in (docs/decisions/032-figures-the-product-can-back.md). A figure is rounded down so it
// never claims more than is true, and left out while it is too small to mean anything.
import type { Figure } from "./marketing";
import { formatNumber } from "~/calendar/numbers";

/** Below this a count is left out: "3 members" says nothing a visitor can use. */
export const SMALLEST_FIGURE = 10;

export type CommunityCounts = { members: number; challengesCompleted: number };

/**
 * A count as shown: exact below 1,000, then rounded down to two significant digits with
 * a plus ("1,200+", "52K+"); null below SMALLEST_FIGURE.
 */
export function figureValue(count: number): string | null {
  if (!Number.isFinite(count) || count < SMALLEST_FIGURE) return null;
  const n = Math.floor(count);
  if (n < 1000) return formatNumber(n);
  const step = 10 ** (Math.floor(Math.log10(n)) - 1);
  const down = Math.floor(n / step) * step;
  const text = down >= 1_000_000 ? `${down / 1_000_000}M` : down >= 10_000 ? `${down / 1000}K` : formatNumber(down);
  return down === n ? text : `${text}+`;
}

/** The figures of the counts that are big enough to show, in the order the pages list them. */
export function communityFigures(counts: CommunityCounts): Figure[] {
  const figures: [number, string][] = [
    [counts.members, "Members"],
    [counts.challengesCompleted, "Challenges completed"],
  ];
  return figures.flatMap(([count, label]) => {
    const value = figureValue(count);
    return value ? [{ value, label }] : [];
  });
}
