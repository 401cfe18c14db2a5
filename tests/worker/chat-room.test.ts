// The chat room's own guards (issue #23): tickets spent once, sockets capped per member,
// the app's Origin required, presence by member, sockets closed when access ends, author
// ids kept off the wire, and /chat/missed bounded and rate-limited. Real rooms and D1.
import { env, runDurableObjectAlarm } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { applyBillingEvent } from "~/billing/handler.server";
import type { BillingEvent } from "~/billing/events";
import { HISTORY_LIMIT, MISSED_RATE_COUNT, SOCKETS_PER_MEMBER } from "../../app/chat/rules";
import { mintTicket } from "../../app/chat/ticket.server";
import partyWorker from "../../party/worker";
import { ACCESS_ENDED } from "~/chat/rooms/protocol";
import { appFetch, Browser, ORIGIN } from "./helpers";
import { chatHistory, member } from "./factories";
import { appEnv } from "./app-env";

const SECRET = appEnv.BETTER_AUTH_SECRET!;
const chatter = { prefix: "roomie", domain: "room.test" };
const ELITE = { ...chatter, subscription: { tier: "elite" } } as const;

type Event = { type: string; online?: number; id?: number; message?: Record<string, unknown> };

async function ticketFor(b: Browser, channel: string) {
  const res = await b.get(`/chat/ticket?channel=${channel}`);
  expect(res.status).toBe(200);
  return (await res.json<{ ticket: string }>()).ticket;
}

function handshake(room: string, ticket: string, origin: string | null = ORIGIN) {
  const headers: Record<string, string> = { Upgrade: "websocket" };
  if (origin !== null) headers.Origin = origin;
  return new Request(`${ORIGIN}/parties/chat-room/${room}?ticket=${encodeURIComponent(ticket)}`, { headers });
}

async function open(res: Response) {
  expect(res.status).toBe(101);
  const ws = res.webSocket!;
  const events: Event[] = [];
  const closed: { code?: number } = {};
  ws.addEventListener("message", (e) => events.push(JSON.parse(e.data as string)));
  ws.addEventListener("close", (e) => (closed.code = e.code));
  ws.accept();
  return { ws, events, closed, presence: () => events.filter((e) => e.type === "presence").map((e) => e.online) };
}

const connect = async (room: string, ticket: string) => open(await appFetch(handshake(room, ticket)));

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 150 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  expect(check()).toBe(true);
};
/** Longer than the room's presence coalescing (500 ms). */
const settle = () => new Promise((r) => setTimeout(r, 700));

describe("room tickets and sockets", () => {
  it("a ticket opens one socket: used again, through the app's Worker or the rooms' own, it is refused", async () => {
    const m = await member(chatter);
    const ticket = await ticketFor(m.b, "general");
    const first = await connect("general", ticket);
    expect((await appFetch(handshake("general", ticket))).status).toBe(401);
    expect((await partyWorker.fetch(handshake("general", ticket), env as never)).status).toBe(401);
    // A fresh ticket still opens one.
    const second = await connect("general", await ticketFor(m.b, "general"));
    first.ws.close(1000);
    second.ws.close(1000);
  });

  it(`a member holds at most ${SOCKETS_PER_MEMBER} sockets in a room; the next is refused`, async () => {
    const m = await member(chatter);
    const sockets = [];
    for (let i = 0; i < SOCKETS_PER_MEMBER; i++)
      sockets.push(await connect("general", await ticketFor(m.b, "general")));
    const fifth = await appFetch(handshake("general", await ticketFor(m.b, "general")));
    expect(fifth.status).toBe(429);
    expect(await fifth.text()).toContain("Too many open connections");
    // Another member is not affected.
    const other = await member(chatter);
    const theirs = await connect("general", await ticketFor(other.b, "general"));
    for (const s of [...sockets, theirs]) s.ws.close(1000);
  });

  it("the handshake must come from the app's configured origin: none, another, or 'null' is refused", async () => {
    const m = await member(chatter);
    for (const origin of [null, "https://evil.example", "null", "http://localhost:5173"]) {
      const ticket = await ticketFor(m.b, "general");
      expect((await appFetch(handshake("general", ticket, origin))).status, String(origin)).toBe(403);
    }
  });

  it("presence counts members, not sockets", async () => {
    const a = await member(ELITE);
    const b = await member(ELITE);
    const a1 = await connect("vip", await ticketFor(a.b, "vip"));
    const a2 = await connect("vip", await ticketFor(a.b, "vip"));
    await waitFor(() => a2.presence().length > 0);
    await settle();
    expect(a2.presence()[0]).toBe(1);
    expect(a1.presence().at(-1)).toBe(1);
    expect(a2.presence().at(-1)).toBe(1);
    const b1 = await connect("vip", await ticketFor(b.b, "vip"));
    await waitFor(() => a1.presence().at(-1) === 2 && b1.presence().at(-1) === 2);
    for (const s of [a1, a2, b1]) s.ws.close(1000);
  });
});

describe("VIP sockets close when the member's access ends", () => {
  const dropped = (userId: string, subscription: string): BillingEvent => ({
    id: `evt_drop_${subscription}`,
    created: Math.floor(Date.now() / 1000),
    type: "customer.subscription.deleted",
    data: {
      object: {
        id: subscription,
        object: "subscription",
        customer: `cus_${subscription}`,
        status: "canceled",
        cancel_at_period_end: false,
        current_period_end: Math.floor(Date.now() / 1000) + 86_400,
        trial_end: null,
        ended_at: Math.floor(Date.now() / 1000),
        metadata: { userId },
        items: { data: [{ price: { id: "price_local_elite", product: "prod_elite" } }] },
      },
    },
  });

  it("a billing event that ends Elite closes the member's VIP sockets, not their General one", async () => {
    const sub = `sub_vip_${Date.now()}`;
    const elite = await member({
      ...chatter,
      subscription: { tier: "elite", subscriptionId: sub, customerId: `cus_${sub}` },
    });
    const other = await member(ELITE);
    const vip = await connect("vip", await ticketFor(elite.b, "vip"));
    const general = await connect("general", await ticketFor(elite.b, "general"));
    const bystander = await connect("vip", await ticketFor(other.b, "vip"));

    expect(await applyBillingEvent(appEnv, dropped(elite.id, sub))).toBe("applied");
    await waitFor(() => vip.closed.code === ACCESS_ENDED);
    await settle();
    expect(general.closed.code).toBeUndefined();
    expect(bystander.closed.code).toBeUndefined();
    // And the gate keeps them out from now on.
    expect((await elite.b.get("/chat/ticket?channel=vip")).status).toBe(403);
    general.ws.close(1000);
    bystander.ws.close(1000);
  });

  it("deleting the account closes every socket the member had", async () => {
    const elite = await member(ELITE);
    const vip = await connect("vip", await ticketFor(elite.b, "vip"));
    const general = await connect("general", await ticketFor(elite.b, "general"));
    expect((await elite.b.post("/settings", { password: "secret123" })).status).toBe(303);
    await waitFor(() => vip.closed.code === ACCESS_ENDED && general.closed.code === ACCESS_ENDED);
  });

  it("the room's alarm closes a VIP socket when the plan's end (carried by its ticket) has passed", async () => {
    const elite = await member(ELITE);
    const soon = Date.now() + 400;
    const ending = await connect("vip", await mintTicket(SECRET, elite.id, "vip", { gated: true, until: soon }));
    const later = await connect("vip", await ticketFor(elite.b, "vip")); // its plan ends in 30 days
    while (Date.now() <= soon) await new Promise((r) => setTimeout(r, 50));
    // Run the room's alarm now if the runtime has not fired it yet.
    await runDurableObjectAlarm(env.ChatRoom.get(env.ChatRoom.idFromName("vip")));
    await waitFor(() => ending.closed.code === ACCESS_ENDED);
    expect(later.closed.code).toBeUndefined();
    later.ws.close(1000);
  });
});

describe("what browsers receive", () => {
  it("no author id in the page, its data, the live broadcast, the action's reply or the catch-up; `mine` per viewer", async () => {
    const alice = await member(chatter);
    const bob = await member(chatter);
    const aSock = await connect("general", await ticketFor(alice.b, "general"));
    const bSock = await connect("general", await ticketFor(bob.b, "general"));
    const text = `whose is this ${Date.now()}`;
    // As the page's island posts it (answered as JSON).
    const reply = await alice.b.post("/chat/messages", {
      intent: "send",
      channel: "general",
      message: text,
      clientId: `mine-${Date.now()}`,
    });
    expect(reply.status).toBe(200);
    const replyText = await reply.text();
    expect(replyText).toContain(text);
    const live = (s: typeof aSock) => s.events.find((e) => e.type === "message" && e.message?.message === text);
    await waitFor(() => Boolean(live(aSock) && live(bSock)));
    const id = live(aSock)!.message!.id as number;

    // Each viewer's own pages name the viewer (the root's viewer badge); never another member.
    const seen: { viewer: string; where: string; body: string; others: string[] }[] = [
      { viewer: "alice", where: "action reply", body: replyText, others: [alice.id, bob.id] },
    ];
    for (const [who, m, sock, other] of [
      ["alice", alice, aSock, bob],
      ["bob", bob, bSock, alice],
    ] as const) {
      const page = await (await m.b.get("/chat?channel=general")).text();
      const data = await (await m.b.get("/chat.data?channel=general")).text();
      const missed = await (await m.b.get(`/chat/missed?channel=general&from=${id - 1}&after=${id - 1}`)).text();
      const socket = JSON.stringify(sock.events);
      seen.push(
        { viewer: who, where: "page", body: page, others: [other.id] },
        { viewer: who, where: "page data", body: data, others: [other.id] },
        { viewer: who, where: "catch-up", body: missed, others: [alice.id, bob.id] },
        { viewer: who, where: "socket", body: socket, others: [alice.id, bob.id] },
      );
      const caught = JSON.parse(missed) as { messages: Record<string, unknown>[] };
      expect(caught.messages.find((x) => x.id === id)).toMatchObject({
        mine: who === "alice",
        username: alice.username,
      });
      expect(live(sock)!.message).toMatchObject({ mine: who === "alice", username: alice.username });
      // The page marks the message as Alice's own for her only.
      const own = new RegExp(`data-own="true"[^>]*>[\\s\\S]*?${text}`);
      if (who === "alice") expect(page).toMatch(own);
      else expect(page).not.toMatch(own);
    }
    for (const { viewer, where, body, others } of seen) {
      expect(body, `${viewer}: ${where}`).toContain(text);
      for (const other of others) expect(body.includes(other), `${viewer}: ${where}`).toBe(false);
    }
    aSock.ws.close(1000);
    bSock.ws.close(1000);
  });
});

describe("/chat/missed", () => {
  it(`answers at most ${HISTORY_LIMIT} messages for a 3,000-id range, and says which range it checked`, async () => {
    const m = await member(chatter);
    await chatHistory(
      m.id,
      "general",
      Array.from({ length: HISTORY_LIMIT + 50 }, (_, k) => ({
        username: "Wide",
        message: `wide-${k}`,
        createdAt: new Date(Date.now() - 1000 + k),
      })),
    );
    const res = await m.b.get("/chat/missed?channel=general&from=1&after=3001");
    expect(res.status).toBe(200);
    const body = await res.json<{ messages: unknown[]; present: number[]; from: number; after: number }>();
    expect(body.present.length).toBe(HISTORY_LIMIT);
    expect(body.present[0]).toBe(body.from);
    expect(body.after).toBe(3001);
    const before = await m.b.get("/chat/missed?channel=general&from=0&after=0");
    expect((await before.json<{ messages: unknown[] }>()).messages.length).toBeLessThanOrEqual(HISTORY_LIMIT);
  });

  it(`allows ${MISSED_RATE_COUNT} catch-ups a minute per member, then answers 429 with a message`, async () => {
    const m = await member(chatter);
    for (let i = 0; i < MISSED_RATE_COUNT; i++) {
      expect((await m.b.get("/chat/missed?channel=general&from=1&after=2")).status).toBe(200);
    }
    const limited = await m.b.get("/chat/missed?channel=general&from=1&after=2");
    expect(limited.status).toBe(429);
    expect((await limited.json<{ message: string }>()).message).toBe(
      "Too many catch-up requests. Wait a minute and try again.",
    );
    const other = await member(chatter);
    expect((await other.b.get("/chat/missed?channel=general&from=1&after=2")).status).toBe(200);
  });
});
