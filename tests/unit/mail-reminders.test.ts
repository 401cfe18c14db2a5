// The reminder's timing rule and the mail bodies, without a runtime.
import { describe, expect, it } from "vitest";
import { renderMail } from "~/mail/template";
import { streakReminderMail, verificationMail } from "~/mail/messages";
import { dueZones } from "~/reminders/rules";

describe("dueZones: a zone is due from its 19:00 until midnight", () => {
  it.each([
    // [instant, zone, due, today]
    ["2026-11-23T18:59:59Z", "UTC", false, null],
    ["2026-11-23T19:00:00Z", "UTC", true, "2026-11-23"],
    ["2026-11-23T23:59:59Z", "UTC", true, "2026-11-23"],
    ["2026-11-24T00:00:00Z", "UTC", false, null],
    // New York in winter is UTC-5: 19:00 there is 00:00 UTC the next day.
    ["2026-11-23T23:59:59Z", "America/New_York", false, null],
    ["2026-11-24T00:00:00Z", "America/New_York", true, "2026-11-23"],
    // In summer (EDT, UTC-4) the same evening starts an hour earlier in UTC.
    ["2026-07-01T23:00:00Z", "America/New_York", true, "2026-07-01"],
    // Kolkata is UTC+5:30: its 19:00 is 13:30 UTC.
    ["2026-11-23T13:29:00Z", "Asia/Kolkata", false, null],
    ["2026-11-23T13:30:00Z", "Asia/Kolkata", true, "2026-11-23"],
  ] as const)("%s in %s: due %s", (at, zone, due, today) => {
    const found = dueZones(new Date(at), [zone]);
    expect(found.length > 0).toBe(due);
    if (today) expect(found[0]).toEqual({ stored: zone, today, yesterday: expect.any(String) as string });
  });

  it("a missing or unknown zone counts in UTC and keeps the stored value for the query", () => {
    expect(dueZones(new Date("2026-11-23T19:30:00Z"), [null, "Mars/Olympus"])).toEqual([
      { stored: null, today: "2026-11-23", yesterday: "2026-11-22" },
      { stored: "Mars/Olympus", today: "2026-11-23", yesterday: "2026-11-22" },
    ]);
  });

  it("yesterday crosses month and year ends", () => {
    expect(dueZones(new Date("2027-01-01T20:00:00Z"), ["UTC"])[0].yesterday).toBe("2026-12-31");
  });
});

describe("mail bodies", () => {
  it("the HTML escapes what members typed (their name) and keeps the link whole", () => {
    const mail = verificationMail({
      name: '<b>Eve</b> & "co"',
      url: "https://glowup.example/auth/verify?token=a.b&x=1",
      ttlSeconds: 86_400,
    });
    expect(mail.html).toContain("&lt;b&gt;Eve&lt;/b&gt; &amp; &quot;co&quot;");
    expect(mail.html).not.toContain("<b>Eve</b>");
    expect(mail.html).toContain('href="https://glowup.example/auth/verify?token=a.b&amp;x=1"');
    expect(mail.text).toContain('Hi <b>Eve</b> & "co",');
    expect(mail.text).toContain("Verify my address: https://glowup.example/auth/verify?token=a.b&x=1");
    expect(mail.text).toContain("expires in 24 hours");
  });

  it("every mail ends with why the member got it, in both bodies", () => {
    const mail = renderMail({
      subject: "S",
      greeting: "Hi",
      paragraphs: ["p"],
      action: { label: "Go", url: "https://x.example/" },
      reason: "You got this mail because of a test.",
    });
    expect(mail.text.trimEnd().endsWith("You got this mail because of a test.")).toBe(true);
    expect(mail.html).toContain("You got this mail because of a test.");
  });

  it("the reminder names the streak, the task, and carries the unsubscribe link in both bodies", () => {
    const mail = streakReminderMail({
      name: "Ana",
      streak: 12,
      task: { title: "Drink water", description: "Eight glasses." },
      progressUrl: "https://g.example/progress",
      unsubscribeUrl: "https://g.example/reminders/unsubscribe?token=t",
      settingsUrl: "https://g.example/settings",
    });
    expect(mail.subject).toBe("Your 12-day streak ends at midnight");
    expect(mail.text).toContain("Today's daily task: Drink water. Eight glasses.");
    expect(mail.text).toContain("Unsubscribe from streak reminders: https://g.example/reminders/unsubscribe?token=t");
    expect(mail.html).toContain('href="https://g.example/reminders/unsubscribe?token=t"');
  });
});
