// A channel's live room: the messages (kept current by the room's socket when JavaScript
// runs), their times in the browser's zone, and the composer.
import { useCallback, useEffect, useRef, useState } from "react";
import type { ChatMessageWire, RoomEvent } from "../../../party/protocol";
import type { ChatChannel } from "../chat.server";
import { useLiveRoom } from "../live";
import type { ChatFailure } from "../replies";
import { applyCatchUp, chatUrl, formatMessageTime, mergeMessages } from "../rules";
import { Composer } from "./composer";
import { MessageItem } from "./message-item";

/** True once React runs in the browser (the server render and hydration say false). */
function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

export function ChatRoomView({
  channel,
  elite,
  initial,
  ticket,
  timeZone: pageTimeZone,
  renderedAt,
  clientId,
  result,
}: {
  channel: ChatChannel;
  elite: boolean;
  initial: ChatMessageWire[];
  ticket: string | null;
  timeZone: string;
  renderedAt: number;
  clientId: string;
  /** A failed no-JavaScript post, re-rendered with the typed text. */
  result?: ChatFailure;
}) {
  const hydrated = useHydrated();
  const [messages, setMessages] = useState(initial);
  const [now, setNow] = useState(renderedAt);
  const [timeZone, setTimeZone] = useState(pageTimeZone);
  const list = useRef<HTMLDivElement>(null);
  const latest = useRef(messages);
  latest.current = messages;

  const apply = useCallback(
    (event: RoomEvent) => {
      if (event.type === "message" && event.message.channelId === channel.id) {
        setMessages((m) => mergeMessages(m, [event.message]));
      } else if (event.type === "deleted" && event.channelId === channel.id) {
        setMessages((m) => m.filter((x) => x.id !== event.id));
      }
    },
    [channel.id],
  );

  const live = useLiveRoom({
    channelId: channel.id,
    ticket,
    range: () => {
      const shown = latest.current;
      return { from: shown[0]?.id ?? 0, after: shown[shown.length - 1]?.id ?? 0 };
    },
    onEvent: apply,
    onCaughtUp: (missed) => setMessages((m) => applyCatchUp(m, missed)),
  });

  // Times follow the browser's own time zone (the root's zone report tells the server).
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (zone) setTimeZone(zone);
  }, []);

  // The newest message slides into view.
  const newest = messages[messages.length - 1]?.id;
  useEffect(() => {
    if (!hydrated) return;
    setNow(Date.now());
    list.current?.scrollTo({ top: list.current.scrollHeight, behavior: "smooth" });
  }, [newest, hydrated]);

  return (
    <section className="flex flex-col gap-3 card p-0" aria-labelledby="channel-name">
      <header className="flex flex-wrap items-start justify-between gap-2 border-b border-slate-200 px-4 pt-4 pb-3">
        <div>
          <h2 id="channel-name" className="flex items-center gap-2 font-semibold">
            {channel.name}
            {channel.isVip && elite ? (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
                Elite Only
              </span>
            ) : null}
          </h2>
          <p className="text-sm text-slate-600">{channel.description}</p>
        </div>
        <p className="flex items-center gap-3 text-sm text-slate-600" aria-live="polite" data-testid="live-status">
          {!hydrated ? null : live.loading ? (
            <span>Loading...</span>
          ) : live.status === "live" ? (
            <span>
              <span className="mr-1 inline-block size-2 rounded-full bg-emerald-500" aria-hidden="true" />
              {live.online ?? 1} online
            </span>
          ) : live.status === "stopped" ? (
            <span>Live updates stopped.</span>
          ) : live.status === "reconnecting" ? (
            <span>Reconnecting...</span>
          ) : (
            <span>Connecting...</span>
          )}
          <a href={chatUrl(channel.id)} className="font-medium text-brand-700 underline">
            Refresh
          </a>
        </p>
      </header>

      {/* Sized to leave the composer above the bottom tab bar on a phone; `relative` keeps the
          messages' visually hidden labels inside the scroll box (else they stretch the page). */}
      <div
        ref={list}
        className="relative h-[max(9rem,calc(100dvh-35rem))] overflow-y-auto px-4 sm:h-[max(14rem,calc(100dvh-33rem))]"
        tabIndex={0}
        role="region"
        aria-label="Messages"
        data-testid="message-list"
      >
        {messages.length === 0 ? (
          <p className="py-8 text-center text-sm text-slate-500">No messages yet. Say hello!</p>
        ) : (
          <ol className="flex flex-col gap-3 py-2">
            {messages.map((m) => (
              <MessageItem
                key={m.id}
                message={m}
                own={m.mine}
                crown={channel.isVip}
                time={formatMessageTime(m.createdAt, now, timeZone)}
                live={hydrated}
                onDeleted={(id) => setMessages((all) => all.filter((x) => x.id !== id))}
              />
            ))}
          </ol>
        )}
      </div>

      <Composer
        channelId={channel.id}
        clientId={clientId}
        live={hydrated}
        result={result}
        onSent={(sent) => setMessages((m) => mergeMessages(m, [sent]))}
      />
    </section>
  );
}
