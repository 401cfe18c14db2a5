// Chat moderation (issue #38, decision 076) through the real app, real D1 and real rooms:
// members report and block; moderators hide, mute, ban and lift behind the role gate, each
// action with exactly one audit row; history, catch-up and the live room all follow.
import { describe, expect, it } from "vitest";
import { MUTE_CHOICES, REPORT_RATE_COUNT } from "~/chat/moderation";
import { ACCESS_ENDED } from "~/chat/rooms/protocol";
import { appFetch, Browser, ORIGIN } from "./helpers";
import { auditRows, chatReportsOf, chatRestrictionOf, endMute, member, staffMember, type Member } from "./factories";
import { chatMessages } from "./readers";

const chatter = { prefix: "modder", domain: "mod.test" };

let seq = 0;
const send = (b: Browser, message: string, channel = "general") =>
  b.post(`/chat?channel=${channel}`, { intent: "send", channel, message, clientId: `mod-${Date.now()}-${++seq}` });

/** Sends and returns the saved message's id. */
async function said(m: Member, message: string) {
  const res = await send(m.b, message);
  expect(res.status, message).toBe(303);
  const id = Number(/#message-(\d+)$/.exec(res.headers.get("Location") ?? "")?.[1]);
  expect(id).toBeGreaterThan(0);
  return id;
}

const report = (m: Member, messageId: number, reason = "harassment") =>
  m.b.post("/chat?channel=general", { intent: "report", channel: "general", messageId: String(messageId), reason });

const moderate = (m: Member, fields: Record<string, string>) => m.b.post("/staff/moderation", fields);

const history = async (m: Member) => (await m.b.get("/chat?channel=general")).text();

type Event = { type: string; id?: number; message?: { id: number; message: string }; standing?: { kind: string } };

async function live(m: Member) {
  const res = await m.b.get("/chat/ticket?channel=general");
  expect(res.status).toBe(200);
  const { ticket } = await res.json<{ ticket: string }>();
  const ws = (
    await appFetch(`${ORIGIN}/parties/chat-room/general?ticket=${encodeURIComponent(ticket)}`, {
      headers: { Upgrade: "websocket", Origin: ORIGIN },
    })
  ).webSocket!;
  const events: Event[] = [];
  const closed: { code?: number } = {};
  ws.addEventListener("message", (e) => events.push(JSON.parse(e.data as string)));
  ws.addEventListener("close", (e) => (closed.code = e.code));
  ws.accept();
  return { ws, events, closed };
}

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 150 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  expect(check()).toBe(true);
};
const pause = () => new Promise((r) => setTimeout(r, 300));

async function newAuditRows<T>(work: () => Promise<T>) {
  const start = (await auditRows()).length;
  const result = await work();
  return { result, rows: (await auditRows()).slice(start) };
}

describe("the moderation queue checks the role in its loader and action", () => {
  it("signed out: sign in; a member: 404 and a forged form changes nothing; other staff: 403; a moderator: the page", async () => {
    const author = await member(chatter);
    const id = await said(author, "forge target");
    const plain = await member(chatter);
    const support = await staffMember(["support"]);
    const moderator = await staffMember(["moderator"]);

    const out = new Browser();
    const signedOut = await out.get("/staff/moderation");
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("Location")).toBe(`/auth?redirect=${encodeURIComponent("/staff/moderation")}`);
    expect((await plain.b.get("/staff/moderation")).status).toBe(404);
    expect((await support.b.get("/staff/moderation")).status).toBe(403);
    expect((await moderator.b.get("/staff/moderation")).status).toBe(200);

    const before = await auditRows();
    for (const intent of ["hide", "ban", "dismiss"]) {
      expect((await moderate(plain, { intent, messageId: String(id) })).status).toBe(404);
      expect((await moderate(support, { intent, messageId: String(id) })).status).toBe(403);
    }
    expect((await moderate(plain, { intent: "mute", messageId: String(id), length: "7d" })).status).toBe(404);
    expect((await moderate(plain, { intent: "lift", memberId: author.id })).status).toBe(404);
    expect(await auditRows()).toEqual(before);
    expect(await chatRestrictionOf(author.id)).toBeNull();
    expect(await history(plain)).toContain("forge target");
  });
});

describe("members report messages", () => {
  it("a report reaches the moderators' queue with the message in context; once per member; not one's own", async () => {
    const author = await member(chatter);
    const reporter = await member(chatter);
    const moderator = await staffMember(["moderator"]);
    await said(author, "context before");
    const id = await said(author, "the reported words");
    await said(reporter, "context after");

    const first = await report(reporter, id);
    expect(first.status).toBe(303);
    expect(await (await reporter.b.follow(first)).text()).toContain("a moderator will look at the message");
    expect((await report(reporter, id, "spam")).status).toBe(303);
    expect(await chatReportsOf(id)).toHaveLength(1);
    // One's own message cannot be reported.
    const own = await said(reporter, "my own words");
    expect((await report(reporter, own)).status).toBe(404);
    expect(await chatReportsOf(own)).toHaveLength(0);

    const queue = await (await moderator.b.get("/staff/moderation")).text();
    expect(queue).toContain("the reported words");
    expect(queue).toContain("context before");
    expect(queue).toContain("context after");
    expect(queue).toContain("Harassment or bullying");
  });

  it(`reports are rate-limited: ${REPORT_RATE_COUNT} an hour, the next is refused with a message`, async () => {
    const reporter = await member(chatter);
    const ids: number[] = [];
    // Several authors: one author's own send limit would refuse a burst.
    const authors = [await member(chatter), await member(chatter), await member(chatter)];
    for (let i = 0; i <= REPORT_RATE_COUNT; i++) ids.push(await said(authors[i % 3], `rate ${i}`));
    for (const id of ids.slice(0, REPORT_RATE_COUNT)) expect((await report(reporter, id)).status).toBe(303);
    const refused = await report(reporter, ids[REPORT_RATE_COUNT]);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain("many reports in the last hour");
    expect(await chatReportsOf(ids[REPORT_RATE_COUNT])).toHaveLength(0);
  });
});

describe("a moderator hides a message", () => {
  it("it leaves the history and the catch-up of everyone and every open room live; it stays in the audit trail; one audit row", async () => {
    const author = await member(chatter);
    const reader = await member(chatter);
    const moderator = await staffMember(["moderator"], { username: "modmia" });
    const keep = await said(author, "a fine message");
    const id = await said(author, "a nasty message");
    expect((await report(reader, id)).status).toBe(303);
    const socket = await live(reader);
    const authorSocket = await live(author);

    const { result, rows } = await newAuditRows(async () => {
      const hides = await Promise.all([
        moderate(moderator, { intent: "hide", messageId: String(id) }),
        moderate(moderator, { intent: "hide", messageId: String(id) }),
      ]);
      return hides.map((r) => r.status);
    });
    expect(result).toEqual([303, 303]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: "hide", actorName: "modmia", targetKind: "message", targetId: String(id) });
    expect(rows[0].detail).toContain("a nasty message");

    await waitFor(() => socket.events.some((e) => e.type === "deleted" && e.id === id));
    await waitFor(() => authorSocket.events.some((e) => e.type === "deleted" && e.id === id));
    for (const m of [reader, author]) {
      const html = await history(m);
      expect(html).not.toContain("a nasty message");
      expect(html).toContain("a fine message");
    }
    const missed = await (
      await reader.b.get(`/chat/missed?channel=general&from=${keep}&after=${id}`)
    ).json<{
      present: number[];
    }>();
    expect(missed.present).toContain(keep);
    expect(missed.present).not.toContain(id);
    // The row stays (the record), and the queue no longer lists it.
    expect(await chatMessages({ text: "a nasty message" })).toHaveLength(1);
    expect(await (await moderator.b.get("/staff/moderation")).text()).not.toContain("a nasty message");
    socket.ws.close(1000);
    authorSocket.ws.close(1000);
  });
});

describe("a moderator mutes a member", () => {
  it("their sends are refused in the room and through the form, saying until when, until the mute ends; one audit row", async () => {
    const loud = await member(chatter);
    const reader = await member(chatter);
    const moderator = await staffMember(["moderator"]);
    const id = await said(loud, "shouting");
    const socket = await live(loud);

    const { rows } = await newAuditRows(() =>
      moderate(moderator, { intent: "mute", messageId: String(id), length: MUTE_CHOICES[0].value }),
    );
    expect(rows.map((r) => [r.action, r.targetKind, r.targetId])).toEqual([["mute", "member", loud.id]]);
    const restriction = await chatRestrictionOf(loud.id);
    expect(restriction?.mutedUntil?.getTime()).toBeGreaterThan(Date.now() + MUTE_CHOICES[0].ms - 60_000);

    // The open socket is told, and stays open: a muted member still reads.
    await waitFor(() => socket.events.some((e) => e.type === "standing" && e.standing?.kind === "muted"));
    await pause();
    expect(socket.closed.code).toBeUndefined();

    const refused = await send(loud.b, "still shouting");
    expect(refused.status).toBe(403);
    const page = await refused.text();
    expect(page).toContain("muted you until");
    expect(page).toContain("still shouting"); // the typed text is kept
    const island = await loud.b.post("/chat/messages", {
      intent: "send",
      channel: "general",
      message: "through the island",
      clientId: `mod-island-${++seq}`,
    });
    expect(island.status).toBe(403);
    expect(JSON.stringify(await island.json())).toContain("muted you until");
    expect(await chatMessages({ userId: loud.id })).toHaveLength(1);
    // The chat page shows the notice and a disabled composer; others chat on.
    expect(await history(loud)).toContain("muted you until");
    expect((await send(reader.b, "I can still talk")).status).toBe(303);

    await endMute(loud.id);
    expect((await send(loud.b, "calm again")).status).toBe(303);
    socket.ws.close(1000);
  });
});

describe("a moderator bans a member, and lifts it", () => {
  it("their sockets are told and closed, the room and the page refuse them; lifting lets them back; one audit row each", async () => {
    const troll = await member(chatter);
    const moderator = await staffMember(["moderator"]);
    const id = await said(troll, "trolling");
    const socket = await live(troll);

    const { rows } = await newAuditRows(async () => {
      await moderate(moderator, { intent: "ban", messageId: String(id) });
      await moderate(moderator, { intent: "ban", messageId: String(id) }); // banned already: nothing
    });
    expect(rows.map((r) => [r.action, r.targetId])).toEqual([["ban", troll.id]]);
    await waitFor(() => socket.events.some((e) => e.type === "standing" && e.standing?.kind === "banned"));
    await waitFor(() => socket.closed.code === ACCESS_ENDED);
    expect((await troll.b.get("/chat/ticket?channel=general")).status).toBe(403);
    expect((await troll.b.get("/chat/missed?channel=general&from=0&after=0")).status).toBe(403);
    const page = await history(troll);
    expect(page).toContain("removed you from the chat");
    expect(page).not.toContain("trolling");
    expect((await send(troll.b, "let me in")).status).toBe(403);
    // The moderators' list names who is banned.
    const listed = await (await moderator.b.get("/staff/moderation")).text();
    expect(listed).toMatch(new RegExp(`>${troll.username}</span> (<!-- -->)?banned`));

    const lifted = await newAuditRows(async () => {
      await moderate(moderator, { intent: "lift", memberId: troll.id });
      await moderate(moderator, { intent: "lift", memberId: troll.id }); // nothing left to lift
    });
    expect(lifted.rows.map((r) => [r.action, r.targetId])).toEqual([["lift", troll.id]]);
    expect((await send(troll.b, "behaving now")).status).toBe(303);
  });

  it("dismissing reports writes one audit row and leaves the message", async () => {
    const author = await member(chatter);
    const reporter = await member(chatter);
    const moderator = await staffMember(["moderator"]);
    const id = await said(author, "harmless really");
    await report(reporter, id);
    const { rows } = await newAuditRows(async () => {
      await moderate(moderator, { intent: "dismiss", messageId: String(id) });
      await moderate(moderator, { intent: "dismiss", messageId: String(id) });
    });
    expect(rows.map((r) => r.action)).toEqual(["dismiss"]);
    expect((await chatReportsOf(id))[0].resolvedAt).not.toBeNull();
    expect(await history(reporter)).toContain("harmless really");
  });
});

describe("a member blocks another", () => {
  it("the blocked member's messages are hidden from the blocker only, in history and live; unblocking shows them again", async () => {
    const rude = await member(chatter);
    const blocker = await member(chatter);
    const bystander = await member(chatter);
    const id = await said(rude, "rude old words");

    const blocked = await blocker.b.post("/chat?channel=general", {
      intent: "block",
      channel: "general",
      messageId: String(id),
    });
    expect(blocked.status).toBe(303);
    expect(await history(blocker)).not.toContain("rude old words");
    expect(await history(bystander)).toContain("rude old words");

    const blockerSocket = await live(blocker);
    const bystanderSocket = await live(bystander);
    const fresh = await said(rude, "rude new words");
    await waitFor(() => bystanderSocket.events.some((e) => e.type === "message" && e.message?.id === fresh));
    await pause();
    expect(blockerSocket.events.some((e) => e.type === "message" && e.message?.id === fresh)).toBe(false);
    const missed = await (
      await blocker.b.get(`/chat/missed?channel=general&from=0&after=${id - 1}`)
    ).json<{
      messages: { id: number }[];
    }>();
    expect(missed.messages.map((m) => m.id)).not.toContain(fresh);

    // One's own message cannot be blocked.
    const own = await said(blocker, "mine");
    expect(
      (await blocker.b.post("/chat?channel=general", { intent: "block", channel: "general", messageId: String(own) }))
        .status,
    ).toBe(400);

    const page = await history(blocker);
    const blockId = /name="blockId" value="(\d+)"/.exec(page)?.[1];
    expect(blockId).toBeTruthy();
    // Another member cannot lift the blocker's block.
    await bystander.b.post("/chat?channel=general", { intent: "unblock", channel: "general", blockId: blockId! });
    expect(await history(blocker)).not.toContain("rude new words");
    await blocker.b.post("/chat?channel=general", { intent: "unblock", channel: "general", blockId: blockId! });
    expect(await history(blocker)).toContain("rude new words");
    blockerSocket.ws.close(1000);
    bystanderSocket.ws.close(1000);
  });
});
