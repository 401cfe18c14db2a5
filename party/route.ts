import { routePartykitRequest } from "partyserver";
import { chatChannels } from "../db/seed-data.mjs";
import { authSecret } from "../app/auth/auth.server";
import { config } from "../app/config.server";
import type { Env } from "../app/env";
import { checkTicket } from "../app/chat/ticket.server";
import { PARTY } from "../app/chat/rooms/protocol";

/** Rooms exist only for the seeded channels: no Durable Object for an arbitrary name. */
const ROOMS = new Set<string>(chatChannels.map((c: { id: string }) => c.id));

const refuse = (status: 401 | 403 | 404, text: string) => new Response(text, { status });

/**
 * Routes /parties/chat-room/<channel> WebSocket upgrades to the room, and only these:
 * a seeded channel, a handshake from the app's own origin, and a valid ticket for that
 * channel (app/chat/ticket.server.ts; the room then spends it and caps sockets per
 * member). Plain HTTP on the path is refused, so nobody outside the app can make a room
 * broadcast; the app talks to rooms through stubs.
 */
export async function routeRoomRequest(request: Request, env: Record<string, unknown>): Promise<Response | null> {
  const url = new URL(request.url);
  const [first, party, room, ...rest] = url.pathname.split("/").filter(Boolean);
  if (first !== "parties") return null;
  if (party !== PARTY || !room || rest.length > 0 || !ROOMS.has(room)) return refuse(404, "Not Found");
  return routePartykitRequest(request, env as never, {
    onBeforeRequest: () => refuse(404, "Not Found"),
    onBeforeConnect: async (req, lobby) => {
      if (!fromApp(req, env as unknown as Env)) return refuse(403, "Cross-site connection refused");
      const check = await checkTicket(authSecret(env as unknown as Env), url.searchParams.get("ticket"), lobby.name);
      if (!check.ok) return refuse(check.reason === "channel" ? 403 : 401, "A valid room ticket is required");
    },
  });
}

/**
 * Browsers always send Origin on a WebSocket handshake: it must be the app's configured
 * origin (BETTER_AUTH_URL), never one read from the request. A handshake without one is
 * not from the app's page and is refused too.
 */
function fromApp(request: Request, env: Env) {
  return request.headers.get("Origin") === config(env).origin;
}
