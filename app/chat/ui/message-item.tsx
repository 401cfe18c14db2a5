// One message: the server renders history with it, and the island clones it (from a
// <template>) for the ones that arrive live, so both look the same.
import type { ChatMessageWire } from "../rooms/protocol";
import { chatUrl } from "../rules";
import { Icon } from "~/ui/icon";
import { REASON_NAMES, REPORT_REASONS } from "../moderation";

/** One message: username (with a crown in the VIP Lounge), time, and the text as text. */
export function MessageItem({
  message,
  own,
  crown,
  time,
}: {
  message: ChatMessageWire;
  own: boolean;
  crown: boolean;
  time: string;
}) {
  return (
    <li
      id={`message-${message.id}`}
      data-message-id={message.id}
      data-own={own || undefined}
      className={`flex max-w-[85%] min-w-0 flex-col ${own ? "items-end self-end" : "items-start self-start"}`}
    >
      <p className="flex items-center gap-1 text-xs text-slate-500">
        {crown ? <Icon name="crown" className="size-3.5 text-amber-500" label="Elite" /> : null}
        <span className="font-semibold text-slate-700" data-username>
          {message.username}
        </span>
        <time dateTime={new Date(message.createdAt).toISOString()}>{time}</time>
      </p>
      <p
        className={`mt-0.5 max-w-full min-w-0 rounded-2xl px-3 py-2 wrap-anywhere whitespace-pre-wrap ${
          own ? "bg-brand-600 text-white" : "bg-slate-100 text-slate-900"
        }`}
        data-testid="message-text"
      >
        {message.message}
      </p>
      {own ? (
        <form method="post" action={chatUrl(message.channelId)} className="mt-0.5">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="channel" value={message.channelId} />
          <input type="hidden" name="messageId" value={message.id} />
          <button type="submit" className="text-xs text-slate-500 underline hover:text-red-700">
            Delete<span className="sr-only"> message</span>
          </button>
        </form>
      ) : (
        // Plain posts even with JavaScript (data-plain): they land back here with a toast.
        <details className="mt-0.5 text-xs text-slate-500">
          <summary className="cursor-pointer underline">
            Follow, report or block<span className="sr-only"> {message.username}</span>
          </summary>
          <form method="post" action={chatUrl(message.channelId)} className="mt-1" data-plain>
            <input type="hidden" name="intent" value="follow" />
            <input type="hidden" name="channel" value={message.channelId} />
            <input type="hidden" name="messageId" value={message.id} />
            <button
              type="submit"
              className="min-h-9 rounded-full bg-brand-600 px-3 py-1 font-semibold text-white hover:bg-brand-700"
            >
              Follow<span className="sr-only"> {message.username || "this member"}</span>
            </button>
          </form>
          <form
            method="post"
            action={chatUrl(message.channelId)}
            className="mt-1 flex flex-wrap items-center gap-1"
            data-plain
          >
            <input type="hidden" name="intent" value="report" />
            <input type="hidden" name="channel" value={message.channelId} />
            <input type="hidden" name="messageId" value={message.id} />
            <label className="sr-only" htmlFor={`reason-${message.id}`}>
              Why do you report it?
            </label>
            <select
              id={`reason-${message.id}`}
              name="reason"
              className="field min-h-9 w-auto py-1 text-xs"
              defaultValue="spam"
            >
              {REPORT_REASONS.map((r) => (
                <option key={r} value={r}>
                  {REASON_NAMES[r]}
                </option>
              ))}
            </select>
            <button type="submit" className="rounded-full px-2 py-1 font-semibold text-red-700 underline">
              Report
            </button>
          </form>
          <form method="post" action={chatUrl(message.channelId)} className="mt-1" data-plain>
            <input type="hidden" name="intent" value="block" />
            <input type="hidden" name="channel" value={message.channelId} />
            <input type="hidden" name="messageId" value={message.id} />
            <button type="submit" className="rounded-full px-2 py-1 underline">
              Block {message.username || "this member"}
            </button>
          </form>
        </details>
      )}
    </li>
  );
}
