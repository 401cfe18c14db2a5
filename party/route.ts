import { routePartykitRequest } from "partyserver";

/**
 * Routes /parties/chat-room/<channel> WebSocket upgrades to the room; plain HTTP on
 * that path is refused so nobody outside the app can make a room broadcast.
 */
export function routeRoomRequest(request: Request, env: Record<string, unknown>) {
  return routePartykitRequest(request, env as never, {
    onBeforeRequest: () => new Response("Not Found", { status: 404 }),
  });
}
