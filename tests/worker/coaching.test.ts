// Coaching sessions for Elite (issue #38, decision 070): the plan's allowance per billing
// period holds under racing requests and comes back with a cancel; other members are
// told where the plan is; the coach's page and action check the role (a member's forged
// confirm changes nothing); a confirm writes one audit row and mails both an invitation.
import { describe, expect, it } from "vitest";
import { COACHING_SESSIONS_PER_PERIOD } from "~/billing";
import { localValue } from "~/coaching";
import { Browser } from "./helpers";
import { auditRows, coachingSessionsOf, member, staffMember, type Member } from "./factories";
import { latestMail } from "./readers";

const DAY = 86_400_000;
const times = (offsetDays: number) => ({
  zone: "UTC",
  time1: localValue(Date.now() + offsetDays * DAY, "UTC"),
  time2: localValue(Date.now() + (offsetDays + 1) * DAY, "UTC"),
  time3: localValue(Date.now() + (offsetDays + 2) * DAY, "UTC"),
});
const ask = (m: Member, offsetDays = 2, topic = "My morning skin routine") =>
  m.b.post("/coaching", { intent: "request", topic, ...times(offsetDays) });

describe("coaching sessions", () => {
  it("an Elite member gets the period's sessions and no more, even when two requests race", async () => {
    expect(COACHING_SESSIONS_PER_PERIOD).toBe(2);
    const elite = await member({ subscription: { tier: "elite" } });
    const page = await (await elite.b.get("/coaching")).text();
    expect(page).toContain("2 of 2 sessions");
    const raced = await Promise.all([ask(elite, 2), ask(elite, 5), ask(elite, 8)]);
    expect(raced.map((r) => r.status).sort()).toEqual([303, 303, 409]);
    const refused = raced.find((r) => r.status === 409)!;
    expect(await refused.text()).toContain("Your plan includes 2 sessions each billing period");
    let rows = await coachingSessionsOf(elite.id);
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.slot).sort()).toEqual([1, 2]);
    expect(await (await elite.b.get("/coaching")).text()).toContain("0 of 2 sessions");
    // A cancelled session gives its place back.
    const cancel = await elite.b.post(`/coaching?id=${rows[0].id}`, { intent: "cancel" });
    expect(cancel.status).toBe(303);
    expect((await ask(elite, 11)).status).toBe(303);
    rows = await coachingSessionsOf(elite.id);
    expect(rows.filter((r) => r.status !== "cancelled")).toHaveLength(2);
    expect((await ask(elite, 14)).status).toBe(409);
  });

  it("a member's sessions are in their data download, their own only", async () => {
    const elite = await member({ subscription: { tier: "elite" } });
    const other = await member({ subscription: { tier: "elite" } });
    expect((await ask(elite, 3, "Beard line and neck")).status).toBe(303);
    expect((await ask(other, 3, "Someone else's topic")).status).toBe(303);
    const data = await (
      await elite.b.get("/settings/export")
    ).json<{
      coachingSessions: { topic: string; status: string; time1: string }[];
    }>();
    expect(data.coachingSessions).toEqual([
      expect.objectContaining({ topic: "Beard line and neck", status: "requested", time1: expect.any(String) }),
    ]);
  });

  it("a member on another plan is told coaching comes with Elite, and nothing is stored", async () => {
    const pro = await member({ subscription: { tier: "pro" } });
    const page = await (await pro.b.get("/coaching")).text();
    expect(page).toContain("Coaching sessions come with the Elite plan");
    expect(page).toContain('href="/pricing"');
    const res = await ask(pro);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain("Coaching sessions come with the Elite plan");
    expect(await coachingSessionsOf(pro.id)).toHaveLength(0);
  });

  it("bad times get a message per field and keep the input", async () => {
    const elite = await member({ subscription: { tier: "elite" } });
    const res = await elite.b.post("/coaching", {
      intent: "request",
      topic: "Posture",
      zone: "UTC",
      time1: localValue(Date.now() - DAY, "UTC"),
      time2: localValue(Date.now() + 90 * DAY, "UTC"),
      time3: localValue(Date.now() + 3 * DAY, "UTC"),
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Choose a time in the future.");
    expect(html).toContain("Choose a time within the next 60 days.");
    expect(html).toContain("Posture");
    expect(await coachingSessionsOf(elite.id)).toHaveLength(0);
  });

  it("the coach's page and action check the role; a member's forged confirm changes nothing", async () => {
    const elite = await member({ subscription: { tier: "elite" } });
    expect((await ask(elite)).status).toBe(303);
    const [session] = await coachingSessionsOf(elite.id);
    const support = await staffMember(["support"]);
    const forged = { intent: "confirm", choice: "1", link: "https://meet.example/x" };
    const path = `/staff/coaching?id=${session.id}`;
    const out = new Browser();
    expect((await out.get("/staff/coaching")).status).toBe(302);
    expect((await elite.b.get("/staff/coaching")).status).toBe(404);
    expect((await support.b.get("/staff/coaching")).status).toBe(403);
    expect((await out.post(path, forged)).status).toBe(302);
    expect((await elite.b.post(path, forged)).status).toBe(404);
    expect((await support.b.post(path, forged)).status).toBe(403);
    const [after] = await coachingSessionsOf(elite.id);
    expect(after.status).toBe("requested");
    expect((await auditRows()).filter((a) => a.targetKind === "session" && a.targetId === String(session.id))).toEqual(
      [],
    );
  });

  it("a coach confirms once: one audit row, the invitation mailed to both, the member's page shows it", async () => {
    const elite = await member({ subscription: { tier: "elite" } });
    expect((await ask(elite, 3, "Jawline; posture, and sleep")).status).toBe(303);
    const [session] = await coachingSessionsOf(elite.id);
    const coach = await staffMember(["coach"]);
    const queue = await (await coach.b.get("/staff/coaching")).text();
    expect(queue).toContain("Jawline; posture, and sleep");
    const path = `/staff/coaching?id=${session.id}`;
    const bad = await coach.b.post(path, { intent: "confirm", choice: "2", link: "http://meet.example/x" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("The meeting link must start with https://.");
    const confirm = { intent: "confirm", choice: "2", link: "https://meet.example/abc" };
    const [first, second] = await Promise.all([coach.b.post(path, confirm), coach.b.post(path, confirm)]);
    expect([first.status, second.status].sort()).toEqual([303, 409]);
    const [row] = await coachingSessionsOf(elite.id);
    expect(row.status).toBe("confirmed");
    expect(row.confirmedAt?.getTime()).toBe(session.time2.getTime());
    const audits = (await auditRows()).filter((a) => a.targetKind === "session" && a.targetId === String(session.id));
    expect(audits.map((a) => a.action)).toEqual(["confirm"]);
    for (const to of [elite.email, coach.email]) {
      const mail = await latestMail(to, "Coaching session confirmed");
      expect(mail, to).not.toBeNull();
      const [ics] = JSON.parse(mail.attachments ?? "[]") as { content: string; contentType: string }[];
      expect(ics.contentType).toContain("method=REQUEST");
      const stamp = session.time2
        .toISOString()
        .replace(/[-:]/g, "")
        .replace(/\.\d{3}/, "");
      expect(ics.content).toContain(`DTSTART:${stamp}\r\n`);
      expect(ics.content).toContain("SUMMARY:Glowup coaching: Jawline\\; posture\\, and sleep");
    }
    const page = await (await elite.b.get("/coaching")).text();
    expect(page).toContain("https://meet.example/abc");
    // The coach cancels: one more audit row, and both are mailed the withdrawal.
    expect((await coach.b.post(path, { intent: "cancel" })).status).toBe(303);
    expect((await coach.b.post(path, { intent: "cancel" })).status).toBe(303);
    const after = (await auditRows()).filter((a) => a.targetKind === "session" && a.targetId === String(session.id));
    expect(after.map((a) => a.action)).toEqual(["confirm", "cancel"]);
    const cancelled = await latestMail(elite.email, "Coaching session cancelled");
    expect(cancelled?.attachments).toContain("METHOD:CANCEL");
    expect(await latestMail(coach.email, "Coaching session cancelled")).not.toBeNull();
  });
});
