// The browser's live connection to a channel's room (partysocket), for the chat island.
// Every (re)connection asks the app for a fresh ticket (each opens one socket), behind the
// same gate as the page: a refusal there (signed out, not elite any more) stops the
// retries for good. After every open, what the connection missed is read from D1 by
// message id, so nothing is lost or doubled.
import PartySocket from "partysocket";
import type { Missed } from "./chat.server";
import { PARTY, type RoomEvent } from "./rooms/protocol";
import { TICKET_TTL_MS } from "./rules";

export type LiveStatus = "connecting" | "live" | "reconnecting" | "stopped";
export type LiveView = { status: LiveStatus; online: number | null; loading: boolean };

/** Give up after this many failed connection attempts in a row (the room keeps refusing). */
const MAX_RETRIES = 8;

/** Opens the channel's live connection for the page's lifetime; `onChange` hears every change of its state. */
export function connectLive({
  channelId,
  ticket,
  range,
  onEvent,
  onCaughtUp,
  onChange,
}: {
  channelId: string;
  /** The page's own ticket, used first while it is comfortably fresh. */
  ticket: string | null;
  /** The oldest and newest message ids on screen. */
  range: () => { from: number; after: number };
  onEvent: (event: RoomEvent) => void;
  onCaughtUp: (missed: Missed) => void;
  onChange: (view: LiveView) => void;
}) {
  let view: LiveView = { status: "connecting", online: null, loading: false };
  const set = (next: Partial<LiveView>) => {
    view = { ...view, ...next };
    onChange(view);
  };
  set({});
  let stopped = false;
  let pageTicket = ticket;
  const pageTicketUntil = Date.now() + TICKET_TTL_MS / 2;
  const stop = () => {
    stopped = true;
    set({ status: "stopped", online: null });
    socket.close();
  };

  const nextTicket = async () => {
    if (pageTicket && Date.now() < pageTicketUntil) {
      const t = pageTicket;
      pageTicket = null;
      return t;
    }
    const res = await fetch(`/chat/ticket?channel=${encodeURIComponent(channelId)}`, { credentials: "same-origin" });
    if (res.status === 401 || res.status === 403 || res.status === 404) {
      stop();
      throw new Error("refused");
    }
    if (!res.ok) throw new Error(`ticket ${res.status}`);
    return (await res.json<{ ticket: string }>()).ticket;
  };

  const socket = new PartySocket({
    host: window.location.host,
    protocol: window.location.protocol === "https:" ? "wss" : "ws",
    party: PARTY,
    room: channelId,
    query: async () => ({ ticket: await nextTicket() }),
    maxRetries: MAX_RETRIES,
    maxReconnectionDelay: 10_000,
  });

  const catchUp = async () => {
    const { from, after } = range();
    set({ loading: true });
    try {
      const res = await fetch(`/chat/missed?channel=${encodeURIComponent(channelId)}&from=${from}&after=${after}`, {
        credentials: "same-origin",
      });
      if (res.status === 401 || res.status === 403) return stop();
      if (res.ok && !stopped) onCaughtUp(await res.json<Missed>());
    } catch {
      // The next reconnection catches up again.
    } finally {
      set({ loading: false });
    }
  };

  socket.addEventListener("open", () => {
    set({ status: "live" });
    void catchUp();
  });
  socket.addEventListener("message", (e: MessageEvent) => {
    let event: RoomEvent;
    try {
      event = JSON.parse(String(e.data)) as RoomEvent;
    } catch {
      return;
    }
    if (event.type === "presence") set({ online: event.online });
    else onEvent(event);
  });
  socket.addEventListener("close", () => {
    if (stopped) return;
    if (socket.retryCount >= MAX_RETRIES) stop();
    else set({ status: "reconnecting", online: null });
  });
  socket.addEventListener("error", () => {
    if (!stopped && socket.retryCount >= MAX_RETRIES) stop();
  });
}
