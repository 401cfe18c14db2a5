// The support desk and the staff roles (issue #38): every staff loader and action checks
// the role on the server (a member's forged staff form changes nothing), requests are due
// by the tier held when asking, members reach only their own requests, and every staff
// action writes exactly one audit row, in the same batch as the action.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { SUPPORT_PROMISE } from "~/billing";
import { FREE_REPLY_HOURS } from "~/support";
import { appFetch, Browser, ORIGIN } from "./helpers";
import { latestMail } from "./readers";
import {
  auditRows,
  backdateSupportRequest,
  member,
  staffMember,
  staffRolesOf,
  supportMessagesOf,
  supportRequestsOf,
  type Member,
} from "./factories";
import { normalPng } from "./scan-images";
import worker from "../worker-entry";

const HOUR = 3_600_000;

async function ask(m: Member, fields: { topic?: string; message?: string } = {}) {
  const res = await m.b.post("/support/new", {
    topic: fields.topic ?? "billing",
    message: fields.message ?? `Help me with my plan please, ${m.username}`,
  });
  expect(res.status).toBe(303);
  const id = Number(/\/support\/(\d+)$/.exec(res.headers.get("Location") ?? "")?.[1]);
  expect(id).toBeGreaterThan(0);
  return id;
}

function multipart(
  b: Browser,
  path: string,
  fields: Record<string, string>,
  file?: { bytes: Uint8Array | string; type: string; name: string },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append("screenshot", new Blob([file.bytes as BlobPart], { type: file.type }), file.name);
  return appFetch(`${ORIGIN}${path}`, {
    method: "POST",
    body: form,
    redirect: "manual",
    headers: { Origin: ORIGIN, Host: "localhost", Cookie: b.cookieHeader(), "cf-connecting-ip": b.ip },
  });
}

describe("staff routes check the role in every loader and action", () => {
  it("signed out: sign in; a member: 404; staff without the role: 403; with it: the page", async () => {
    const asker = await member({ subscription: { tier: "pro" } });
    const id = await ask(asker);
    const plain = await member();
    const support = await staffMember(["support"]);
    const admin = await staffMember(["admin"]);
    const pages: [string, "any" | "support" | "admin"][] = [
      ["/staff", "any"],
      ["/staff/support", "support"],
      [`/staff/support/${id}`, "support"],
      ["/staff/roles", "admin"],
      ["/staff/audit", "admin"],
    ];
    const out = new Browser();
    for (const [path, role] of pages) {
      const signedOut = await out.get(path);
      expect(signedOut.status, path).toBe(302);
      expect(signedOut.headers.get("Location")).toBe(`/auth?redirect=${encodeURIComponent(path)}`);
      expect((await plain.b.get(path)).status, path).toBe(404);
      expect((await asker.b.get(path)).status, path).toBe(404);
      expect((await support.b.get(path)).status, `support ${path}`).toBe(role === "admin" ? 403 : 200);
      expect((await admin.b.get(path)).status, `admin ${path}`).toBe(role === "support" ? 403 : 200);
    }
    // The queue shows the request to support staff only.
    expect(await (await support.b.get("/staff/support")).text()).toContain(`#${id}`);
  });

  it("a member forging staff forms (reply, close, grant, revoke) gets 404 and changes nothing", async () => {
    const asker = await member({ subscription: { tier: "starter" } });
    const id = await ask(asker);
    const forger = await member({ subscription: { tier: "elite" } });
    const supportOnly = await staffMember(["support"]);
    const before = { audit: (await auditRows()).length, messages: (await supportMessagesOf(id)).length };
    const forged: [Member, string, Record<string, string>, number][] = [
      [forger, `/staff/support/${id}`, { intent: "reply", message: "Forged staff answer" }, 404],
      [forger, `/staff/support/${id}`, { intent: "close" }, 404],
      [asker, `/staff/support/${id}`, { intent: "close" }, 404],
      [forger, "/staff/roles", { intent: "grant", email: forger.email, role: "admin" }, 404],
      [forger, "/staff/roles", { intent: "revoke", email: supportOnly.email, role: "support" }, 404],
      // Support staff are staff, but not admins: the roles console refuses them too.
      [supportOnly, "/staff/roles", { intent: "grant", email: supportOnly.email, role: "admin" }, 403],
    ];
    for (const [who, path, form, status] of forged) expect((await who.b.post(path, form)).status, path).toBe(status);
    const out = await new Browser().post(`/staff/support/${id}`, { intent: "close" });
    expect(out.headers.get("Location")).toBe(`/auth?redirect=${encodeURIComponent(`/staff/support/${id}`)}`);
    expect((await auditRows()).length).toBe(before.audit);
    expect((await supportMessagesOf(id)).length).toBe(before.messages);
    expect((await supportRequestsOf(asker.id))[0].closedAt).toBeNull();
    expect(await staffRolesOf(forger.id)).toEqual([]);
    expect(await staffRolesOf(supportOnly.id)).toEqual(["support"]);
  });
});

describe("due times", () => {
  it("are set by the tier held when asking: Starter 48 h, Pro 24 h, Elite 1 h, no plan the free hours", async () => {
    const cases = [
      ["starter", SUPPORT_PROMISE.starter.hours, 48],
      ["pro", SUPPORT_PROMISE.pro.hours, 24],
      ["elite", SUPPORT_PROMISE.elite.hours, 1],
      [null, FREE_REPLY_HOURS, 72],
    ] as const;
    for (const [tier, hours, promised] of cases) {
      expect(hours).toBe(promised);
      const m = await member(tier ? { subscription: { tier } } : {});
      await ask(m);
      const [row] = await supportRequestsOf(m.id);
      expect(row.tier).toBe(tier);
      expect(row.dueAt.getTime() - row.createdAt.getTime()).toBe(hours * HOUR);
    }
  });

  it("the queue lists requests waiting on staff by due time, overdue ones marked", async () => {
    const starter = await member({ subscription: { tier: "starter" } });
    const elite = await member({ subscription: { tier: "elite" } });
    const late = await ask(starter, { message: "Asked first, due in two days" });
    const soon = await ask(elite, { message: "Asked second, due within the hour" });
    const support = await staffMember(["support"]);
    const queue = await (await support.b.get("/staff/support")).text();
    expect(queue.indexOf(`#${soon} `)).toBeGreaterThan(-1);
    expect(queue.indexOf(`#${soon} `)).toBeLessThan(queue.indexOf(`#${late} `));
    expect(queue).not.toContain('data-testid="overdue"');
    // Two hours on, the Elite request is overdue; the Starter one is not.
    await backdateSupportRequest(soon, 2 * HOUR);
    await backdateSupportRequest(late, 2 * HOUR);
    const later = await (await support.b.get("/staff/support")).text();
    expect(later.match(/data-testid="overdue"/g) ?? []).toHaveLength(1);
    expect(await (await support.b.get(`/staff/support/${soon}`)).text()).toContain('data-testid="overdue"');
    expect(await (await support.b.get(`/staff/support/${late}`)).text()).not.toContain('data-testid="overdue"');
    // Answered, it waits on the member: no longer overdue, and after the requests waiting on staff.
    await support.b.post(`/staff/support/${soon}`, { intent: "reply", message: "Sorted, sorry for the wait" });
    const answered = await (await support.b.get("/staff/support")).text();
    expect(answered).not.toContain('data-testid="overdue"');
    expect(answered.indexOf(`#${late} `)).toBeLessThan(answered.indexOf(`#${soon} `));
  });
});

describe("members reach only their own requests", () => {
  it("another member's request, thread and screenshot are 404; the list shows only your own", async () => {
    const owner = await member({ subscription: { tier: "pro" } });
    const other = await member({ subscription: { tier: "elite" } });
    const res = await multipart(
      owner.b,
      "/support/new",
      { topic: "bug", message: "The owner's private support marker text" },
      { bytes: normalPng(400, 300), type: "image/png", name: "shot.png" },
    );
    expect(res.status).toBe(303);
    const id = Number(res.headers.get("Location")!.split("/").pop());
    const mine = await (await owner.b.get(`/support/${id}`)).text();
    expect(mine).toContain("The owner&#x27;s private support marker text");
    const shot = await owner.b.get(`/support/${id}/screenshot`);
    expect(shot.status).toBe(200);
    expect(shot.headers.get("Content-Type")).toBe("image/png");
    expect(shot.headers.get("Cache-Control")).toBe("no-store");

    expect((await other.b.get(`/support/${id}`)).status).toBe(404);
    expect((await other.b.get(`/support/${id}/screenshot`)).status).toBe(404);
    expect((await new Browser().get(`/support/${id}/screenshot`)).status).toBe(302);
    const list = await (await other.b.get("/support")).text();
    expect(list).not.toContain(`#${id} `);
    expect(list).not.toContain("private support marker");
    // Another member's reply or close changes nothing.
    expect((await other.b.post(`/support/${id}`, { intent: "reply", message: "not mine" })).status).toBe(404);
    expect((await other.b.post(`/support/${id}`, { intent: "close" })).status).toBe(404);
    expect((await supportMessagesOf(id)).length).toBe(1);
    // Staff with the support role see the screenshot; other staff do not.
    expect((await (await staffMember(["support"])).b.get(`/support/${id}/screenshot`)).status).toBe(200);
    expect((await (await staffMember(["moderator"])).b.get(`/support/${id}/screenshot`)).status).toBe(404);
  });

  it("a screenshot that is not a photo is refused with the scanner's message, and the message is kept", async () => {
    const m = await member({ subscription: { tier: "pro" } });
    const res = await multipart(
      m.b,
      "/support/new",
      { topic: "bug", message: "My message survives a refused screenshot" },
      { bytes: "just some text", type: "image/png", name: "shot.png" },
    );
    expect(res.status).toBe(415);
    const html = await res.text();
    expect(html).toContain("Please choose a JPEG, PNG or WebP photo.");
    expect(html).toContain("My message survives a refused screenshot");
    expect(await supportRequestsOf(m.id)).toEqual([]);
  });
});

describe("each staff action writes exactly one audit row", () => {
  it("reply (and the member is mailed a link back), close, grant and revoke; repeats write nothing", async () => {
    const asker = await member({ subscription: { tier: "pro" } });
    const id = await ask(asker);
    const support = await staffMember(["support"], { username: "helpfulhana" });
    const admin = await staffMember(["admin"]);
    const start = (await auditRows()).length;
    const newRows = async () => (await auditRows()).slice(start);

    const reply = await support.b.post(`/staff/support/${id}`, { intent: "reply", message: "Here is your answer" });
    expect(reply.status).toBe(303);
    let rows = await newRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: support.id,
      actorName: "helpfulhana",
      action: "reply",
      targetKind: "request",
      targetId: String(id),
    });
    const mail = await latestMail(asker.email, "Glowup support replied");
    expect(mail?.text).toContain(`http://localhost/support/${id}`);
    const thread = await (await asker.b.get(`/support/${id}`)).text();
    expect(thread).toContain("Here is your answer");
    expect(thread).toContain("Answered");

    // Two closes racing: one is audited, the other changes nothing.
    const closes = await Promise.all([
      support.b.post(`/staff/support/${id}`, { intent: "close" }),
      support.b.post(`/staff/support/${id}`, { intent: "close" }),
    ]);
    expect(closes.map((r) => r.status)).toEqual([303, 303]);
    rows = await newRows();
    expect(rows.map((r) => r.action)).toEqual(["reply", "close"]);
    // A reply to a closed request is refused and not audited.
    expect((await support.b.post(`/staff/support/${id}`, { intent: "reply", message: "too late" })).status).toBe(409);
    expect((await asker.b.post(`/support/${id}`, { intent: "reply", message: "me too" })).status).toBe(409);

    const target = await member();
    for (let i = 0; i < 2; i++) {
      expect((await admin.b.post("/staff/roles", { intent: "grant", email: target.email, role: "coach" })).status).toBe(
        303,
      );
    }
    expect(await staffRolesOf(target.id)).toEqual(["coach"]);
    for (let i = 0; i < 2; i++) {
      expect(
        (await admin.b.post("/staff/roles", { intent: "revoke", email: target.email, role: "coach" })).status,
      ).toBe(303);
    }
    expect(await staffRolesOf(target.id)).toEqual([]);
    rows = await newRows();
    expect(rows.map((r) => `${r.action} ${r.targetId} ${r.detail}`)).toEqual([
      `reply ${id} `,
      `close ${id} `,
      `grant ${target.id} coach to ${target.email}`,
      `revoke ${target.id} coach from ${target.email}`,
    ]);
    // The admin reads it; it names the staff member and the action.
    const audit = await (await admin.b.get("/staff/audit")).text();
    expect(audit).toContain("helpfulhana");
    expect(audit).toContain(`request #${id}`);
    // An admin cannot lock themselves out.
    expect((await admin.b.post("/staff/roles", { intent: "revoke", email: admin.email, role: "admin" })).status).toBe(
      409,
    );
  });

  it("a member closing their own request is not a staff action: no audit row", async () => {
    const m = await member();
    const id = await ask(m);
    const start = (await auditRows()).length;
    expect((await m.b.post(`/support/${id}`, { intent: "close" })).status).toBe(303);
    expect((await supportRequestsOf(m.id))[0].closedAt).not.toBeNull();
    expect((await auditRows()).length).toBe(start);
  });
});

describe("a mail provider that fails", () => {
  it("keeps the staff reply and says the mail was not sent, never a 500", async () => {
    const asker = await member({ subscription: { tier: "pro" } });
    const id = await ask(asker);
    const support = await staffMember(["support"]);
    const refusing = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("down", { status: 503 }));
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const ctx = createExecutionContext();
    let res: Response;
    let providerCalls = 0;
    try {
      // The app as production runs it: mail goes to the provider (which is down).
      const post = new Request(`${ORIGIN}/staff/support/${id}`, {
        method: "POST",
        body: new URLSearchParams({ intent: "reply", message: "Saved despite the mail" }),
        redirect: "manual",
        headers: {
          Origin: ORIGIN,
          Host: "localhost",
          Cookie: support.b.cookieHeader(),
          "cf-connecting-ip": support.b.ip,
        },
      });
      res = await worker.fetch(post, { ...(env as object), MAIL_API_KEY: "re_test" } as never, ctx);
      await waitOnExecutionContext(ctx);
      providerCalls = refusing.mock.calls.length;
    } finally {
      refusing.mockRestore();
      quiet.mockRestore();
    }
    expect(res.status, await res.clone().text()).toBe(303);
    expect(providerCalls).toBe(1);
    // The flash toast the next page shows (this request bypassed the browser's cookie jar).
    const toast = /gu_toast=([^;]+)/.exec(res.headers.get("Set-Cookie") ?? "")?.[1] ?? "";
    expect(atob(decodeURIComponent(toast))).toContain("Reply saved, mail not sent");
    expect(await (await asker.b.get(`/support/${id}`)).text()).toContain("Saved despite the mail");
  });
});

describe("a member's data", () => {
  it("the export holds the member's own requests with their threads, and nothing of the audit log; deletion removes them", async () => {
    const m = await member({ subscription: { tier: "elite" } });
    const id = await ask(m, { message: "Exported support question text" });
    const support = await staffMember(["support"], { username: "exportstaff" });
    await support.b.post(`/staff/support/${id}`, { intent: "reply", message: "Exported staff answer" });
    const exported = await (
      await m.b.get("/settings/export")
    ).json<{
      supportRequests: { id: number; messages: { body: string; fromStaff: boolean }[] }[];
    }>();
    expect(exported.supportRequests.map((r) => r.id)).toEqual([id]);
    expect(exported.supportRequests[0].messages.map((x) => [x.body, x.fromStaff])).toEqual([
      ["Exported support question text", false],
      ["Exported staff answer", true],
    ]);
    expect(JSON.stringify(exported)).not.toContain("staff_audit");
    expect(JSON.stringify(exported)).not.toContain('"action"');

    const deleted = await m.b.post("/settings", { password: "secret123" });
    expect(deleted.status).toBe(303);
    expect(await supportRequestsOf(m.id)).toEqual([]);
    expect(await supportMessagesOf(id)).toEqual([]);
    expect((await env.PHOTOS.list({ prefix: `support/${m.id}/` })).objects).toEqual([]);
  });
});
