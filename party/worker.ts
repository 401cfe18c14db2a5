// `npm run dev` only: the rooms as their own Worker (vite dev cannot host the class).
import { routeRoomRequest } from "./route";

export { ChatRoom } from "./chat-room";

export default {
  async fetch(request: Request, env: Record<string, unknown>) {
    return (await routeRoomRequest(request, env)) ?? new Response("Not Found", { status: 404 });
  },
};
