import { describe, expect, it } from "vitest";
import { displayName, formatMessageTime, isTimeZone, mergeMessages } from "~/chat/rules";

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

  it("accepts real time zones only", () => {
    expect(isTimeZone("Europe/Paris")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(isTimeZone("")).toBe(false);
    expect(isTimeZone(undefined)).toBe(false);
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

describe("the member's time zone", () => {
  const request = (cookie?: string, cfZone?: string) => {
    const r = new Request("http://localhost/chat", { headers: cookie ? { Cookie: cookie } : {} });
    if (cfZone) Object.defineProperty(r, "cf", { value: { timezone: cfZone } });
    return r;
  };
  it("prefers the zone the browser reported, then Cloudflare's guess, then UTC", async () => {
    const { memberTimeZone } = await import("~/chat/time-zone.server");
    expect(memberTimeZone(request("a=1; gu_tz=Asia%2FTokyo", "Europe/Paris"))).toBe("Asia/Tokyo");
    expect(memberTimeZone(request("gu_tz=Not%2FAZone", "Europe/Paris"))).toBe("Europe/Paris");
    expect(memberTimeZone(request(undefined, "Nowhere"))).toBe("UTC");
    expect(memberTimeZone(request())).toBe("UTC");
  });
});
