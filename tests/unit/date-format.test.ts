import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatDateTime,
  formatDayDate,
  formatDayMonth,
  formatLongDay,
  formatMessageTime,
  formatMonth,
  formatMonthName,
  formatShortDay,
  formatTime,
} from "~/calendar/format";

// 03:30 UTC on Thursday 26 November 2026: still Wednesday 25 November in New York.
const AT = Date.UTC(2026, 10, 26, 3, 30);

describe("the one date formatter", () => {
  it("writes an instant's date in the member's zone, UTC when it is unknown", () => {
    expect(formatDate(AT)).toBe("November 26, 2026");
    expect(formatDate(AT, "America/New_York")).toBe("November 25, 2026");
    expect(formatDate(new Date(AT).toISOString(), "Asia/Tokyo")).toBe("November 26, 2026");
  });

  it.each([
    ["2026-11-26", formatLongDay, "Thursday, November 26"],
    ["2026-11-26", formatShortDay, "Thu, Nov 26"],
    ["2026-11-26", formatDayMonth, "Nov 26"],
    ["2026-11-26", formatDayDate, "November 26, 2026"],
    ["2026-01-01", formatShortDay, "Thu, Jan 1"],
    ["2026-12-31", formatDayMonth, "Dec 31"],
  ])("writes the calendar day %s the same in any zone (%o)", (day, write, text) => {
    expect(write(day)).toBe(text);
  });

  it("names a month", () => {
    expect(formatMonth("2026-11")).toBe("November 2026");
    expect(formatMonth("2027-01")).toBe("January 2027");
    expect(formatMonthName("2026-02")).toBe("February");
  });

  it("writes times in the member's zone", () => {
    expect(formatTime(AT, "UTC")).toBe("3:30 AM");
    expect(formatTime(AT, "Europe/Berlin")).toBe("4:30 AM");
    expect(formatDateTime(AT, "America/New_York")).toBe("Nov 25, 10:30 PM");
  });

  it("a chat message under a day old shows its time only; an older one its day too", () => {
    const hour = 60 * 60 * 1000;
    expect(formatMessageTime(AT, AT + 23 * hour, "UTC")).toBe("3:30 AM");
    expect(formatMessageTime(AT, AT + 24 * hour, "UTC")).toBe("Nov 26, 3:30 AM");
  });
});
