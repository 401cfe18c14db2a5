// The streak reminder (issue #27): who the hourly run mails (their 19:00 has come, a
// streak of 2+ whose last day played was yesterday, reminders on, not reminded today,
// not deleted), exactly once even when runs overlap or repeat; the mail itself; the
// Settings switch; and the unsubscribe link (works signed out, once, not forged or late).
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { addDays, calendarDay } from "~/calendar/days";
import { database } from "~/db.server";
import { activeChallengesQuery, dailyFive, dailyTaskFor } from "~/game/index.server";
import { sendStreakReminders } from "~/reminders/index.server";
import { unsubscribeToken, UNSUBSCRIBE_TTL_MS } from "~/reminders/token.server";
import { sign } from "~/security/signing.server";
import worker from "../worker-entry";
import { appFetch, Browser, ORIGIN } from "./helpers";
import { member, setProfile, type Member } from "./factories";
import { mailsTo } from "./readers";
import { appEnv } from "./app-env";

const SUBJECT = "streak ends at midnight";
const html = (res: Response) => res.text();

/** A member whose streak stands at `streak`, last played on the day before `now`'s day in `zone`. */
async function streaker(now: Date, zone: string | null, streak: number, extra: { playedToday?: boolean } = {}) {
  const m = await member({ prefix: "streak" });
  const today = calendarDay(now, zone);
  await setProfile(m.id, {
    timeZone: zone,
    currentStreak: streak,
    longestStreak: streak,
    lastActivityDate: extra.playedToday ? today : addDays(today, -1),
  });
  return m;
}

const reminded = async (m: Member) => (await mailsTo(m.email, SUBJECT)).length;
const run = (at: string | Date) => sendStreakReminders(appEnv, new Date(at));

/** The link in the newest reminder's text that unsubscribes. */
async function unsubscribeLink(m: Member) {
  const [mail] = (await mailsTo(m.email, SUBJECT)).slice(-1);
  const url = mail?.text.match(/https?:\/\/\S+\/reminders\/unsubscribe\?token=\S+/)?.[0];
  if (!url) throw new Error("no unsubscribe link");
  return new URL(url);
}

describe("who the hourly run reminds", () => {
  it("a member whose 19:00 has come, and not one minute before; other zones wait for their own evening", async () => {
    // 19:00 in New York (EST) is 00:00 UTC of the next day; Tokyo is at 09:00 then.
    const at = new Date("2026-11-24T00:00:00Z");
    const ny = await streaker(at, "America/New_York", 3);
    const tokyo = await streaker(at, "Asia/Tokyo", 3);
    await run("2026-11-23T23:59:59Z");
    expect(await reminded(ny)).toBe(0);
    await run(at);
    expect(await reminded(ny)).toBe(1);
    expect(await reminded(tokyo)).toBe(0);
    // Tokyo's 19:00 is 10:00 UTC.
    await run("2026-11-24T10:00:00Z");
    expect(await reminded(tokyo)).toBe(1);
  });

  it("a member without a stored zone counts in UTC, like their day", async () => {
    const at = new Date("2026-11-25T19:00:00Z");
    const none = await streaker(at, null, 4);
    await run("2026-11-25T18:59:00Z");
    expect(await reminded(none)).toBe(0);
    await run(at);
    expect(await reminded(none)).toBe(1);
  });

  it("only streaks of 2 days or more: 0 and 1 get nothing", async () => {
    const at = new Date("2026-11-26T19:30:00Z");
    const [zero, one, two] = [await streaker(at, "UTC", 0), await streaker(at, "UTC", 1), await streaker(at, "UTC", 2)];
    await run(at);
    expect([await reminded(zero), await reminded(one), await reminded(two)]).toEqual([0, 0, 1]);
  });

  it("nobody who already played today, and nobody whose streak already broke", async () => {
    const at = new Date("2026-11-27T19:30:00Z");
    const active = await streaker(at, "UTC", 5, { playedToday: true });
    const broken = await streaker(at, "UTC", 5);
    await setProfile(broken.id, { lastActivityDate: addDays(calendarDay(at, "UTC"), -2) });
    await run(at);
    expect(await reminded(active)).toBe(0);
    expect(await reminded(broken)).toBe(0);
  });

  it("nobody who turned reminders off in Settings; turned back on, they are reminded", async () => {
    const at = new Date("2026-11-28T19:30:00Z");
    const m = await streaker(at, "UTC", 3);
    expect(await html(await m.b.get("/settings"))).toContain("Reminders are on");
    const off = await m.b.post("/settings/reminders", { reminders: "off" });
    expect(off.headers.get("Location")).toBe("/settings");
    expect(await html(await m.b.follow(off))).toContain("Reminders are off");
    await run(at);
    expect(await reminded(m)).toBe(0);
    await m.b.post("/settings/reminders", { reminders: "on" });
    await run("2026-11-28T20:30:00Z");
    expect(await reminded(m)).toBe(1);
  });

  it("a bad switch value changes nothing and says so", async () => {
    const m = await member({ prefix: "switch" });
    const res = await m.b.post("/settings/reminders", { reminders: "maybe" });
    expect(await html(await m.b.follow(res))).toContain("Choose on or off.");
    expect(await html(await m.b.get("/settings"))).toContain("Reminders are on");
  });

  it("once a day: later runs that evening send nothing more", async () => {
    const at = new Date("2026-11-29T19:10:00Z");
    const m = await streaker(at, "UTC", 3);
    await run(at);
    await run("2026-11-29T20:00:00Z");
    await run("2026-11-29T23:00:00Z");
    expect(await reminded(m)).toBe(1);
  });

  it("nobody who deleted their account", async () => {
    const at = new Date("2026-11-30T19:30:00Z");
    const m = await streaker(at, "UTC", 3);
    const deleted = await m.b.post("/settings", { password: "secret123" });
    expect(deleted.status).toBe(303);
    await run(at);
    expect(await reminded(m)).toBe(0);
  });

  it("two overlapping runs mail each member once", async () => {
    const at = new Date("2026-12-01T19:30:00Z");
    const members = await Promise.all([1, 2, 3].map(() => streaker(at, "Europe/London", 3)));
    const runs = await Promise.all([run(at), run(at), run(at)]);
    for (const m of members) expect(await reminded(m)).toBe(1);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBeGreaterThanOrEqual(members.length);
  });

  it("the Cron Trigger's scheduled handler runs it", async () => {
    const at = new Date("2026-12-02T19:05:00Z");
    const m = await streaker(at, "UTC", 2);
    const ctx = createExecutionContext();
    worker.scheduled(createScheduledController({ scheduledTime: at.getTime(), cron: "0 * * * *" }), appEnv, ctx);
    await waitOnExecutionContext(ctx);
    expect(await reminded(m)).toBe(1);
  });
});

describe("the reminder mail", () => {
  it("names the streak and today's daily task, links to /progress, and carries the unsubscribe headers", async () => {
    const at = new Date("2026-12-03T19:30:00Z");
    const m = await streaker(at, "UTC", 6);
    await run(at);
    const [mail] = await mailsTo(m.email, SUBJECT);
    expect(mail.subject).toBe("Your 6-day streak ends at midnight");
    const active = await activeChallengesQuery(database(appEnv));
    const task = dailyTaskFor(m.id, "2026-12-03", active, dailyFive(active, "2026-12-03"));
    expect(mail.text).toContain(`Today's daily task: ${task!.title}.`);
    expect(mail.text).toContain(`Open my progress: ${ORIGIN}/progress\n`);
    expect(mail.text).toContain("You got this mail because streak reminders are on in your Glowup settings.");
    expect(mail.html).toContain(`href="${ORIGIN}/progress"`);
    expect(mail.html).toContain("You got this mail because streak reminders are on");
    const headers = JSON.parse(mail.headers!) as Record<string, string>;
    const link = (await unsubscribeLink(m)).toString();
    expect(headers["List-Unsubscribe"]).toBe(`<${link}>`);
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  });

  it("the /progress link signs nobody in", async () => {
    const res = await new Browser().get("/progress");
    expect(res.headers.get("Location")).toMatch(/^\/auth\?redirect=/);
  });
});

describe("the unsubscribe link", () => {
  async function remindedMember(day: string) {
    const at = new Date(`${day}T19:30:00Z`);
    const m = await streaker(at, "UTC", 3);
    await run(at);
    return { m, link: await unsubscribeLink(m) };
  }
  const remindersState = async (m: Member) => (await html(await m.b.get("/settings"))).includes("Reminders are on");

  it("works signed out and without JavaScript: GET only asks, the button unsubscribes", async () => {
    const { m, link } = await remindedMember("2026-12-04");
    const visitor = new Browser();
    const page = await visitor.get(link.pathname + link.search);
    expect(await html(page)).toContain("Unsubscribe");
    await visitor.get(link.pathname + link.search);
    expect(await remindersState(m)).toBe(true);
    const token = link.searchParams.get("token")!;
    const done = await visitor.post(link.pathname + link.search, { token });
    expect(done.status).toBe(200);
    expect(await html(done)).toContain("You are unsubscribed");
    expect(await remindersState(m)).toBe(false);
  });

  it("a mail provider's one-click POST unsubscribes (no Origin, no cookies, token in the URL)", async () => {
    const { m, link } = await remindedMember("2026-12-05");
    const res = await appFetch(link.toString(), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);
    expect(await remindersState(m)).toBe(false);
  });

  it("works once: reused after the member turned reminders back on, it changes nothing", async () => {
    const { m, link } = await remindedMember("2026-12-06");
    const token = link.searchParams.get("token")!;
    expect((await new Browser().post(link.pathname + link.search, { token })).status).toBe(200);
    await m.b.post("/settings/reminders", { reminders: "on" });
    const again = await new Browser().post(link.pathname + link.search, { token });
    expect(again.status).toBe(409);
    expect(await html(again)).toContain("This link has already been used");
    expect(await remindersState(m)).toBe(true);
  });

  it("a forged token is refused: altered, signed for something else, or for a day never mailed", async () => {
    const { m, link } = await remindedMember("2026-12-07");
    const token = link.searchParams.get("token")!;
    const [body, mac] = token.split(".");
    const altered = `${body.slice(0, -2)}${body.endsWith("A") ? "B" : "A"}${body.slice(-1)}.${mac}`;
    const otherPurpose = await sign(
      { p: "chat-ticket", u: m.id, d: "2026-12-07", e: Date.now() + 60_000 },
      "test-secret-test-secret-test-secret-0123",
    );
    const wrongSecret = await sign(
      { p: "reminders-unsubscribe", u: m.id, d: "2026-12-07", e: Date.now() + 60_000 },
      "another-secret-another-secret-0000000",
    );
    for (const bad of [altered, otherPurpose, wrongSecret, "nonsense"]) {
      const page = await new Browser().get(`/reminders/unsubscribe?token=${encodeURIComponent(bad)}`);
      expect(await html(page)).toContain("This link is not valid");
      const res = await new Browser().post(`/reminders/unsubscribe`, { token: bad });
      expect(res.status).toBe(400);
    }
    // Signed by the app, but no reminder was mailed that day: nothing to use up.
    const neverMailed = await unsubscribeToken(appEnv, m.id, "2026-01-01");
    expect((await new Browser().post(`/reminders/unsubscribe`, { token: neverMailed })).status).toBe(409);
    expect(await remindersState(m)).toBe(true);
  });

  it("an expired link is refused and says so", async () => {
    const { m } = await remindedMember("2026-12-08");
    const old = await unsubscribeToken(appEnv, m.id, "2026-12-08", Date.now() - UNSUBSCRIBE_TTL_MS - 1000);
    const res = await new Browser().post(`/reminders/unsubscribe`, { token: old });
    expect(res.status).toBe(400);
    expect(await html(res)).toContain("This link has expired");
    expect(await remindersState(m)).toBe(true);
  });
});
