// GET /chat/ticket?channel=<id>: a fresh room ticket for the live connection, minted only
// after the same gate as the page. The browser asks before every (re)connection, so a
// member who lost elite loses the VIP room on their next connection. Each ticket opens
// one socket; a VIP ticket carries the plan's end, when the room closes the socket.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { authSecret } from "~/auth/auth.server";
import { getMember } from "~/auth/index.server";
import { channelAccess, ticketAccess } from "~/chat/access.server";
import { mintTicket } from "~/chat/ticket.server";
import { memberStanding } from "~/chat/moderation.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await getMember(request, context);
  if (!member) return refuse(401);
  const [access, standing] = await Promise.all([
    channelAccess(context, member.id, new URL(request.url).searchParams.get("channel")),
    memberStanding(context.cloudflare.env, member.id),
  ]);
  if (!access.channel) return refuse(404);
  // A member banned from chat gets no room (decision 076).
  if (!access.open || standing.kind === "banned") return refuse(403);
  const ticket = await mintTicket(
    authSecret(context.cloudflare.env),
    member.id,
    access.channel.id,
    ticketAccess(access),
  );
  return Response.json({ ticket }, { headers: { "Cache-Control": "no-store" } });
}

const refuse = (status: number) =>
  Response.json({ ticket: null }, { status, headers: { "Cache-Control": "no-store" } });
