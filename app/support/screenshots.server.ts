// Support screenshots in R2 (decision 069): private, under the member who sent them, so
// deleting an account finds them all; read back only by that member or by staff.
import { eq } from "drizzle-orm";
import { database, schema } from "~/db.server";
import type { Env } from "~/env";

const req = schema.supportRequests;

export type Screenshot = { bytes: Uint8Array; type: "jpeg" | "png" | "webp" };

const CONTENT_TYPES = { jpeg: "image/jpeg", png: "image/png", webp: "image/webp" } as const;

/** R2 keys of screenshots: under the member, so deleting an account finds them all. */
const screenshotPrefix = (userId: string) => `support/${userId}/`;

/** Stores a new request's screenshot; its key goes on the request's row. */
export async function storeScreenshot(env: Env, userId: string, screenshot: Screenshot): Promise<string> {
  const key = `${screenshotPrefix(userId)}${crypto.randomUUID()}`;
  await env.PHOTOS.put(key, screenshot.bytes, { httpMetadata: { contentType: CONTENT_TYPES[screenshot.type] } });
  return key;
}

/** A request's screenshot for the member who asked, or for staff (`staff`: the caller checked the role). */
export async function screenshotFor(env: Env, id: number, viewer: { id: string; staff: boolean }) {
  const db = database(env);
  const [row] = await db.select({ key: req.screenshotKey, userId: req.userId }).from(req).where(eq(req.id, id));
  if (!row?.key || (row.userId !== viewer.id && !viewer.staff)) return null;
  return env.PHOTOS.get(row.key);
}

/** Deleting an account: the member's screenshots leave R2 (before the rows go). */
export async function deleteSupportScreenshots(env: Env, userId: string) {
  for (;;) {
    const listed = await env.PHOTOS.list({ prefix: screenshotPrefix(userId), limit: 1000 });
    if (listed.objects.length === 0) return;
    await env.PHOTOS.delete(listed.objects.map((o) => o.key));
    if (!listed.truncated) return;
  }
}
