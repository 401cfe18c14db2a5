// A channel's room as the server renders it: the messages, the composer, and what the
// island (app/chat/island.ts, /islands/chat.js) needs to keep it live: the channel and a
// room ticket on the section, a message template cut from the same MessageItem, and an
// empty live status it fills in. Without JavaScript it is a page with a Refresh link.
import type { ChatChannel } from "../chat.server";
import type { ChatFailure } from "../replies";
import type { ChatMessageWire } from "../rooms/protocol";
import { formatMessageTime } from "~/calendar/format";
import { chatUrl } from "../rules";
import { Composer } from "./composer";
import { mutedText } from "../moderation";
import { MessageItem } from "./message-item";

export function ChatRoomView({
  channel,
  elite,
  initial,
  ticket,
  timeZone,
  clientId,
  result,
  mutedUntil,
}: {
  channel: ChatChannel;
  elite: boolean;
  initial: ChatMessageWire[];
  ticket: string | null;
  timeZone: string;
  clientId: string;
  /** A failed no-JavaScript post, re-rendered with the typed text. */
  result?: ChatFailure;
  mutedUntil: number | null;
}) {
  const now = Date.now();
  // What the island clones for a message that arrives live (it fills in the text as text).
  const blank = (own: boolean) => ({
    id: 0,
    channelId: channel.id,
    username: "",
    message: "",
    createdAt: 0,
    mine: own,
  });
  return (
    <section
      className="flex flex-col gap-3 card p-0"
      aria-labelledby="channel-name"
      data-chat-room={channel.id}
      data-ticket={ticket ?? undefined}
    >
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
          {/* The island shows the connection here: Connecting..., n online, Reconnecting... */}
          <span data-live-state hidden>
            <span className="mr-1 inline-block size-2 rounded-full bg-emerald-500" aria-hidden="true" data-live-dot />
            <span data-live-text />
          </span>
          <a href={chatUrl(channel.id)} className="font-medium text-brand-700 underline">
            Refresh
          </a>
        </p>
      </header>

      {/* Sized to leave the composer above the bottom tab bar on a phone; `relative` keeps the
          messages' visually hidden labels inside the scroll box (else they stretch the page). */}
      <div
        className="relative h-[max(9rem,calc(100dvh-35rem))] overflow-y-auto px-4 sm:h-[max(14rem,calc(100dvh-33rem))]"
        tabIndex={0}
        role="region"
        aria-label="Messages"
        data-testid="message-list"
      >
        <p className="py-8 text-center text-sm text-slate-500" hidden={initial.length > 0} data-empty>
          No messages yet. Say hello!
        </p>
        <ol className="flex flex-col gap-3 py-2" hidden={initial.length === 0} data-messages>
          {initial.map((m) => (
            <MessageItem
              key={m.id}
              message={m}
              own={m.mine}
              crown={channel.isVip}
              time={formatMessageTime(m.createdAt, now, timeZone)}
            />
          ))}
        </ol>
      </div>

      <Composer
        channelId={channel.id}
        clientId={clientId}
        result={result}
        muted={mutedUntil === null ? null : mutedText(mutedUntil, timeZone)}
      />
      {[false, true].map((own) => (
        <template key={String(own)} data-message-template={own ? "own" : "theirs"}>
          <MessageItem message={blank(own)} own={own} crown={channel.isVip} time="" />
        </template>
      ))}
    </section>
  );
}
