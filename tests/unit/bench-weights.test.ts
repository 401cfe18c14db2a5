import { describe, expect, it } from "vitest";
import { checkWeights, weigh } from "../../bench/lib/weights.mjs";

const KB = 1024;
const resp = (category: string, gzip: number) => ({ category, gzip, raw: gzip * 3, localTransfer: null });
const home = { path: "/", budgetKB: 35 };
const guide = { path: "/skincare", budgetKB: 25 };

describe("bench page weights", () => {
  it("the page weight leaves out images and fonts; the first visit counts everything", () => {
    const { bytes } = weigh([
      resp("html", 8 * KB),
      resp("css", 9 * KB),
      resp("fonts", 27 * KB),
      resp("images", 10 * KB),
      resp("other", 1 * KB),
    ]);
    expect(bytes.page).toBe(18 * KB);
    expect(bytes.firstVisit).toBe(55 * KB);
  });

  it("home passes at 35 KB without media and fails one byte over; its first visit is held to 100 KB", () => {
    expect(checkWeights(home, { page: 35 * KB, firstVisit: 100 * KB })).toEqual({ page: true, firstVisit: true });
    expect(checkWeights(home, { page: 35 * KB + 1, firstVisit: 100 * KB + 1 })).toEqual({
      page: false,
      firstVisit: false,
    });
  });

  it("other public pages have the 25 KB page budget and no first-visit budget", () => {
    expect(checkWeights(guide, { page: 25 * KB + 1, firstVisit: 500 * KB })).toEqual({ page: false, firstVisit: null });
  });
});
