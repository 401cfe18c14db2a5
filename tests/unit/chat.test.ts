import { describe, expect, it } from "vitest";
import { formatMessageTime } from "~/calendar/format";
import { applyCatchUp, displayName, mergeMessages } from "~/chat/rules";

describe("chat message times", () => {
  const now = Date.UTC(2026, 10, 22, 12, 0);
  it.each([
    [now - 60_000, "UTC", "11:59 AM"],
    [now - 23 * 3_600_000, "UTC", "1:00 PM"],
    [now - 24 * 3_600_000, "UTC", "Nov 21, 12:00 PM"],
    [now - 60_000, "Asia/Tokyo", "8:59 PM"],
    [now - 3 * 86_400_000, "America/New_York", "Nov 19, 7:00 AM"],
  ])("a message at %i shown in %s reads %s", (at, zone, text) => {
    expect(formatMessageTime(at, now, zone)).toBe(text);
  });
});

describe("chat display names", () => {
  it.each([
    ["Sam", "sam@x.test", "Sam"],
    ["  ", "sam.k@x.test", "sam.k"],
    [null, "@x.test", "Anonymous"],
    [null, null, "Anonymous"],
  ])("username %j and e-mail %j show as %s", (username, email, shown) => {
    expect(displayName(username, email)).toBe(shown);
  });
});

describe("merging live and fetched messages", () => {
  it("keeps one copy per id, oldest first", () => {
    const merged = mergeMessages([{ id: 1 }, { id: 3 }], [{ id: 3 }, { id: 2 }, { id: 4 }]);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3, 4]);
  });
});

describe("applying a catch-up answer", () => {
  const shown = [{ id: 10 }, { id: 11 }, { id: 12 }];
  it("drops the messages deleted within the range it checked and adds what was missed", () => {
    const after = applyCatchUp(shown, { messages: [{ id: 14 }], present: [10, 12], from: 10, after: 12 });
    expect(after.map((m) => m.id)).toEqual([10, 12, 14]);
  });

  it("keeps a live message that arrived while the answer was on its way (newer than the range asked)", () => {
    // The request asked about 10..12; message 13 came over the socket before the answer.
    const withLive = [...shown, { id: 13 }];
    const after = applyCatchUp(withLive, { messages: [], present: [10, 11, 12], from: 10, after: 12 });
    expect(after.map((m) => m.id)).toEqual([10, 11, 12, 13]);
  });

  it("leaves messages older than a clamped range alone", () => {
    const after = applyCatchUp(shown, { messages: [], present: [12], from: 12, after: 12 });
    expect(after.map((m) => m.id)).toEqual([10, 11, 12]);
  });
});
