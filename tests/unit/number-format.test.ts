import { describe, expect, it } from "vitest";
import { figureValue } from "~/content/figures";
import { formatNumber } from "~/calendar/numbers";
import { formatDate } from "~/calendar/format";
import { MESSAGES } from "~/chat/rules";

describe("the one number formatter", () => {
  it("groups thousands in the app's locale, as its dates are written", () => {
    expect(formatNumber(0)).toBe("0");
    expect(formatNumber(999)).toBe("999");
    expect(formatNumber(1234)).toBe("1,234");
    expect(formatNumber(1_250_000)).toBe("1,250,000");
    expect(formatNumber(-4500)).toBe("-4,500");
    // The same locale as the dates: a month name and a grouped number agree.
    expect(`${formatDate(Date.UTC(2026, 10, 26))} · ${formatNumber(12000)}`).toBe("November 26, 2026 · 12,000");
  });

  it("keeps at most the decimals asked for (3 unless told), dropping trailing zeros", () => {
    expect(formatNumber(1.23456)).toBe("1.235");
    expect(formatNumber(1.25, 2)).toBe("1.25");
    expect(formatNumber(1.2, 2)).toBe("1.2");
    expect(formatNumber(2, 2)).toBe("2");
    expect(formatNumber(2.5, 0)).toBe("3");
    expect(formatNumber(1234.5678, 1)).toBe("1,234.6");
  });

  it("is what the pages' figures are written with", () => {
    expect(figureValue(1234)).toBe("1,200+");
    expect(figureValue(999)).toBe("999");
    expect(MESSAGES.tooLong).toBe("Messages can be at most 1,000 characters");
  });
});
