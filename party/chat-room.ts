// One room per chat channel. D1 is the record; the room only fans out. Browsers connect
// and listen (party/route.ts lets in only same-origin ticket holders of a seeded channel);
// only the app Worker, through the stub, can make it broadcast or close a member's sockets.
//
// The room admits a socket itself, whichever Worker routed it (the app's, or the rooms' own
// under `npm run dev`): it checks the ticket again, spends it (one socket per ticket,
// recorded in the room's storage), and refuses a member's fifth socket. Each socket keeps
// its member, its ticket's expiry and, in a gated room, when the member's access ends; an
// alarm closes sockets at that time, and billing and account deletion close them at once.
import { Server, type Connection, type ConnectionContext } from "partyserver";
import { authSecret } from "../app/auth/auth.server";
import { checkTicket, type TicketClaims } from "../app/chat/ticket.server";
import { SOCKETS_PER_MEMBER } from "../app/chat/rules";
import { ACCESS_ENDED, type RoomCommand, type RoomEvent } from "../app/chat/rooms/protocol";

type Member = Omit<TicketClaims, "nonce">;

/** Presence changes are announced at most this often: a flood of joins costs O(n), not O(n²). */
const PRESENCE_EVERY_MS = 500;

const memberTag = (memberId: string) => `member:${memberId}`;
const refuse = (status: 401 | 403 | 429, text: string) => new Response(text, { status });

export class ChatRoom extends Server {
  static options = { hibernate: true };

  /** Claims of the upgrade being admitted, for getConnectionTags and onConnect. */
  private admitted = new WeakMap<Request, Member>();
  private presenceTimer: ReturnType<typeof setTimeout> | null = null;
  private lastOnline: number | null = null;

  constructor(ctx: DurableObjectState, env: Cloudflare.Env) {
    super(ctx, env);
    // Spent tickets, kept until they expire (a ticket lives TICKET_TTL_MS).
    ctx.storage.sql.exec(
      "CREATE TABLE IF NOT EXISTS spent_tickets (nonce TEXT PRIMARY KEY, expires_at INTEGER NOT NULL)",
    );
  }

  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") return super.fetch(request);
    const room = request.headers.get("x-partykit-room") ?? this.ctx.id.name ?? "";
    const ticket = new URL(request.url).searchParams.get("ticket");
    const check = await checkTicket(authSecret(this.env), ticket, room);
    if (!check.ok) return refuse(check.reason === "channel" ? 403 : 401, "A valid room ticket is required");
    // No await from here to the accept in super.fetch: two upgrades cannot interleave.
    const now = Date.now();
    const open = this.socketsOf(check.memberId).length;
    if (open >= SOCKETS_PER_MEMBER) return refuse(429, "Too many open connections to this room");
    if (!this.spend(check.nonce, check.exp, now)) return refuse(401, "This room ticket was already used");
    const { nonce: _, ok: __, ...member } = check;
    this.admitted.set(request, member);
    return super.fetch(request);
  }

  /** Records a ticket as spent; false when it already was. */
  private spend(nonce: string, expiresAt: number, now: number) {
    const sql = this.ctx.storage.sql;
    sql.exec("DELETE FROM spent_tickets WHERE expires_at <= ?", now);
    return sql.exec("INSERT INTO spent_tickets VALUES (?, ?) ON CONFLICT DO NOTHING", nonce, expiresAt).rowsWritten > 0;
  }

  override getConnectionTags(_connection: Connection, ctx: ConnectionContext) {
    const member = this.admitted.get(ctx.request);
    return member ? [memberTag(member.memberId)] : [];
  }

  override async onConnect(connection: Connection<Member>, ctx: ConnectionContext) {
    const member = this.admitted.get(ctx.request);
    if (!member) return connection.close(1008, "Not admitted");
    connection.setState(member);
    // The newcomer learns the count at once; the others when the count changes.
    this.send(connection, { type: "presence", online: this.onlineMembers() });
    this.announcePresence();
    if (member.until !== null) await this.wakeAt(member.until);
  }

  onClose() {
    this.announcePresence();
  }

  // Browsers only listen; anything they send is ignored.
  onMessage() {}

  async onRequest(request: Request) {
    if (request.method !== "POST") return new Response("Method Not Allowed", { status: 405 });
    const command = await request.json<RoomCommand>();
    switch (command.type) {
      case "message": {
        // One copy for the author's sockets (mine) and one for everyone else: no author id leaves.
        const { authorId, ...message } = command.message;
        const hidden = new Set(command.hiddenFrom ?? []);
        const theirs = JSON.stringify({ type: "message", message: { ...message, mine: false } } satisfies RoomEvent);
        const mine = JSON.stringify({ type: "message", message: { ...message, mine: true } } satisfies RoomEvent);
        let delivered = 0;
        for (const c of this.openConnections()) {
          if (hidden.has(c.state?.memberId ?? "")) continue;
          c.send(c.state?.memberId === authorId ? mine : theirs);
          delivered++;
        }
        return Response.json({ delivered });
      }
      case "deleted":
        this.broadcast(
          JSON.stringify({ type: "deleted", channelId: command.channelId, id: command.id } satisfies RoomEvent),
        );
        return Response.json({ delivered: this.openConnections().length });
      case "revoke": {
        let closed = 0;
        for (const c of this.socketsOf(command.memberId)) {
          if (command.scope === "all" || c.state?.gated) {
            c.close(ACCESS_ENDED, "Access ended");
            closed++;
          }
        }
        return Response.json({ closed });
      }
      case "standing": {
        // The member's own sockets hear it; a ban then closes them (the ticket is refused after).
        const event = JSON.stringify({ type: "standing", standing: command.standing } satisfies RoomEvent);
        const sockets = this.socketsOf(command.memberId);
        for (const c of sockets) {
          c.send(event);
          if (command.standing.kind === "banned") c.close(ACCESS_ENDED, "Removed from chat");
        }
        return Response.json({ told: sockets.length });
      }
      default:
        return new Response("Bad Request", { status: 400 });
    }
  }

  /** Closes the sockets whose member's access ended (their plan's end), then waits for the next. */
  override async onAlarm() {
    const now = Date.now();
    let next: number | null = null;
    for (const c of this.openConnections()) {
      const until = c.state?.until ?? null;
      if (until === null) continue;
      if (until <= now) c.close(ACCESS_ENDED, "Access ended");
      else next = next === null ? until : Math.min(next, until);
    }
    if (next !== null) await this.ctx.storage.setAlarm(next);
  }

  private async wakeAt(at: number) {
    const current = await this.ctx.storage.getAlarm();
    if (current === null || at < current) await this.ctx.storage.setAlarm(at);
  }

  private openConnections(): Connection<Member>[] {
    return [...this.getConnections<Member>()].filter((c) => c.readyState === WebSocket.OPEN);
  }

  private socketsOf(memberId: string): Connection<Member>[] {
    return [...this.getConnections<Member>(memberTag(memberId))].filter((c) => c.readyState === WebSocket.OPEN);
  }

  /** Members online, not sockets: one member's tabs count once. */
  private onlineMembers() {
    return new Set(this.openConnections().map((c) => c.state?.memberId)).size;
  }

  private send(connection: Connection, event: RoomEvent) {
    connection.send(JSON.stringify(event));
  }

  /** Broadcasts the member count when it changed, at most once per PRESENCE_EVERY_MS. */
  private announcePresence() {
    if (this.presenceTimer !== null) return;
    this.presenceTimer = setTimeout(() => {
      this.presenceTimer = null;
      const online = this.onlineMembers();
      if (online === this.lastOnline) return;
      this.lastOnline = online;
      this.broadcast(JSON.stringify({ type: "presence", online } satisfies RoomEvent));
    }, PRESENCE_EVERY_MS);
  }
}
