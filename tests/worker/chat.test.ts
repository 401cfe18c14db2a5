// Community chat through the real app, real D1 and real rooms (Durable Objects) in workerd.
import { createExecutionContext, listDurableObjectIds, waitOnExecutionContext } from "cloudflare:test";
import worker from "../worker-entry";
import { describe, expect, it } from "vitest";
import { TIME_ZONE_SCRIPT } from "~/calendar/days";
import { sendMessage } from "../../app/chat/chat.server";
import { MESSAGE_MAX, RATE_LIMIT_COUNT } from "../../app/chat/rules";
import { mintTicket } from "../../app/chat/ticket.server";
import { sign } from "../../app/security/signing.server";
import { appFetch, Browser, ORIGIN } from "./helpers";
import { chatHistory, member, setProfile, updateSubscription } from "./factories";
import { chatMessages } from "./readers";
import { appEnv } from "./app-env";

const SECRET = appEnv.BETTER_AUTH_SECRET!;
const chatter = { prefix: "chatter", domain: "chat.test" };
const ELITE = { ...chatter, subscription: { tier: "elite" } } as const;

let clientSeq = 0;
const send = (b: Browser, channel: string, message: string, clientId = `client-${Date.now()}-${++clientSeq}`) =>
  b.post(`/chat?channel=${channel}`, { intent: "send", channel, message, clientId });

async function ticketFor(b: Browser, channel: string) {
  const res = await b.get(`/chat/ticket?channel=${channel}`);
  return { status: res.status, ticket: (await res.json<{ ticket: string | null }>()).ticket };
}

type Event = { type: string; online?: number; id?: number; message?: { id: number; message: string } };

function upgrade(room: string, ticket: string | null, origin: string | null = ORIGIN) {
  const headers: Record<string, string> = { Upgrade: "websocket" };
  if (origin) headers.Origin = origin;
  const query = ticket === null ? "" : `?ticket=${encodeURIComponent(ticket)}`;
  return appFetch(`${ORIGIN}/parties/chat-room/${room}${query}`, { headers });
}

async function connect(room: string, ticket: string) {
  const res = await upgrade(room, ticket);
  expect(res.status).toBe(101);
  const ws = res.webSocket!;
  const events: Event[] = [];
  ws.addEventListener("message", (e) => {
    events.push(JSON.parse(e.data as string));
  });
  ws.accept();
  return { ws, events, messages: () => events.filter((e) => e.type === "message") };
}

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  expect(check()).toBe(true);
};
const settle = () => new Promise((r) => setTimeout(r, 150));

const rows = async (channelId: string, text: string) => ({ results: await chatMessages({ channelId, text }) });

describe("live room", () => {
  it("two sockets in a room: one member sends through the action, the other receives it exactly once", async () => {
    const alice = await member(chatter);
    const bob = await member(chatter);
    const a = await connect("general", (await ticketFor(alice.b, "general")).ticket!);
    const b = await connect("general", (await ticketFor(bob.b, "general")).ticket!);
    await waitFor(() => a.events.some((e) => e.type === "presence" && e.online === 2));

    const res = await send(alice.b, "general", "  hello from alice  ");
    expect(res.status).toBe(303);
    const saved = (await rows("general", "hello from alice")).results;
    expect(saved).toHaveLength(1);
    expect(saved[0].username).toBe(alice.username);
    expect(res.headers.get("Location")).toBe(`/chat?channel=general#message-${saved[0].id}`);

    await waitFor(() => b.messages().length === 1);
    await settle();
    expect(b.messages()).toHaveLength(1);
    expect(b.messages()[0].message).toMatchObject({ id: saved[0].id, message: "hello from alice" });
    expect(a.messages()).toHaveLength(1);
    a.ws.close(1000);
    b.ws.close(1000);
  });

  it("the author deletes their own message: gone from D1 and from every open screen", async () => {
    const author = await member(chatter);
    const other = await member(chatter);
    await send(author.b, "general", "soon gone");
    const [{ id }] = (await rows("general", "soon gone")).results;
    const watcher = await connect("general", (await ticketFor(other.b, "general")).ticket!);

    const refused = await other.b.post("/chat?channel=general", {
      intent: "delete",
      channel: "general",
      messageId: String(id),
    });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("You can only delete your own messages");
    expect((await rows("general", "soon gone")).results).toHaveLength(1);

    const done = await author.b.post("/chat?channel=general", {
      intent: "delete",
      channel: "general",
      messageId: String(id),
    });
    expect(done.status).toBe(303);
    expect((await rows("general", "soon gone")).results).toHaveLength(0);
    await waitFor(() => watcher.events.some((e) => e.type === "deleted" && e.id === id));
    watcher.ws.close(1000);
  });

  it("a message is saved even when the room cannot be reached", async () => {
    const writer = await member(chatter);
    const unreachable = {
      idFromName: () => {
        throw new Error("room down");
      },
    };
    const outcome = await sendMessage(
      { ...appEnv, ChatRoom: unreachable as never },
      { id: writer.id, username: writer.username },
      "general",
      "kept in the record",
      "client-offline-1",
    );
    expect(outcome).toMatchObject({ kind: "sent", delivered: false });
    expect((await rows("general", "kept in the record")).results).toHaveLength(1);
    // and the next page shows it
    expect(await (await writer.b.get("/chat")).text()).toContain("kept in the record");
  });

  it("a room slower than the answer still gets the message: its call outlives the response (waitUntil)", async () => {
    const writer = await member(chatter);
    let delivered = "";
    // A room that answers after the action has stopped waiting (ROOM_TIMEOUT_MS, 2 s).
    const slowRoom = {
      idFromName: (name: string) => name,
      get: () => ({
        fetch: async (_url: string, init: RequestInit) => {
          await new Promise((r) => setTimeout(r, 2_300));
          delivered = typeof init.body === "string" ? init.body : "";
          return Response.json({ delivered: 1 });
        },
      }),
    };
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request(`${ORIGIN}/chat/messages`, {
        method: "POST",
        body: new URLSearchParams({
          intent: "send",
          channel: "general",
          message: "slow room hello",
          clientId: "slow-room-1",
        }),
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: ORIGIN,
          Host: "localhost",
          Cookie: [...writer.b.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
        },
      }),
      { ...appEnv, ChatRoom: slowRoom as never },
      ctx,
    );
    expect(res.status).toBe(200);
    expect(delivered).toBe(""); // answered before the room did
    await waitOnExecutionContext(ctx);
    expect(delivered).toContain("slow room hello");
  });

  it("a reconnecting browser catches up from D1 by message id, deletions included", async () => {
    const reader = await member(chatter);
    const writer = await member(chatter);
    for (const text of ["catch-1", "catch-2", "catch-3"]) await send(writer.b, "general", text);
    const ids = (await chatMessages({ textPrefix: "catch-" })).map((r) => r.id);
    await writer.b.post("/chat?channel=general", { intent: "delete", channel: "general", messageId: String(ids[1]) });

    const res = await reader.b.get(`/chat/missed?channel=general&from=${ids[0]}&after=${ids[0]}`);
    const missed = await res.json<{ messages: { message: string }[]; present: number[] }>();
    expect(missed.messages.map((m) => m.message)).toEqual(["catch-3"]);
    expect(missed.present).toEqual([ids[0]]);
    const twice = await (
      await reader.b.get(`/chat/missed?channel=general&from=${ids[0]}&after=${ids[2]}`)
    ).json<typeof missed>();
    expect(twice.messages).toEqual([]);
    expect(twice.present).toEqual([ids[0], ids[2]]);
  });
});

describe("the VIP Lounge, enforced in the loader, the action and the room", () => {
  it("opens all three for an active elite member", async () => {
    const elite = await member(ELITE);
    const page = await (await elite.b.get("/chat?channel=vip")).text();
    expect(page).toContain("Elite Only");
    expect(page).not.toContain("VIP Lounge - Elite Members Only");
    expect((await send(elite.b, "vip", "elite-secret-plan")).status).toBe(303);
    expect(await (await elite.b.get("/chat?channel=vip")).text()).toContain("elite-secret-plan");
    const { status, ticket } = await ticketFor(elite.b, "vip");
    expect(status).toBe(200);
    const socket = await connect("vip", ticket!);
    socket.ws.close(1000);
  });

  it.each(["signed-out", "free", "starter", "pro", "expired-elite"] as const)(
    "refuses %s members everywhere",
    async (kind) => {
      const elite = await member(ELITE);
      const secret = `vip-only-${kind}-${Date.now()}`;
      await send(elite.b, "vip", secret);
      const before = (await rows("vip", secret)).results.length;
      const subscription =
        kind === "expired-elite"
          ? { tier: "elite" as const, endsAt: Date.now() - 60_000 }
          : kind === "starter" || kind === "pro"
            ? { tier: kind }
            : undefined;
      const who = kind === "signed-out" ? { b: new Browser() } : await member({ ...chatter, subscription });

      // Loader: the page and its .data never carry VIP messages.
      const page = await who.b.get("/chat?channel=vip");
      const data = await who.b.get("/chat.data?channel=vip");
      if (kind === "signed-out") {
        expect(page.status).toBe(302);
        expect(page.headers.get("Location")).toBe("/auth?redirect=%2Fchat%3Fchannel%3Dvip");
      } else {
        const html = await page.text();
        expect(html).toContain("VIP Lounge - Elite Members Only");
        expect(html).toContain("Upgrade to Elite to access exclusive VIP chat with fellow Elite members");
        expect(html).toContain('href="/checkout?plan=elite"');
        expect(html).not.toContain(secret);
        expect(html).not.toContain("Type a message...");
      }
      expect(await data.text()).not.toContain(secret);

      // Action: nothing is written.
      const posted = await send(who.b, "vip", `intruder-${kind}`);
      expect(kind === "signed-out" ? posted.status === 302 || posted.status === 303 : posted.status === 403).toBe(true);
      expect((await rows("vip", `intruder-${kind}`)).results).toHaveLength(0);
      expect((await rows("vip", secret)).results).toHaveLength(before);

      // Room: no VIP ticket, and no other ticket opens it.
      const { status, ticket } = await ticketFor(who.b, "vip");
      expect(status).toBe(kind === "signed-out" ? 401 : 403);
      expect(ticket).toBeNull();
      expect((await upgrade("vip", null)).status).toBe(401);
      if (kind !== "signed-out") {
        const general = await ticketFor(who.b, "general");
        expect(general.status).toBe(200);
        expect((await upgrade("vip", general.ticket)).status).toBe(403);
      }
    },
  );

  it("an elite member whose subscription ends loses the room on the next connection", async () => {
    const elite = await member(ELITE);
    expect((await ticketFor(elite.b, "vip")).status).toBe(200);
    await updateSubscription(elite.id, { subscriptionEnd: new Date(Date.now() - 1000) });
    expect((await ticketFor(elite.b, "vip")).status).toBe(403);
    expect(await (await elite.b.get("/chat?channel=vip")).text()).toContain("VIP Lounge - Elite Members Only");
  });
});

describe("room tickets and the room route", () => {
  it("refuses forged, expired, wrong-channel and missing tickets, and accepts a fresh one", async () => {
    const m = await member(chatter);
    const good = (await ticketFor(m.b, "general")).ticket!;
    const [body, mac] = good.split(".");
    const payload = JSON.parse(atob(body.replaceAll("-", "+").replaceAll("_", "/")));
    const reencode = (o: object) =>
      btoa(JSON.stringify(o)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");

    const forgedBody = `${reencode({ ...payload, ch: "vip" })}.${mac}`; // altered payload, old signature
    const otherSecret = await sign({ ...payload, ch: "vip" }, "not-the-app-secret-not-the-app-secret");
    const expired = await mintTicket(SECRET, m.id, "general", undefined, Date.now() - 10 * 60_000);
    const wrongChannel = await mintTicket(SECRET, m.id, "vip");

    expect((await upgrade("vip", forgedBody)).status).toBe(401);
    expect((await upgrade("vip", otherSecret)).status).toBe(401);
    expect((await upgrade("general", `${good}.extra`)).status).toBe(401);
    expect((await upgrade("general", expired)).status).toBe(401);
    expect((await upgrade("general", wrongChannel)).status).toBe(403);
    expect((await upgrade("general", null)).status).toBe(401);
    expect((await upgrade("general", "")).status).toBe(401);
    const ok = await upgrade("general", good);
    expect(ok.status).toBe(101);
    ok.webSocket!.accept();
    ok.webSocket!.close(1000);
  });

  it("refuses a cross-site Origin even with a valid ticket", async () => {
    const m = await member(chatter);
    const { ticket } = await ticketFor(m.b, "general");
    expect((await upgrade("general", ticket, "https://evil.example")).status).toBe(403);
    expect((await upgrade("general", ticket, "null")).status).toBe(403);
  });

  it("refuses an unknown room without creating a Durable Object for it", async () => {
    const m = await member(chatter);
    const { ticket } = await ticketFor(m.b, "general");
    const forged = await mintTicket(SECRET, m.id, "made-up-room");
    expect((await upgrade("made-up-room", forged)).status).toBe(404);
    expect((await upgrade("made-up-room", ticket)).status).toBe(404);
    expect(
      (await appFetch(`${ORIGIN}/parties/other-party/general`, { headers: { Upgrade: "websocket" } })).status,
    ).toBe(404);
    expect((await m.b.get("/chat/ticket?channel=made-up-room")).status).toBe(404);
    const ids = (await listDurableObjectIds(appEnv.ChatRoom)).map((id) => id.toString());
    expect(ids).not.toContain(appEnv.ChatRoom.idFromName("made-up-room").toString());
    expect(ids).toContain(appEnv.ChatRoom.idFromName("general").toString());
  });

  it("plain HTTP to a room from outside is refused (only the app makes rooms broadcast)", async () => {
    // Same-site (with its Origin), so it is the room's routing that says no, not the Origin check.
    const res = await appFetch(`${ORIGIN}/parties/chat-room/general`, {
      method: "POST",
      body: JSON.stringify({ type: "message", message: { id: 1, message: "spoof" } }),
      headers: { Origin: ORIGIN, Host: "localhost" },
    });
    expect(res.status).toBe(404);
    expect((await appFetch(`${ORIGIN}/parties/chat-room/general`)).status).toBe(404);
  });
});

describe("sending", () => {
  it("trims, refuses empty and over-long messages with a message, and keeps the typed text", async () => {
    const m = await member(chatter);
    const empty = await send(m.b, "general", "   \n  ");
    expect(empty.status).toBe(400);
    const emptyHtml = await empty.text();
    expect(emptyHtml).toContain("Type a message first");
    expect(emptyHtml).toContain("Failed to send message");

    const long = "x".repeat(MESSAGE_MAX + 1);
    const tooLong = await send(m.b, "general", long);
    expect(tooLong.status).toBe(400);
    const html = await tooLong.text();
    expect(html).toContain("Messages can be at most 1,000 characters");
    expect(html).toContain(long); // still in the box

    expect((await send(m.b, "general", `  ${"y".repeat(MESSAGE_MAX)}  `)).status).toBe(303);
    expect((await rows("general", "y".repeat(MESSAGE_MAX))).results).toHaveLength(1);
  });

  it("a double submit or a re-post of one form saves one message", async () => {
    const m = await member(chatter);
    const [first, second] = await Promise.all([
      send(m.b, "general", "only once please", "same-client-id-1"),
      send(m.b, "general", "only once please", "same-client-id-1"),
    ]);
    expect(first.status).toBe(303);
    expect(second.status).toBe(303);
    expect(second.headers.get("Location")).toBe(first.headers.get("Location"));
    expect((await rows("general", "only once please")).results).toHaveLength(1);
  });

  it(`allows ${RATE_LIMIT_COUNT} messages in 10 seconds per member, then says to wait`, async () => {
    const m = await member(chatter);
    for (let i = 0; i < RATE_LIMIT_COUNT; i++) expect((await send(m.b, "general", `burst ${i}`)).status).toBe(303);
    const limited = await send(m.b, "general", "one too many");
    expect(limited.status).toBe(429);
    const html = await limited.text();
    expect(html).toContain("You are sending messages too fast");
    expect(html).toContain("one too many");
    expect((await rows("general", "one too many")).results).toHaveLength(0);
    // Another member is not affected.
    const other = await member(chatter);
    expect((await send(other.b, "general", "not limited")).status).toBe(303);
  });

  it("shows text as text: markup a member types never becomes markup", async () => {
    const m = await member(chatter);
    const payload = `<img src=x onerror="alert(1)"><script>alert(2)</script>`;
    await send(m.b, "general", payload);
    const html = await (await m.b.get("/chat")).text();
    expect(html).not.toContain(payload);
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;");
  });

  it("hostile or malformed posts get a message, never a 500", async () => {
    const m = await member(chatter);
    const json = await m.b.post("/chat?channel=general", {}, { "Content-Type": "application/json" });
    expect(json.status).toBe(400);
    for (const fields of <Record<string, string>[]>[
      { intent: "delete", channel: "general", messageId: "abc" },
      { intent: "delete", channel: "general", messageId: "99999999999999999999" },
      { intent: "shout", channel: "general", message: "hi" },
      { intent: "send", channel: "general", message: "hi", clientId: "<script>" },
    ]) {
      expect((await m.b.post("/chat?channel=general", fields)).status, JSON.stringify(fields)).toBe(400);
    }
    expect((await send(m.b, "nope", "hello?")).status).toBe(404);
    expect((await m.b.get("/chat?channel=nope")).status).toBe(404);
    expect((await m.b.get("/chat/missed?channel=general&from=abc&after=-5")).status).toBe(200);
    expect((await m.b.get("/chat/missed?channel=vip&from=1&after=2")).status).toBe(403);
  });

  it("the display name falls back to the e-mail's local part when the profile has no username", async () => {
    const m = await member(chatter);
    await setProfile(m.id, { username: "" });
    await send(m.b, "general", "who am i");
    const [row] = (await rows("general", "who am i")).results as { username: string }[];
    expect(row.username).toBe(m.email.split("@")[0]);
  });
});

describe("the chat page", () => {
  it("opens on General with the last 100 messages, oldest first, own ones marked", async () => {
    const m = await member(chatter);
    await chatHistory(
      m.id,
      "general",
      Array.from({ length: 105 }, (_, k) => ({
        username: "Hist",
        message: `hist-${String(k + 1).padStart(3, "0")}`,
        createdAt: new Date(Date.now() - (199 - k) * 1000),
      })),
    );
    const html = await (await m.b.get("/chat")).text();
    expect(html).toContain("Connect with the community");
    expect(html).toContain("General Chat");
    expect(html).toContain('placeholder="Type a message..."');
    const shown = [...html.matchAll(/data-testid="message-text">hist-(\d{3})</g)].map((x) => Number(x[1]));
    expect(shown).toEqual(Array.from({ length: 100 }, (_, i) => i + 6));
    expect(html).toMatch(/data-own="true"[^>]*>[\s\S]*?hist-006/);
    expect(html).toContain('href="/chat?channel=general"'); // the no-JS refresh link
  });

  it("does not hydrate: one island script keeps it live, and its forms post without it", async () => {
    const m = await member(chatter);
    const chat = await (await m.b.get("/chat")).text();
    expect(chat).not.toContain("__remixContext");
    expect(chat).not.toMatch(/modulepreload/i);
    const files = chat.match(/<script\b[^>]*\bsrc=[^>]*>/g);
    // The room's island, and the offline queue's on every member page (decision 079).
    expect(files).toEqual([
      '<script type="module" src="/islands/chat.js">',
      '<script type="module" src="/islands/offline.js">',
    ]);
    const forms = chat.match(/<form\b[^>]*>/gi) ?? [];
    expect(
      forms.filter((tag) => tag.includes('action="/chat?channel=general"') && /method="post"/i.test(tag)).length,
    ).toBeGreaterThan(0);
    for (const tag of forms) expect(tag).toMatch(/method="(post|get)"[^>]*action="[^"]+"/i);
    // Another member page: the inline time-zone report and the offline island, no hydration.
    const account = await (await m.b.get("/account")).text();
    expect(account).not.toContain("__remixContext");
    expect(account.match(/<script\b[^>]*>[\s\S]*?<\/script>/gi)).toEqual([
      expect.stringContaining(TIME_ZONE_SCRIPT),
      '<script type="module" src="/islands/offline.js"></script>',
    ]);
  });

  it("sends members who are signed out to sign in", async () => {
    const res = await new Browser().get("/chat");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/auth?redirect=%2Fchat");
  });
});
