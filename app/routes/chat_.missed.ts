// GET /chat/missed?channel=<id>&from=<oldest shown>&after=<newest shown>: what a
// reconnecting browser missed, read from D1 (the record) behind the page's gate.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getViewer } from "~/auth/viewer.server";
import { channelAccess } from "~/chat/access.server";
import { missedSince } from "~/chat/chat.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await getViewer(request, context);
  if (!member) return refuse(401);
  const query = new URL(request.url).searchParams;
  const access = await channelAccess(request, context, query.get("channel"));
  if (!access.channel) return refuse(404);
  if (!access.open) return refuse(403);
  const after = idParam(query.get("after"));
  const from = Math.min(idParam(query.get("from")), after);
  const missed = await missedSince(context.cloudflare.env, access.channel.id, from, after);
  return Response.json(missed, { headers: { "Cache-Control": "no-store" } });
}

const idParam = (v: string | null) => {
  const n = Number(v);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
};

const refuse = (status: number) =>
  Response.json({ messages: [], present: [] }, { status, headers: { "Cache-Control": "no-store" } });
