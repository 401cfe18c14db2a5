// Room tickets: short-lived signed proof that the app's gate let this member into this
// channel. The page mints one only after the gate; the room route checks it before any
// Durable Object is touched.
import { sign, verify } from "~/security/signing.server";
import { TICKET_TTL_MS } from "./rules";

type Ticket = { sub: string; ch: string; exp: number; kind: "chat-room" };

export function mintTicket(secret: string, memberId: string, channelId: string, now = Date.now()) {
  const ticket: Ticket = { kind: "chat-room", sub: memberId, ch: channelId, exp: now + TICKET_TTL_MS };
  return sign(ticket, secret);
}

export type TicketCheck =
  { ok: true; memberId: string } | { ok: false; reason: "missing" | "invalid" | "expired" | "channel" };

/** Whether `token` opens `channelId` now. */
export async function checkTicket(
  secret: string,
  token: string | null,
  channelId: string,
  now = Date.now(),
): Promise<TicketCheck> {
  if (!token) return { ok: false, reason: "missing" };
  const ticket = await verify<Partial<Ticket>>(token, secret);
  if (!ticket || ticket.kind !== "chat-room" || typeof ticket.sub !== "string" || typeof ticket.exp !== "number") {
    return { ok: false, reason: "invalid" };
  }
  if (ticket.exp <= now) return { ok: false, reason: "expired" };
  if (ticket.ch !== channelId) return { ok: false, reason: "channel" };
  return { ok: true, memberId: ticket.sub };
}
