// The chat page's pieces. `MessageItem` is the one markup of a message: the server
// renders history with it and the browser renders live messages with it (React).
import { Link, useFetcher } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import type { ChatMessageWire, RoomEvent } from "../../party/protocol";
import { Icon } from "~/ui/icon";
import { Toaster } from "~/ui/toaster";
import type { Toast } from "~/toast/toast";
import type { ChatChannel } from "./chat.server";
import { useLiveRoom } from "./live";
import { formatMessageTime, MESSAGE_MAX, mergeMessages } from "./rules";

const SHORT_LABEL: Record<string, string> = { "General Chat": "General", "VIP Lounge": "VIP" };
const chatUrl = (channelId: string) => `/chat?channel=${encodeURIComponent(channelId)}`;

export function ChannelTabs({ channels, active, elite }: { channels: ChatChannel[]; active: string; elite: boolean }) {
  return (
    <nav aria-label="Channels" className="mb-4 flex gap-2 rounded-xl bg-slate-100 p-1">
      {channels.map((c) => {
        const locked = c.isVip && !elite;
        const current = c.id === active;
        return (
          <Link
            key={c.id}
            to={chatUrl(c.id)}
            prefetch="none"
            aria-current={current ? "page" : undefined}
            aria-label={locked ? `${c.name} (Elite members only)` : c.name}
            data-locked={locked || undefined}
            className={`flex flex-1 items-center justify-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium ${
              current ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900"
            } ${locked ? "opacity-60" : ""}`}
          >
            {locked ? (
              <Icon name="lock" className="size-4" />
            ) : c.isVip ? (
              <Icon name="crown" className="size-4" />
            ) : null}
            <span className="hidden sm:inline">{c.name}</span>
            <span className="sm:hidden">{SHORT_LABEL[c.name] ?? c.name}</span>
          </Link>
        );
      })}
    </nav>
  );
}

export function LockedPanel() {
  return (
    <section className="card text-center" aria-labelledby="vip-locked">
      <Icon name="lock" className="mx-auto size-10 text-brand-600" />
      <h2 id="vip-locked" className="mt-3 text-lg font-semibold">
        VIP Lounge - Elite Members Only
      </h2>
      <p className="mt-1 text-slate-600">Upgrade to Elite to access exclusive VIP chat with fellow Elite members</p>
      <Link to="/checkout?plan=elite" className="mt-4 btn-primary">
        Upgrade to Elite
      </Link>
    </section>
  );
}

type Failure = { ok: false; toast: Toast; errors: Record<string, string>; values: { message: string } };
type ActionResult = Failure | { ok: true; sent?: ChatMessageWire; deleted?: number };

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
  me,
  timeZone: pageTimeZone,
  renderedAt,
  clientId,
  result,
}: {
  channel: ChatChannel;
  elite: boolean;
  initial: ChatMessageWire[];
  ticket: string | null;
  me: string;
  timeZone: string;
  renderedAt: number;
  clientId: string;
  /** A failed no-JavaScript post, re-rendered with the typed text. */
  result?: Failure;
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
    onCaughtUp: ({ messages: missed, present }) => {
      setMessages((m) => {
        const from = m[0]?.id ?? 0;
        const after = m[m.length - 1]?.id ?? 0;
        const kept = new Set(present);
        return mergeMessages(
          m.filter((x) => x.id < from || x.id > after || kept.has(x.id)),
          missed,
        );
      });
    },
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

      <div
        ref={list}
        className="h-[max(14rem,calc(100dvh-33rem))] overflow-y-auto px-4"
        tabIndex={0}
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
                own={m.userId === me}
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

/** One message: username (with a crown in the VIP Lounge), time, and the text as text. */
export function MessageItem({
  message,
  own,
  crown,
  time,
  live,
  onDeleted,
}: {
  message: ChatMessageWire;
  own: boolean;
  crown: boolean;
  time: string;
  live: boolean;
  onDeleted: (id: number) => void;
}) {
  const remover = useFetcher<ActionResult>();
  useEffect(() => {
    if (remover.data?.ok && remover.data.deleted === message.id) onDeleted(message.id);
  }, [remover.data, message.id, onDeleted]);
  return (
    <li
      id={`message-${message.id}`}
      data-message-id={message.id}
      data-own={own || undefined}
      className={`flex max-w-[85%] flex-col ${own ? "items-end self-end" : "items-start self-start"}`}
    >
      <p className="flex items-center gap-1 text-xs text-slate-500">
        {crown ? <Icon name="crown" className="size-3.5 text-amber-500" label="Elite" /> : null}
        <span className="font-semibold text-slate-700">{message.username}</span>
        <time dateTime={new Date(message.createdAt).toISOString()} suppressHydrationWarning>
          {time}
        </time>
      </p>
      <p
        className={`mt-0.5 rounded-2xl px-3 py-2 break-words whitespace-pre-wrap ${
          own ? "bg-brand-600 text-white" : "bg-slate-100 text-slate-900"
        }`}
        data-testid="message-text"
      >
        {message.message}
      </p>
      {own ? (
        <remover.Form method="post" action={chatUrl(message.channelId)} className="mt-0.5">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="channel" value={message.channelId} />
          <input type="hidden" name="messageId" value={message.id} />
          {live ? <input type="hidden" name="live" value="1" /> : null}
          <button
            type="submit"
            className="text-xs text-slate-500 underline hover:text-red-700"
            disabled={remover.state !== "idle"}
          >
            Delete<span className="sr-only"> message</span>
          </button>
        </remover.Form>
      ) : null}
    </li>
  );
}

function Composer({
  channelId,
  clientId,
  live,
  result,
  onSent,
}: {
  channelId: string;
  clientId: string;
  live: boolean;
  result?: Failure;
  onSent: (message: ChatMessageWire) => void;
}) {
  const sender = useFetcher<ActionResult>();
  const form = useRef<HTMLFormElement>(null);
  // A draft keeps its id until it is saved, so a retry after a lost answer is one message.
  const [sends, setSends] = useState(0);
  const failure =
    sender.data && !sender.data.ok ? sender.data : sender.state === "idle" && !sender.data ? result : undefined;

  useEffect(() => {
    const data = sender.data;
    if (sender.state !== "idle" || !data?.ok || !data.sent) return;
    onSent(data.sent);
    form.current?.reset();
    setSends((n) => n + 1);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sender.data, sender.state]);

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      form.current?.requestSubmit();
    }
  };

  const error = failure?.errors.message ?? failure?.errors.form ?? failure?.errors.clientId;
  return (
    <sender.Form ref={form} method="post" action={chatUrl(channelId)} className="border-t border-slate-200 p-3">
      {failure ? <Toaster toast={failure.toast} /> : null}
      <input type="hidden" name="intent" value="send" />
      <input type="hidden" name="channel" value={channelId} />
      <input type="hidden" name="clientId" value={sends === 0 ? clientId : `${clientId}-${sends}`} />
      {live ? <input type="hidden" name="live" value="1" /> : null}
      <div className="flex items-end gap-2">
        <label htmlFor="chat-message" className="sr-only">
          Message
        </label>
        <textarea
          id="chat-message"
          name="message"
          rows={1}
          maxLength={MESSAGE_MAX}
          placeholder="Type a message..."
          defaultValue={result?.values.message ?? ""}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "chat-message-error" : undefined}
          className="field min-h-11 resize-none"
        />
        <button type="submit" className="btn-primary shrink-0" disabled={sender.state !== "idle"}>
          <Icon name="send" className="size-4" />
          <span>Send</span>
        </button>
      </div>
      {error ? (
        <p id="chat-message-error" className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </sender.Form>
  );
}
