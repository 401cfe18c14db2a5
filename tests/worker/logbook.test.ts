// The Elite progress log and monthly review (issue #37), through the Worker: entries are
// saved, merged, edited and deleted with plain forms, in the member's units; bad input
// keeps what was typed; the hourly job writes and mails one review per member and month
// even when the Cron runs twice at once; the mail's unsubscribe link works once; Settings
// turns the mail off; the export carries the log and account deletion removes it.
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { addDays, calendarDay } from "~/calendar/days";
import { addMonths, monthOf, monthStart } from "~/calendar/periods";
import { database, schema } from "~/db.server";
import { writeMonthlyReviews } from "~/logbook/index.server";
import { reviewFigures } from "~/logbook/review-figures";
import { claimReviews } from "~/logbook/reviews.server";
import worker from "../worker-entry";
import { appFetch, ORIGIN } from "./helpers";
import { appEnv } from "./app-env";
import { member, progressEntries, type Member } from "./factories";
import { toastText } from "./invariants";
import { mailsTo, memberRows, progressEntriesOf } from "./readers";

const today = () => calendarDay(new Date(), "UTC");
/** 08:30 UTC on the 1st of next month: the review of this month is due for members in UTC. */
const reviewTime = () => new Date(`${monthStart(addMonths(monthOf(today()), 1))}T08:30:00Z`);
const elite = (prefix: string) => member({ prefix, subscription: { tier: "elite" }, profile: { timeZone: "UTC" } });
const page = async (m: Member, path = "/progress-log") => (await m.b.get(path)).text();
const post = (m: Member, fields: Record<string, string>, path = "/progress-log") => m.b.post(path, fields);
const entryOf = (html: string, day: string) => {
  const at = html.indexOf(`data-entry="${day}"`);
  return at < 0
    ? null
    : html
        .slice(at, html.indexOf("</li>", at))
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ");
};

describe("the progress log", () => {
  it("saves today's entry, shows it in the list and the charts' sentences, and says so", async () => {
    const m = await elite("logsave");
    const saved = await post(m, {
      intent: "save",
      mode: "add",
      day: today(),
      weight: "80.4",
      sleep: "7.5",
      water: "2",
      mood: "4",
    });
    expect(saved.status).toBe(303);
    const html = await (await m.b.follow(saved)).text();
    expect(toastText(html)).toContain("Entry saved");
    expect(entryOf(html, today())).toContain("80.4 kg · 7 h 30 min sleep · 2 L water · mood Good (4)");
    expect(html).toContain("This week&#x27;s average: 80.4 kg over 1 day.");
  });

  it("a new entry for a day already logged keeps that day's other values; the edit form replaces them", async () => {
    const m = await elite("logmerge");
    const day = addDays(today(), -2);
    await progressEntries(m.id, [{ day, weightG: 81_000, waistMm: 900 }]);
    await post(m, { intent: "save", mode: "add", day, sleep: "6.5" });
    expect(entryOf(await page(m), day)).toContain("81 kg · 90 cm · 6 h 30 min sleep");
    // The edit form shows every value: what it leaves empty is removed from the day.
    const editing = await page(m, `/progress-log?day=${day}`);
    expect(editing).toContain('value="81"');
    expect(editing).toContain('value="90"');
    await post(m, { intent: "save", mode: "edit", day, weight: "80.5", sleep: "6.5" }, `/progress-log?day=${day}`);
    expect(entryOf(await page(m), day)).toMatch(/80\.5 kg · 6 h 30 min sleep\s*Edit/);
  });

  it("deletes a day's entry, once", async () => {
    const m = await elite("logdelete");
    const day = addDays(today(), -1);
    await progressEntries(m.id, [{ day, weightG: 70_000 }]);
    const gone = await post(m, { intent: "delete", day });
    expect(toastText(await (await m.b.follow(gone)).text())).toContain("Entry deleted");
    expect(await memberRows(schema.progressEntries, m.id)).toBe(0);
    const again = await post(m, { intent: "delete", day });
    expect(toastText(await (await m.b.follow(again)).text())).toContain("Nothing to delete");
  });

  it("refuses bad input with a message beside the field, keeps what was typed and stores nothing", async () => {
    const m = await elite("logbad");
    const res = await post(m, { intent: "save", mode: "add", day: today(), weight: "8000", waist: "abc", sleep: "7" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Enter your weight as a number between 20 and 400 kg.");
    expect(html).toContain("Enter your waist as a number between 40 and 250 cm.");
    expect(html).toContain('value="8000"');
    expect(html).toContain('value="abc"');
    const future = await post(m, { intent: "save", mode: "add", day: addDays(today(), 2), weight: "80" });
    expect(await future.text()).toContain("You can log today or an earlier day, not a day to come.");
    const empty = await post(m, { intent: "save", mode: "add", day: today() });
    expect(await empty.text()).toContain("Fill in at least one measure.");
    expect(await memberRows(schema.progressEntries, m.id)).toBe(0);
  });

  it("in imperial units, takes pounds and inches and shows them, storing metric", async () => {
    const m = await elite("logimperial");
    const chosen = await post(m, { intent: "units", units: "imperial" });
    expect(toastText(await (await m.b.follow(chosen)).text())).toContain("Units saved");
    await post(m, { intent: "save", mode: "add", day: today(), weight: "180", waist: "33", water: "64" });
    expect(entryOf(await page(m), today())).toContain("180 lb · 33 in · 64 fl oz water");
    const [row] = await progressEntriesOf(m.id);
    expect(row).toMatchObject({ weightG: 81_647, waistMm: 838, waterMl: 1_893 });
  });

  it("another Elite member sees and deletes only their own days", async () => {
    const [mine, theirs] = [await elite("logmine"), await elite("logtheirs")];
    const day = addDays(today(), -4);
    await progressEntries(mine.id, [{ day, weightG: 66_600 }]);
    const peek = await page(theirs, `/progress-log?day=${day}`);
    expect(peek).toContain("Log a day");
    expect(peek).not.toContain("66.6");
    await post(theirs, { intent: "delete", day });
    expect(entryOf(await page(mine), day)).toContain("66.6 kg");
  });

  it("the log, the reviews and the analytics hydrate nothing: every form posts without JavaScript", async () => {
    const m = await elite("lognojs");
    for (const path of ["/progress-log", "/reviews", "/analytics"]) {
      const html = await page(m, path);
      expect(html, path).not.toContain("__remixContext");
      // No island of their own: the only module is the offline queue's, on every member page (decision 079).
      expect(html.match(/<script[^>]*type="module"[^>]*>/g), path).toEqual([
        '<script type="module" src="/islands/offline.js">',
      ]);
      for (const form of html.match(/<form\b[^>]*>/g) ?? [])
        expect(form, path).toMatch(/method="(get|post)"[^>]*action="\//);
    }
  });

  it("a member without Elite gets the gate and cannot write", async () => {
    const pro = await member({ prefix: "logpro", subscription: { tier: "pro" } });
    const html = await page(pro);
    expect(html).toContain('data-testid="access-gate"');
    expect(html).not.toContain('data-testid="progress-log"');
    const refused = await post(pro, { intent: "save", mode: "add", day: today(), weight: "80" });
    expect(refused.status).toBe(403);
    expect(await memberRows(schema.progressEntries, pro.id)).toBe(0);
  });
});

const reviewsOf = (m: Member) => memberRows(schema.monthlyReviews, m.id);
const SUBJECT = "review";

describe("the monthly review", () => {
  it("two Cron runs at once write one review and send one mail; later runs that day add nothing", async () => {
    const m = await elite("revonce");
    await progressEntries(m.id, [
      { day: monthStart(monthOf(today())), weightG: 82_000, sleepMin: 400 },
      { day: today(), weightG: 81_000, sleepMin: 460 },
    ]);
    const at = reviewTime();
    const runs = await Promise.all(
      [1, 2].map(() => {
        const ctx = createExecutionContext();
        worker.scheduled(createScheduledController({ scheduledTime: at.getTime(), cron: "0 * * * *" }), appEnv, ctx);
        return waitOnExecutionContext(ctx);
      }),
    );
    expect(runs).toHaveLength(2);
    expect(await reviewsOf(m)).toBe(1);
    expect(await mailsTo(m.email, SUBJECT)).toHaveLength(1);
    await writeMonthlyReviews(appEnv, new Date(at.getTime() + 3 * 3_600_000));
    expect(await reviewsOf(m)).toBe(1);
    expect(await mailsTo(m.email, SUBJECT)).toHaveLength(1);
  });

  it("the claim is the review's key: a second run computing the same member's review writes nothing", async () => {
    const m = await elite("revclaim");
    const month = monthOf(today());
    const figures = reviewFigures({ month, zone: "UTC", days: [], completions: [], xp: [], scans: [] });
    const db = database(appEnv);
    const [first, second] = await Promise.all([
      claimReviews(db, month, "run-a", [{ userId: m.id, figures }]),
      claimReviews(db, month, "run-b", [{ userId: m.id, figures }]),
    ]);
    expect([first.has(m.id), second.has(m.id)].sort()).toEqual([false, true]);
    expect(await reviewsOf(m)).toBe(1);
  });

  it("a page the mail provider refuses is released, then written and mailed once by the next hour's run", async () => {
    const m = await elite("revretry");
    const refusing = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("busy", { status: 503 }));
    try {
      const run = await writeMonthlyReviews({ ...appEnv, MAIL_API_KEY: "re_test" }, reviewTime());
      expect(run.released).toBeGreaterThan(0);
      expect(refusing).toHaveBeenCalled();
    } finally {
      refusing.mockRestore();
    }
    expect(await reviewsOf(m)).toBe(0);
    await writeMonthlyReviews(appEnv, new Date(reviewTime().getTime() + 3_600_000));
    expect(await reviewsOf(m)).toBe(1);
    expect(await mailsTo(m.email, SUBJECT)).toHaveLength(1);
  });

  it("is written from the member's own data, shown on the Reviews tab and mailed with its unsubscribe headers", async () => {
    const m = await elite("revtext");
    await progressEntries(m.id, [{ day: today(), weightG: 79_500, workouts: 2 }]);
    const before = await page(m, "/reviews");
    expect(before).toContain('data-testid="no-review"');
    await writeMonthlyReviews(appEnv, reviewTime());
    const html = await page(m, "/reviews");
    const month = monthOf(today());
    expect(html).toContain(`data-month="${month}"`);
    expect(html).toContain("Weight: 79.5 kg on average over 1 day");
    expect(html).toContain("Workouts: 2");
    const [mail] = await mailsTo(m.email, SUBJECT);
    expect(mail.text).toContain("Read the whole review: http://localhost/reviews?month=" + month);
    expect(mail.html).toContain("Unsubscribe from monthly review emails");
    expect(JSON.parse(mail.headers!)).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
  });

  it("is written but not mailed when review emails are off in Settings; no review for other plans", async () => {
    const quiet = await elite("revquiet");
    const off = await quiet.b.post("/settings/reviews", { reviewMails: "off" });
    expect(toastText(await (await quiet.b.follow(off)).text())).toContain("Review emails off");
    const pro = await member({ prefix: "revpro", subscription: { tier: "pro" }, profile: { timeZone: "UTC" } });
    await writeMonthlyReviews(appEnv, reviewTime());
    expect(await reviewsOf(quiet)).toBe(1);
    expect(await mailsTo(quiet.email, SUBJECT)).toHaveLength(0);
    expect(await reviewsOf(pro)).toBe(0);
  });

  it("the mail's unsubscribe link works signed out, once, by its button or a provider's one-click post", async () => {
    const m = await elite("revunsub");
    await writeMonthlyReviews(appEnv, reviewTime());
    const [mail] = await mailsTo(m.email, SUBJECT);
    const link = new URL(mail.text.match(/https?:\/\/\S+\/reviews\/unsubscribe\?token=\S+/)![0]);
    const confirm = await (await appFetch(`${ORIGIN}${link.pathname}${link.search}`)).text();
    expect(confirm).toContain('<h1 class="text-2xl font-bold">Monthly review emails</h1>');
    expect(confirm).toMatch(/<button type="submit"[^>]*>Unsubscribe<\/button>/);
    expect(confirm).not.toContain('data-testid="reviews"');
    const oneClick = await appFetch(`${ORIGIN}${link.pathname}${link.search}`, {
      method: "POST",
      body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(oneClick.status).toBe(200);
    expect(await (await m.b.get("/settings")).text()).toContain("Review emails are off");
    const again = await appFetch(`${ORIGIN}${link.pathname}${link.search}`, {
      method: "POST",
      body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(again.status).toBe(409);
  });
});

describe("your data", () => {
  it("the export carries the log, its settings and the reviews; deleting the account removes them", async () => {
    const m = await elite("revdata");
    await progressEntries(m.id, [{ day: today(), weightG: 75_000, mood: 5 }]);
    await post(m, { intent: "units", units: "imperial" });
    await writeMonthlyReviews(appEnv, reviewTime());
    const exported = await (
      await m.b.get("/settings/export")
    ).json<{
      progressLog: { settings: unknown; entries: unknown[]; monthlyReviews: { month: string }[] };
    }>();
    expect(exported.progressLog.settings).toEqual({ units: "imperial", reviewMails: true });
    expect(exported.progressLog.entries).toEqual([
      expect.objectContaining({ day: today(), weightGrams: 75_000, mood: 5, waistMillimetres: null }),
    ]);
    expect(exported.progressLog.monthlyReviews.map((r) => r.month)).toEqual([monthOf(today())]);
    const deleted = await m.b.post("/settings", { password: "secret123" });
    expect(deleted.headers.get("Location")).toBe("/#main");
    for (const table of [schema.progressEntries, schema.logbookSettings, schema.monthlyReviews])
      expect(await memberRows(table, m.id)).toBe(0);
  });
});
