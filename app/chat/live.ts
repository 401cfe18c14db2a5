// The browser's live connection to a channel's room (partysocket). Every (re)connection
// asks the app for a fresh ticket (each opens one socket), behind the same gate as the page: a refusal there
// (signed out, not elite any more) stops the retries for good. After every open, what
// the connection missed is read from D1 by message id, so nothing is lost or doubled.
import PartySocket from "partysocket";
import { useEffect, useRef, useState } from "react";
import { PARTY, type RoomEvent } from "../../party/protocol";
import type { Missed } from "./chat.server";
import { TICKET_TTL_MS } from "./rules";

export type LiveStatus = "connecting" | "live" | "reconnecting" | "stopped";

/** Give up after this many failed connection attempts in a row (the room keeps refusing). */
const MAX_RETRIES = 8;

export function useLiveRoom({
  channelId,
  ticket,
  range,
  onEvent,
  onCaughtUp,
}: {
  channelId: string;
  ticket: string | null;
  /** The oldest and newest message ids on screen. */
  range: () => { from: number; after: number };
  onEvent: (event: RoomEvent) => void;
  onCaughtUp: (missed: Missed) => void;
}) {
  const [status, setStatus] = useState<LiveStatus>("connecting");
  const [online, setOnline] = useState<number | null>(null);
  const [loading, setLoading] = useState(false);
  const handlers = useRef({ range, onEvent, onCaughtUp });
  handlers.current = { range, onEvent, onCaughtUp };

  useEffect(() => {
    let stopped = false;
    // The page's own ticket is used first while it is comfortably fresh.
    let pageTicket = ticket;
    const pageTicketUntil = Date.now() + TICKET_TTL_MS / 2;
    const stop = () => {
      stopped = true;
      setStatus("stopped");
      setOnline(null);
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
      const { from, after } = handlers.current.range();
      setLoading(true);
      try {
        const res = await fetch(`/chat/missed?channel=${encodeURIComponent(channelId)}&from=${from}&after=${after}`, {
          credentials: "same-origin",
        });
        if (res.status === 401 || res.status === 403) return stop();
        if (res.ok && !stopped) handlers.current.onCaughtUp(await res.json<Missed>());
      } catch {
        // The next reconnection catches up again.
      } finally {
        setLoading(false);
      }
    };

    socket.addEventListener("open", () => {
      setStatus("live");
      void catchUp();
    });
    socket.addEventListener("message", (e: MessageEvent) => {
      let event: RoomEvent;
      try {
        event = JSON.parse(String(e.data)) as RoomEvent;
      } catch {
        return;
      }
      if (event.type === "presence") setOnline(event.online);
      else handlers.current.onEvent(event);
    });
    socket.addEventListener("close", () => {
      if (stopped) return;
      setOnline(null);
      if (socket.retryCount >= MAX_RETRIES) stop();
      else setStatus("reconnecting");
    });
    socket.addEventListener("error", () => {
      if (!stopped && socket.retryCount >= MAX_RETRIES) stop();
    });

    return () => {
      stopped = true;
      socket.close();
    };
    // The ticket only seeds the first connection; a new channel means a new socket.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [channelId]);

  return { status, online, loading };
}
