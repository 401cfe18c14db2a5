// The face scanner's Worker-test helpers: members who bought a plan, uploads as a browser
// sends them, the handler with a test env, and what D1 and R2 hold afterwards.
import { env } from "cloudflare:test";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { database, schema } from "~/db.server";
import type { Env } from "~/env";
import { freshCard, storedScan, userIdOf, newMember } from "./factories";
import { appFetch, Browser, ORIGIN } from "./helpers";
import { appEnv } from "./app-env";

export async function buy(b: Browser, plan: string, trial = false) {
  const start = await b.post(`/checkout?plan=${plan}${trial ? "&trial=true" : ""}`, {
    plan,
    ...(trial ? { trial: "true" } : {}),
  });
  const path = new URL(start.headers.get("Location")!).pathname;
  await b.get(path);
  const paid = await b.post(path, { cardNumber: freshCard(), expiry: "12 / 34", cvc: "123" });
  expect(paid.status).toBe(303);
}

/** A new member on a plan, signed in. */
export async function scanner(email: string, plan: "pro" | "elite" = "pro") {
  const b = await newMember(
    email,
    email
      .split("@")[0]
      .replace(/[^a-z0-9]/gi, "")
      .slice(0, 20),
  );
  await buy(b, plan);
  return b;
}

export const cookieOf = (b: Browser) => [...b.cookies].map(([k, v]) => `${k}=${v}`).join("; ");

export function uploadRequest(b: Browser, file: Blob | null, { name = "photo.jpg", path = "/face-scanner" } = {}) {
  const form = new FormData();
  if (file) form.append("photo", file, name);
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    body: form,
    redirect: "manual",
    headers: { Origin: ORIGIN, Host: "localhost", Cookie: cookieOf(b), "cf-connecting-ip": b.ip },
  });
}

export const upload = (
  b: Browser,
  bytes: Uint8Array | string,
  opts: { name?: string; type?: string; path?: string } = {},
) =>
  appFetch(uploadRequest(b, new Blob([bytes as BlobPart], { type: opts.type ?? "image/jpeg" }), opts), {
    redirect: "manual",
  });

/** The scan handler's load context over `overrides` of the test env (spies, an analyzer choice). */
export function contextWith(overrides: Record<string, unknown> = {}) {
  return {
    cloudflare: { env: { ...env, ...overrides } as unknown as Env, ctx: {} as ExecutionContext },
    requestMemo: new Map(),
  } as unknown as AppLoadContext;
}

export const userId = userIdOf;

export const scanRows = (uid: string) =>
  database(appEnv).select().from(schema.faceScans).where(eq(schema.faceScans.userId, uid)).orderBy(schema.faceScans.id);

export const r2Keys = async (prefix = "members/") => (await env.PHOTOS.list({ prefix })).objects.map((o) => o.key);

export async function storedPhoto(key: string) {
  return new Uint8Array(await (await env.PHOTOS.get(key))!.arrayBuffer());
}

/** `n` stored scans of the member made today (no photos behind them): for limits and lists. */
export async function storeScans(uid: string, n: number) {
  for (let i = 0; i < n; i++)
    await storedScan(uid, {
      photoKey: `members/${uid}/scans/stored-${i}.jpg`,
      thumbKey: `members/${uid}/scans/stored-${i}-thumb.jpg`,
      ratingTenths: 50,
      analysis: "A stored scan.",
    });
}

/** The test env's R2 bucket's methods, bound (to build a bucket with one method spied). */
export function bucketMethods() {
  const b = env.PHOTOS;
  return {
    get: b.get.bind(b),
    head: b.head.bind(b),
    list: b.list.bind(b),
    delete: b.delete.bind(b),
    put: b.put.bind(b),
  };
}

/** A valid Workers AI answer for the model's part (what geometry cannot see). */
export const modelReply = (overrides: Record<string, unknown> = {}) => ({
  skin_condition: { score: 7, note: "Even tone with a little redness on the cheeks." },
  hair: { score: 8, note: "Neat, well-shaped short cut." },
  style: { score: 6, note: "A bold orange flight suit." },
  expression: { score: 9, note: "A warm, open smile." },
  recommendations: [{ text: "Keep using sunscreen daily.", category: "skincare" }],
  ...overrides,
});

export { appFetch, Browser, newMember, ORIGIN };
