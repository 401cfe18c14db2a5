// Issue #41 (decision 052): every action costs at most two D1 round trips, one read batch
// and one write batch, counted by the same wrapper as the pages (countedFetch in
// ./helpers.ts; pages: ./one-round-trip.test.ts). Each case also checks that the action did
// its work (its redirect or answer), so a cheap failure cannot pass for a cheap success.
import { beforeAll, describe, expect, it } from "vitest";
import { calendarDay } from "~/calendar/days";
import { guideChecklistItems } from "~/content/checklists";
import { dailyFive } from "~/game/daily";
import { buildRoutine, itemsOn, readRoutine } from "~/plan/plan";
import { challenges as seedChallenges } from "../../db/seed-data.mjs";
import { coachingSessionsOf, member, staffMember, type Member } from "./factories";
import { localValue } from "~/coaching";
import { battleOfInvitation, pendingInvitationTo } from "./readers";
import { normalJpeg, normalPng } from "./scan-images";

const ACTION_BUDGET = 2;

let player: Member, starter: Member, pro: Member, host: Member, guest: Member, buyer: Member;
const today = () => dailyFive(seedChallenges, calendarDay(new Date(), "UTC"));

beforeAll(async () => {
  [player, starter, pro, host, guest, buyer] = await Promise.all([
    member({ prefix: "act-player", profile: { timeZone: "UTC" } }),
    member({ prefix: "act-starter", subscription: { tier: "starter" } }),
    member({ prefix: "act-pro", subscription: { tier: "pro" } }),
    member({ prefix: "act-host" }),
    member({ prefix: "act-guest" }),
    member({ prefix: "act-buyer" }),
  ]);
}, 60_000);

/** Posts a form as `who` with the counter on; the answer must be `status` within the budget. */
async function action(who: Member, path: string, fields: Record<string, string> | FormData, status = 303) {
  const out = await who.b.counted(who.b.postRequest(path, fields));
  expect(out.status, out.sql).toBe(status);
  expect(out.trips, `${path} ${JSON.stringify(fields)}: ${out.sql}`).toBeLessThanOrEqual(ACTION_BUDGET);
  return out;
}

describe("an action costs at most two D1 round trips: one read batch, one write batch", () => {
  it("starting and completing one of today's challenges, and the daily task", async () => {
    const id = today()[0].id;
    await action(player, "/progress?tab=challenges", { intent: "start", challengeId: id, zone: "UTC" });
    const done = await action(player, "/progress?tab=challenges", { intent: "complete", challengeId: id, zone: "UTC" });
    expect(done.sql).toMatch(/insert into "activity_log"/);
    const task = await action(player, "/progress?tab=challenges", { intent: "daily-task", zone: "UTC" });
    expect(task.sql).toMatch(/insert into "activity_log"/);
    // The member home posts the same forms.
    await action(player, "/?index", { intent: "start", challengeId: today()[1].id, zone: "UTC" });
    // The offline queue's send: its key is stored in the write batch (decision 081).
    const key = crypto.randomUUID().replaceAll("-", "");
    const queued = await action(player, "/?index", {
      intent: "complete",
      challengeId: today()[1].id,
      zone: "UTC",
      key,
    });
    expect(queued.sql).toMatch(/insert into "client_keys"/);
    expect(queued.sql).toMatch(/insert into "activity_log"/);
  });

  it("ticking an item of the personal plan (decision 074)", async () => {
    // The pro member's plan, from the assessment (its own post, not counted here).
    expect(
      (await pro.b.post("/assessment", { step: "4", intent: "results", q0: "0", q1: "1", q2: "1", q3: "0", q4: "0" }))
        .status,
    ).toBe(200);
    const [item] = itemsOn(readRoutine(buildRoutine([0, 1, 1, 0, 0])), calendarDay(new Date(), "UTC"));
    const out = await action(pro, "/plan/tick", { item: item.id, zone: "UTC" });
    expect(out.sql).toMatch(/insert into "activity_log"/);
  });

  it("ticking a guide's checklist item", async () => {
    const [item] = [...guideChecklistItems().keys()];
    const out = await action(starter, "/guides/check", { item, key: crypto.randomUUID().replaceAll("-", "") });
    expect(out.sql).toMatch(/insert into "client_keys"/);
    expect(out.sql).toMatch(/insert into "activity_log"/);
  });

  it("sending a chat message", async () => {
    const out = await action(player, "/chat", {
      intent: "send",
      channel: "general",
      clientId: crypto.randomUUID().replaceAll("-", ""),
      message: "Counting round trips",
    });
    expect(out.sql).toMatch(/insert into "chat_messages"/);
  });

  it("a battle: invite, accept, and won by the ordinary Complete", async () => {
    const challengeId = today()[2].id;
    // In development the mail lands in the dev mailbox, a D1 table standing in for the mail
    // provider's HTTP call (no D1 trip in production): the invitee's battle mails are off here.
    await action(guest, "/settings/battle-mails", { battleMails: "off" });
    await action(host, "/progress?tab=battles", { intent: "invite", username: guest.username, challengeId });
    const invitationId = await pendingInvitationTo(guest.id);
    expect(invitationId).not.toBeNull();
    await action(guest, "/progress?tab=inbox", { intent: "accept", invitationId: String(invitationId) });
    expect(await battleOfInvitation(invitationId)).not.toBeNull();
    await action(guest, "/progress", { intent: "start", challengeId });
    const won = await action(guest, "/progress", { intent: "complete", challengeId });
    expect(won.sql).toMatch(/update "battle_matches"/);
    expect((await battleOfInvitation(invitationId))?.winnerId).toBe(guest.id);
  });

  it("leaving the leagues", async () => {
    const out = await action(guest, "/settings/leagues", { leagues: "off" });
    expect(out.sql).toMatch(/delete from "league_places"/);
  });

  it("following and unfollowing a member (decision 078)", async () => {
    const followed = await action(guest, "/friends", { intent: "follow", username: host.username, from: "rankings" });
    expect(followed.sql).toMatch(/insert into "follows"/);
    const gone = await action(guest, "/friends", { intent: "unfollow", username: host.username });
    expect(gone.sql).toMatch(/delete from "follows"/);
  });

  it("the battle emails switch", async () => {
    const out = await action(guest, "/settings/battle-mails", { battleMails: "on" });
    expect(out.sql).toMatch(/update "user_profiles"/);
  });

  it("a face scan upload", async () => {
    const form = new FormData();
    form.append("photo", new Blob([normalJpeg(620, 800) as BlobPart], { type: "image/jpeg" }), "me.jpg");
    const out = await action(pro, "/face-scanner", form);
    expect(out.res.headers.get("Location")).toMatch(/\/face-scanner\/scans\/\d+/);
  });

  it("settings: the reminders switch and a new username", async () => {
    await action(player, "/settings/reminders", { reminders: "off" });
    await action(player, "/settings/push", { intent: "unsubscribe" });
    await action(player, "/account", { username: `${player.username.slice(0, 14)}-new` });
  });

  it("the support desk: asking (with a screenshot), replying and closing; staff's reply and close; an admin's grant", async () => {
    const ask = new FormData();
    ask.append("topic", "bug");
    ask.append("message", "Counting the desk's round trips");
    ask.append("screenshot", new Blob([normalPng(320, 240) as BlobPart], { type: "image/png" }), "shot.png");
    const asked = await action(pro, "/support/new", ask);
    expect(asked.sql).toMatch(/insert into "support_requests"/);
    const thread = asked.res.headers.get("Location")!;
    const id = thread.split("/").pop()!;
    await action(pro, thread, { intent: "reply", message: "One more detail" });
    const staff = await staffMember(["support", "admin"]);
    // The reply mails the member: in development the mail is a row of the dev mailbox (a
    // third write); in production it goes to the mail provider over HTTP, not to D1.
    const answered = await staff.b.counted(
      staff.b.postRequest(`/staff/support/${id}`, { intent: "reply", message: "Answer" }),
    );
    expect(answered.status).toBe(303);
    expect(answered.sql).toMatch(/insert into "staff_audit"/);
    expect(answered.trips - (answered.sql.match(/insert into "dev_mailbox"/g) ?? []).length).toBeLessThanOrEqual(
      ACTION_BUDGET,
    );
    const closed = await action(staff, `/staff/support/${id}`, { intent: "close" });
    expect(closed.sql).toMatch(/update "support_requests"/);
    await action(staff, "/staff/roles", { intent: "grant", email: starter.email, role: "coach" });
    await action(pro, "/support/new", { topic: "other", message: "A second question to close myself" }).then((out) =>
      action(pro, out.res.headers.get("Location")!, { intent: "close" }),
    );
  });

  it("coaching: an Elite member asks and cancels; a coach confirms (the mails aside) and cancels", async () => {
    const elite = await member({ prefix: "act-elite", subscription: { tier: "elite" } });
    const when = (days: number) => localValue(Date.now() + days * 86_400_000, "UTC");
    const ask = {
      intent: "request",
      topic: "Counting trips",
      zone: "UTC",
      time1: when(2),
      time2: when(3),
      time3: when(4),
    };
    const asked = await action(elite, "/coaching", ask);
    expect(asked.sql).toMatch(/insert into "coaching_sessions"/);
    const [first] = await coachingSessionsOf(elite.id);
    await action(elite, `/coaching?id=${first.id}`, { intent: "cancel" });
    await action(elite, "/coaching", ask);
    const [, second] = await coachingSessionsOf(elite.id);
    const coach = await staffMember(["coach"]);
    const confirmed = await coach.b.counted(
      coach.b.postRequest(`/staff/coaching?id=${second.id}`, {
        intent: "confirm",
        choice: "1",
        link: "https://meet.example/trips",
      }),
    );
    expect(confirmed.status).toBe(303);
    expect(confirmed.sql).toMatch(/insert into "staff_audit"/);
    // The invitations go to the dev mailbox in one batch here; in production, over HTTP.
    expect(confirmed.trips - (/insert into "dev_mailbox"/.test(confirmed.sql) ? 1 : 0)).toBeLessThanOrEqual(
      ACTION_BUDGET,
    );
  });

  it("chat moderation: a report, a follow and a block; a moderator's hide, mute, ban and lift", async () => {
    const send = (who: Member, message: string) =>
      action(who, "/chat?channel=general", {
        intent: "send",
        channel: "general",
        clientId: crypto.randomUUID().replaceAll("-", ""),
        message,
      });
    const idOf = (out: { res: Response }) => /#message-(\d+)$/.exec(out.res.headers.get("Location") ?? "")![1];
    const first = idOf(await send(host, "Counting moderation"));
    const second = idOf(await send(host, "Counting moderation again"));
    const reported = await action(guest, "/chat?channel=general", {
      intent: "report",
      channel: "general",
      messageId: first,
      reason: "spam",
    });
    expect(reported.sql).toMatch(/insert into "chat_reports"/);
    const followed = await action(guest, "/chat?channel=general", {
      intent: "follow",
      channel: "general",
      messageId: second,
    });
    expect(followed.sql).toMatch(/insert into "follows"/);
    await action(guest, "/chat?channel=general", { intent: "block", channel: "general", messageId: second });
    const moderator = await staffMember(["moderator"]);
    const hid = await action(moderator, "/staff/moderation", { intent: "hide", messageId: first });
    expect(hid.sql).toMatch(/update "chat_messages"/);
    await action(moderator, "/staff/moderation", { intent: "mute", messageId: second, length: "1h" });
    await action(moderator, "/staff/moderation", { intent: "ban", messageId: second });
    const lifted = await action(moderator, "/staff/moderation", { intent: "lift", memberId: host.id });
    expect(lifted.sql).toMatch(/delete from "chat_restrictions"/);
  });

  it("starting a checkout", async () => {
    const out = await action(buyer, "/checkout?plan=pro", { plan: "pro" });
    expect(out.res.headers.get("Location")).toMatch(/\/pay\/checkout\//);
  });
});
