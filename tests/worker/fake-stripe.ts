/// <reference types="node" />
// A fake of the few Stripe API endpoints our adapter calls (app/billing/stripe.server.ts),
// for Worker tests: the Stripe SDK inside the Worker is pointed at it with STRIPE_API_BASE.
// Node only (started by fake-stripe.global.ts); loopback only, bounded in body size,
// recorded requests and scripted objects.
//
// Stripe API:     POST /v1/checkout/sessions, POST /v1/checkout/sessions/:id/expire,
//                 POST /v1/billing_portal/sessions, GET /v1/subscriptions/:id,
//                 GET /v1/subscriptions?customer=..., DELETE /v1/subscriptions/:id,
//                 POST /v1/subscriptions/:id (items[0][price]: the scripted subscription's new price;
//                 cancel_at_period_end), GET /v1/subscription_schedules/:id,
//                 POST /v1/subscription_schedules/:id/release (the subscription drops its schedule)
// Test controls:  GET /__requests, POST /__reset,
//                 POST /__subscriptions  (JSON subscription object: what retrieve/list answer)
//                 POST /__schedules      (JSON subscription schedule: what its retrieve answers)
//                 POST /__fail           (JSON { path, status, message, times? }: answer errors)
//                 POST /__delay          (JSON { path, ms, times? }: answer later, as a slow Stripe would)
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export const CHECKOUT_URL = "https://checkout.stripe.test/c/";
export const PORTAL_URL = "https://billing.stripe.test/p/";

export type RecordedRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  /** The form-encoded body, flat: { "subscription_data[trial_period_days]": "7", ... }. */
  form: Record<string, string>;
  authorization: string | null;
};

type Failure = { path: string; status: number; message: string; times: number };

const MAX_BODY = 64 * 1024;
const MAX_RECORDED = 500;
const MAX_SUBSCRIPTIONS = 500;
const MAX_FAILURES = 50;

export function createFakeStripe() {
  let requests: RecordedRequest[] = [];
  let subscriptions = new Map<string, Record<string, unknown>>();
  let schedules = new Map<string, Record<string, unknown>>();
  let failures: Failure[] = [];
  let delays: { path: string; ms: number; times: number }[] = [];
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_fake${Date.now().toString(36)}${(++counter).toString(36)}`;

  function send(res: ServerResponse, status: number, body: unknown) {
    const text = JSON.stringify(body);
    res.writeHead(status, {
      "Content-Type": "application/json",
      "Content-Length": Buffer.byteLength(text),
      "Request-Id": `req_fake${counter}`,
      // Never make the SDK wait on retries of scripted failures longer than needed.
      "Stripe-Should-Retry": "false",
    });
    res.end(text);
  }

  const stripeError = (res: ServerResponse, status: number, message: string, type = "invalid_request_error") =>
    send(res, status, { error: { type, message } });

  async function readBody(req: IncomingMessage): Promise<string | null> {
    let size = 0;
    const chunks: Buffer[] = [];
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > MAX_BODY) return null;
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks).toString("utf8");
  }

  function takeFailure(path: string) {
    const f = failures.find((x) => x.path === path && x.times > 0);
    if (f) f.times -= 1;
    return f;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const remote = req.socket.remoteAddress ?? "";
    if (!["127.0.0.1", "::1", "::ffff:127.0.0.1"].includes(remote)) return stripeError(res, 403, "loopback only");
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const path = url.pathname;
    const method = req.method ?? "GET";
    const raw = await readBody(req);
    if (raw === null) return stripeError(res, 413, "body too large");

    // Test controls.
    if (path === "/__requests" && method === "GET") return send(res, 200, requests);
    if (path === "/__reset" && method === "POST") {
      requests = [];
      subscriptions = new Map();
      schedules = new Map();
      failures = [];
      delays = [];
      return send(res, 200, { ok: true });
    }
    if (path === "/__subscriptions" && method === "POST") {
      const sub = JSON.parse(raw) as Record<string, unknown>;
      if (typeof sub.id !== "string") return stripeError(res, 400, "subscription needs an id");
      if (!subscriptions.has(sub.id) && subscriptions.size >= MAX_SUBSCRIPTIONS)
        return stripeError(res, 507, "too many");
      subscriptions.set(sub.id, { object: "subscription", ...sub });
      return send(res, 200, { ok: true });
    }
    if (path === "/__schedules" && method === "POST") {
      const schedule = JSON.parse(raw) as Record<string, unknown>;
      if (typeof schedule.id !== "string") return stripeError(res, 400, "schedule needs an id");
      if (!schedules.has(schedule.id) && schedules.size >= MAX_SUBSCRIPTIONS) return stripeError(res, 507, "too many");
      schedules.set(schedule.id, { object: "subscription_schedule", ...schedule });
      return send(res, 200, { ok: true });
    }
    if (path === "/__fail" && method === "POST") {
      const f = JSON.parse(raw) as Partial<Failure>;
      if (failures.length >= MAX_FAILURES) return stripeError(res, 507, "too many");
      failures.push({
        path: f.path ?? "",
        status: f.status ?? 500,
        message: f.message ?? "Fake failure",
        times: f.times ?? 1_000,
      });
      return send(res, 200, { ok: true });
    }

    if (path === "/__delay" && method === "POST") {
      const d = JSON.parse(raw) as { path?: string; ms?: number; times?: number };
      if (delays.length >= MAX_FAILURES) return stripeError(res, 507, "too many");
      delays.push({ path: d.path ?? "", ms: Math.min(d.ms ?? 0, 5_000), times: d.times ?? 1 });
      return send(res, 200, { ok: true });
    }

    // Stripe API.
    const delay = delays.find((x) => x.path === path && x.times > 0);
    if (delay) {
      delay.times -= 1;
      await new Promise((resolve) => setTimeout(resolve, delay.ms));
    }
    if (!path.startsWith("/v1/")) return stripeError(res, 404, `Unrecognized request URL (${method}: ${path})`);
    const recorded: RecordedRequest = {
      method,
      path,
      query: Object.fromEntries(url.searchParams),
      form: Object.fromEntries(new URLSearchParams(raw)),
      authorization: req.headers.authorization ?? null,
    };
    if (requests.length >= MAX_RECORDED) requests.shift();
    requests.push(recorded);

    if (!recorded.authorization?.startsWith("Bearer sk_")) {
      return stripeError(res, 401, "You did not provide an API key.");
    }
    const failure = takeFailure(path);
    if (failure) {
      return stripeError(
        res,
        failure.status,
        failure.message,
        failure.status >= 500 ? "api_error" : "invalid_request_error",
      );
    }

    if (path === "/v1/checkout/sessions" && method === "POST") {
      const f = recorded.form;
      if (!f["line_items[0][price]"]) return stripeError(res, 400, "Missing required param: line_items[0][price].");
      if (!f.success_url) return stripeError(res, 400, "Missing required param: success_url.");
      const id = nextId("cs_test");
      return send(res, 200, {
        id,
        object: "checkout.session",
        mode: f.mode,
        client_reference_id: f.client_reference_id ?? null,
        customer: f.customer ?? null,
        customer_email: f.customer_email ?? null,
        success_url: f.success_url,
        cancel_url: f.cancel_url ?? null,
        status: "open",
        url: `${CHECKOUT_URL}${id}`,
      });
    }
    const expire = path.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/);
    if (expire && method === "POST") {
      return send(res, 200, {
        id: decodeURIComponent(expire[1]),
        object: "checkout.session",
        status: "expired",
        url: null,
      });
    }
    if (path === "/v1/billing_portal/sessions" && method === "POST") {
      if (!recorded.form.customer) return stripeError(res, 400, "Missing required param: customer.");
      const id = nextId("bps");
      return send(res, 200, {
        id,
        object: "billing_portal.session",
        customer: recorded.form.customer,
        return_url: recorded.form.return_url ?? null,
        url: `${PORTAL_URL}${id}`,
      });
    }
    if (path === "/v1/subscriptions" && method === "GET") {
      const customer = url.searchParams.get("customer");
      const data = [...subscriptions.values()].filter((s) => !customer || s.customer === customer).reverse();
      const limit = Number(url.searchParams.get("limit") ?? 10);
      return send(res, 200, {
        object: "list",
        url: "/v1/subscriptions",
        has_more: data.length > limit,
        data: data.slice(0, limit),
      });
    }
    const sub = path.match(/^\/v1\/subscriptions\/([^/]+)$/);
    if (sub && method === "GET") {
      const found = subscriptions.get(decodeURIComponent(sub[1]));
      if (!found) return stripeError(res, 404, `No such subscription: '${sub[1]}'`);
      return send(res, 200, found);
    }
    if (sub && method === "POST") {
      const id = decodeURIComponent(sub[1]);
      const found = subscriptions.get(id) as { items?: { data?: { price?: object }[] } } | undefined;
      if (!found) return stripeError(res, 404, `No such subscription: '${sub[1]}'`);
      const price = recorded.form["items[0][price]"];
      const cancel = recorded.form.cancel_at_period_end;
      const item = found.items?.data?.[0];
      const updated = {
        ...found,
        ...(cancel === undefined ? {} : { cancel_at_period_end: cancel === "true" }),
        items: { data: [{ ...item, price: { ...item?.price, id: price ?? (item?.price as { id?: string })?.id } }] },
      };
      subscriptions.set(id, updated);
      return send(res, 200, updated);
    }
    const schedule = path.match(/^\/v1\/subscription_schedules\/([^/]+)(\/release)?$/);
    if (schedule && (method === "GET" || (method === "POST" && schedule[2]))) {
      const id = decodeURIComponent(schedule[1]);
      const found = schedules.get(id);
      if (!found) return stripeError(res, 404, `No such subscription schedule: '${schedule[1]}'`);
      if (method === "GET") return send(res, 200, found);
      // Released: the subscription stays on its current price and no longer follows the schedule.
      for (const [subId, s] of subscriptions)
        if (s.schedule === id || (s.schedule as { id?: string } | null)?.id === id)
          subscriptions.set(subId, { ...s, schedule: null });
      const released = { ...found, status: "released", released_subscription: found.subscription ?? null };
      schedules.set(id, released);
      return send(res, 200, released);
    }
    if (sub && method === "DELETE") {
      const id = decodeURIComponent(sub[1]);
      const canceled = { object: "subscription", ...subscriptions.get(id), id, status: "canceled" };
      if (subscriptions.has(id)) subscriptions.set(id, canceled);
      return send(res, 200, canceled);
    }
    return stripeError(res, 404, `Unrecognized request URL (${method}: ${path})`);
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      if (!res.headersSent) stripeError(res, 500, String(error), "api_error");
      else res.destroy();
    });
  });
  server.requestTimeout = 10_000;
  server.headersTimeout = 10_000;
  server.maxConnections = 64;

  return {
    /** Listen on 127.0.0.1 at a free port; resolves to the base URL. */
    async listen(): Promise<string> {
      await new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        server.listen(0, "127.0.0.1", () => resolve());
      });
      const { port } = server.address() as AddressInfo;
      return `http://127.0.0.1:${port}`;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
