// The send form: a plain post without JavaScript; with it, a fetcher that keeps the page.
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import type { ChatMessageWire } from "../../../party/protocol";
import { FieldError } from "~/ui/form";
import { Icon } from "~/ui/icon";
import { Toaster } from "~/ui/toaster";
import type { ChatActionResult, ChatFailure } from "../replies";
import { chatUrl, MESSAGE_MAX } from "../rules";

export function Composer({
  channelId,
  clientId,
  live,
  result,
  onSent,
}: {
  channelId: string;
  clientId: string;
  live: boolean;
  result?: ChatFailure;
  onSent: (message: ChatMessageWire) => void;
}) {
  const sender = useFetcher<ChatActionResult>();
  const form = useRef<HTMLFormElement>(null);
  // A draft keeps its id until it is saved, so a retry after a lost answer is one message.
  const [sends, setSends] = useState(0);
  const failure =
    sender.data && !sender.data.ok ? sender.data : sender.state === "idle" && !sender.data ? result : undefined;

  useEffect(() => {
    const data = sender.data;
    if (sender.state !== "idle" || !data?.ok || !("sent" in data)) return;
    onSent(data.sent);
    form.current?.reset();
    setSends((n) => n + 1);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new answer runs this; onSent is a new closure every render
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
      <FieldError id="chat-message-error" message={error} alert />
    </sender.Form>
  );
}
