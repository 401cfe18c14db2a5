// Coaching's pure rules: the calendar invitation (RFC 5545: UTC times with Z, escaped
// text, lines folded at 75 octets, CRLF) and the request form (future, within 60 days,
// three distinct times, read on the member's clock).
import { describe, expect, it } from "vitest";
import { buildInvitation, foldLine, icsText } from "~/coaching/ics";
import { sessionRequest } from "~/coaching/forms";
import { parseForm } from "~/forms/parse";

const invite = (over: Partial<Parameters<typeof buildInvitation>[0]> = {}) =>
  buildInvitation({
    method: "REQUEST",
    uid: "coaching-7@glowup.test",
    stamp: new Date("2026-11-27T00:50:00.123Z"),
    start: new Date("2026-12-01T17:30:00Z"),
    end: new Date("2026-12-01T18:15:00Z"),
    summary: "Glowup coaching: skin; sleep, and diet\\routine",
    description: "Line one\nline two",
    url: "https://meet.example/abc",
    organizer: "coach@glowup.test",
    attendee: "member@glowup.test",
    ...over,
  });

const unfold = (ics: string) => ics.replace(/\r\n /g, "");

describe("the calendar invitation", () => {
  it("writes times in UTC with Z, a UID, a stamp and the method, with CRLF line endings", () => {
    const ics = invite();
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = unfold(ics).split("\r\n");
    expect(lines).toContain("METHOD:REQUEST");
    expect(lines).toContain("UID:coaching-7@glowup.test");
    expect(lines).toContain("DTSTAMP:20261127T005000Z");
    expect(lines).toContain("DTSTART:20261201T173000Z");
    expect(lines).toContain("DTEND:20261201T181500Z");
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines.at(-2)).toBe("END:VCALENDAR");
  });

  it("escapes backslashes, semicolons, commas and newlines in text", () => {
    expect(icsText("a;b,c\\d\ne")).toBe("a\\;b\\,c\\\\d\\ne");
    const lines = unfold(invite()).split("\r\n");
    expect(lines).toContain("SUMMARY:Glowup coaching: skin\\; sleep\\, and diet\\\\routine");
    expect(lines).toContain("DESCRIPTION:Line one\\nline two");
  });

  it("withdraws the same event with METHOD:CANCEL and a higher sequence", () => {
    const lines = unfold(invite({ method: "CANCEL" })).split("\r\n");
    expect(lines).toContain("METHOD:CANCEL");
    expect(lines).toContain("STATUS:CANCELLED");
    expect(lines).toContain("SEQUENCE:1");
    expect(lines).toContain("UID:coaching-7@glowup.test");
  });

  it("folds lines longer than 75 octets, counting bytes and never splitting a character", () => {
    const long = `SUMMARY:${"é".repeat(60)}${"x".repeat(50)}`;
    const folded = foldLine(long);
    const bytes = (s: string) => new TextEncoder().encode(s).length;
    for (const line of folded.split("\r\n")) expect(bytes(line)).toBeLessThanOrEqual(75);
    expect(
      folded
        .split("\r\n")
        .slice(1)
        .every((l) => l.startsWith(" ")),
    ).toBe(true);
    expect(folded.replace(/\r\n /g, "")).toBe(long);
    expect(foldLine("short")).toBe("short");
    const ics = invite({ description: "word ".repeat(80) });
    for (const line of ics.split("\r\n")) expect(bytes(line)).toBeLessThanOrEqual(75);
  });
});

describe("the session request form", () => {
  const now = new Date("2026-11-27T12:00:00Z");
  const parse = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ topic: "My skin routine", zone: "America/New_York", ...fields }))
      form.set(k, v);
    return parseForm(form, sessionRequest(now), { keys: ["topic", "zone", "time1", "time2", "time3"] });
  };

  it("reads the times on the member's clock and stores UTC instants", () => {
    const parsed = parse({ time1: "2026-12-01T09:00", time2: "2026-12-02T18:30", time3: "2026-12-03T07:15" });
    expect(parsed.ok).toBe(true);
    if (parsed.ok)
      expect(parsed.value.times.map((t) => t.toISOString())).toEqual([
        "2026-12-01T14:00:00.000Z",
        "2026-12-02T23:30:00.000Z",
        "2026-12-03T12:15:00.000Z",
      ]);
  });

  it("refuses past, too distant and repeated times with a message on each field", () => {
    const parsed = parse({ time1: "2026-11-27T06:00", time2: "2027-02-01T09:00", time3: "2026-11-27T06:00" });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.errors.time1).toBe("Choose a time in the future.");
      expect(parsed.errors.time2).toBe("Choose a time within the next 60 days.");
      expect(parsed.values.time2).toBe("2027-02-01T09:00");
    }
    const same = parse({ time1: "2026-12-01T09:00", time2: "2026-12-01T09:00", time3: "2026-12-01T25:00" });
    expect(same.ok).toBe(false);
    if (!same.ok) {
      expect(same.errors.time2).toBe("Choose three different times.");
      expect(same.errors.time3).toBe("Choose a date and time.");
    }
  });
});
