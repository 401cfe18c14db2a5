// GET /chat/missed?channel=<id>&from=<oldest shown>&after=<newest shown>: what a
// reconnecting browser missed, read from D1 (the record) behind the page's gate. Bounded
// to a screen's window (app/chat/chat.server.ts: a wider range is clamped, and the answer
// says which range it checked) and rate-limited per member (429 with a message).
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getMember } from "~/auth/index.server";
import { channelAccess } from "~/chat/access.server";
import { claimMissedRead, missedSince } from "~/chat/chat.server";
import { memberStanding } from "~/chat/moderation.server";
import { MESSAGES } from "~/chat/rules";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await getMember(request, context);
  if (!member) return refuse(401);
  const env = context.cloudflare.env;
  if (!(await claimMissedRead(env, member.id))) return refuse(429, MESSAGES.missedRateLimited);
  const query = new URL(request.url).searchParams;
  const [access, standing] = await Promise.all([
    channelAccess(context, member.id, query.get("channel")),
    memberStanding(env, member.id),
  ]);
  if (!access.channel) return refuse(404);
  if (!access.open || standing.kind === "banned") return refuse(403);
  const after = idParam(query.get("after"));
  const from = Math.min(idParam(query.get("from")), after);
  const missed = await missedSince(env, access.channel.id, member.id, from, after);
  return Response.json(missed, { headers: { "Cache-Control": "no-store" } });
}

const idParam = (v: string | null) => {
  const n = Number(v);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
};

const refuse = (status: number, message?: string) =>
  Response.json(
    { messages: [], present: [], from: 0, after: 0, ...(message ? { message } : {}) },
    { status, headers: { "Cache-Control": "no-store", ...(status === 429 ? { "Retry-After": "60" } : {}) } },
  );
