// Request bodies within the Workers' limits: every state-changing request is capped by
// its declared length and while streaming (forms 64 KB, the webhook 1 MB, photo uploads
// by the scanner's own rule), answered 413 with a short message, never buffered whole;
// and a state-changing request without an Origin is refused (the signed webhook excepted).
import { describe, expect, it } from "vitest";
import { FORM_BODY_LIMIT, WEBHOOK_BODY_LIMIT } from "~/forms/body";
import { appFetch, ORIGIN } from "./helpers";
import { member } from "./factories";

const MB = 1024 * 1024;

/** A body of `total` bytes made on demand, 1 MB a pull; `pulled()` says how much was read. */
function lazyBody(total: number) {
  let sent = 0;
  const chunk = new Uint8Array(MB).fill(97);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const n = Math.min(MB, total - sent);
      sent += n;
      controller.enqueue(n === MB ? chunk : chunk.subarray(0, n));
    },
  });
  return { stream, pulled: () => sent };
}

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  appFetch(`${ORIGIN}${path}`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: ORIGIN,
      Host: "localhost",
      ...headers,
    },
  });

describe("request bodies are capped before they are read whole", () => {
  it("a 100 MB form post sent without a length is refused with 413 after at most 2 MB is read", async () => {
    for (const path of ["/auth", "/assessment", "/checkout?plan=pro", "/api/auth/sign-in/email"]) {
      const body = lazyBody(100 * MB);
      const res = await post(path, body.stream);
      expect(res.status, path).toBe(413);
      expect(await res.text()).toBe("Too large: this address accepts at most 64 KB. Please send less.");
      expect(body.pulled(), path).toBeLessThanOrEqual(2 * MB);
    }
  });

  it("a 100 MB declared length is refused before a byte is read", async () => {
    const body = lazyBody(100 * MB);
    const res = await post("/auth", body.stream, { "Content-Length": String(100 * MB) });
    expect(res.status).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(MB);
  });

  it("forms: 64 KB passes to the form's own messages, one byte more is 413", async () => {
    const form = (size: number) => {
      const head = "mode=signin&email=a%40b.c&password=";
      return head + "p".repeat(size - head.length);
    };
    const atLimit = await post("/auth", form(FORM_BODY_LIMIT));
    // Read and answered by the form: its messages beside the fields.
    expect(atLimit.status).toBe(400);
    expect(await atLimit.text()).toContain('class="field-error" role="alert"');
    expect((await post("/auth", form(FORM_BODY_LIMIT + 1))).status).toBe(413);
  });

  it("a signed-in member's 5 MB chat post is 413 after at most 2 MB is read", async () => {
    const m = await member();
    const cookie = [...m.b.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const body = lazyBody(5 * MB);
    const res = await post("/chat?channel=general", body.stream, { Cookie: cookie, "cf-connecting-ip": m.b.ip });
    expect(res.status).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(2 * MB);
  });

  it("the webhook takes up to 1 MB (then checks the signature) and refuses more", async () => {
    const within = await post("/api/stripe/webhook", "x".repeat(WEBHOOK_BODY_LIMIT), {
      "Content-Type": "application/json",
      "Stripe-Signature": "t=1,v1=00",
    });
    expect(within.status).toBe(400);
    expect(await within.text()).toBe("Invalid signature");
    const over = lazyBody(50 * MB);
    const res = await post("/api/stripe/webhook", over.stream, { "Content-Type": "application/json" });
    expect(res.status).toBe(413);
    expect(await res.text()).toBe("Too large: this address accepts at most 1,024 KB. Please send less.");
    // The limit and the stream's read-ahead (a chunk or two), not the 50 MB.
    expect(over.pulled()).toBeLessThanOrEqual(WEBHOOK_BODY_LIMIT + 3 * MB);
  });

  it("photo uploads keep the scanner's own limit: 200 KB to the scanner is not refused as a form", async () => {
    const boundary = "b0undary";
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\n${"n".repeat(200 * 1024)}\r\n--${boundary}--\r\n`;
    const res = await post("/face-scanner", body, { "Content-Type": `multipart/form-data; boundary=${boundary}` });
    expect(res.status).not.toBe(413);
  });
});

describe("state-changing requests without an Origin", () => {
  it("are refused (403), even when Sec-Fetch-Site says same-origin; GETs are not", async () => {
    for (const headers of [{}, { "Sec-Fetch-Site": "same-origin" }, { Origin: "null" }] as Record<string, string>[]) {
      const res = await appFetch(`${ORIGIN}/auth`, {
        method: "POST",
        redirect: "manual",
        body: "mode=signin&email=a%40b.c&password=x",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Host: "localhost", ...headers },
      });
      expect(res.status, JSON.stringify(headers)).toBe(403);
    }
    expect((await appFetch(`${ORIGIN}/auth`, { redirect: "manual" })).status).toBe(200);
  });

  it("the signed Stripe webhook goes without one: its signature is the check", async () => {
    const res = await appFetch(`${ORIGIN}/api/stripe/webhook`, {
      method: "POST",
      body: "{}",
      headers: { "Content-Type": "application/json", "Stripe-Signature": "t=1,v1=00" },
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toBe("Invalid signature");
  });
});
