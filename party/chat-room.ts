// One room per chat channel. D1 is the record; the room only fans out. Browsers connect
// and listen (party/route.ts lets in only ticket holders of a seeded channel); only the
// app Worker, through the stub, can make it broadcast.
import { Server, type Connection } from "partyserver";
import type { RoomEvent } from "./protocol";

export class ChatRoom extends Server {
  static options = { hibernate: true };

  onConnect(_connection: Connection) {
    this.announcePresence();
  }

  onClose(_connection: Connection) {
    this.announcePresence();
  }

  // Browsers only listen; anything they send is ignored.
  onMessage() {}

  async onRequest(request: Request) {
    if (request.method !== "POST") return new Response("Method Not Allowed", { status: 405 });
    const event = await request.json<RoomEvent>();
    if (event.type !== "message" && event.type !== "deleted") return new Response("Bad Request", { status: 400 });
    this.broadcast(JSON.stringify(event));
    return Response.json({ delivered: [...this.getConnections()].length });
  }

  private announcePresence() {
    const online = [...this.getConnections()].filter((c) => c.readyState === WebSocket.OPEN).length;
    const event: RoomEvent = { type: "presence", online };
    this.broadcast(JSON.stringify(event));
  }
}
