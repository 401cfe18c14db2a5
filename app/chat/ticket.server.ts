// Room tickets: short-lived signed proof that the app's gate let this member into this
// channel. The page mints one only after the gate; the room route checks it before any
// Durable Object is touched, and the room itself checks it again and spends it: each
// ticket (its `jti`) opens one socket, however the room is reached.
import { sign, verify } from "~/security/signing.server";
import { TICKET_TTL_MS } from "./rules";

type Ticket = {
  kind: "chat-room";
  sub: string;
  ch: string;
  exp: number;
  /** Single use: the room records it and refuses it a second time. */
  jti: string;
  /** The channel is gated (VIP): its sockets close when the member loses access. */
  gated: boolean;
  /** When the member's access to a gated channel ends (their plan's end); the room's alarm closes the socket then. */
  until: number | null;
};

export type TicketClaims = { memberId: string; exp: number; nonce: string; gated: boolean; until: number | null };

export function mintTicket(
  secret: string,
  memberId: string,
  channelId: string,
  access: { gated: boolean; until: number | null } = { gated: false, until: null },
  now = Date.now(),
) {
  const ticket: Ticket = {
    kind: "chat-room",
    sub: memberId,
    ch: channelId,
    exp: now + TICKET_TTL_MS,
    jti: crypto.randomUUID(),
    gated: access.gated,
    until: access.until,
  };
  return sign(ticket, secret);
}

export type TicketCheck =
  ({ ok: true } & TicketClaims) | { ok: false; reason: "missing" | "invalid" | "expired" | "channel" };

/** Whether `token` opens `channelId` now (not whether it was used before: the room knows that). */
export async function checkTicket(
  secret: string,
  token: string | null,
  channelId: string,
  now = Date.now(),
): Promise<TicketCheck> {
  if (!token) return { ok: false, reason: "missing" };
  const t = await verify<Partial<Ticket>>(token, secret);
  if (
    !t ||
    t.kind !== "chat-room" ||
    typeof t.sub !== "string" ||
    typeof t.exp !== "number" ||
    typeof t.jti !== "string" ||
    typeof t.gated !== "boolean" ||
    (t.until !== null && typeof t.until !== "number")
  ) {
    return { ok: false, reason: "invalid" };
  }
  if (t.exp <= now || (t.until !== null && t.until !== undefined && t.until <= now)) {
    return { ok: false, reason: "expired" };
  }
  if (t.ch !== channelId) return { ok: false, reason: "channel" };
  return { ok: true, memberId: t.sub, exp: t.exp, nonce: t.jti, gated: t.gated, until: t.until ?? null };
}
