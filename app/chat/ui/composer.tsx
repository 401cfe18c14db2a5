// The send form: a plain post without JavaScript. The island posts it in the background,
// clears it on success and shows a failure here (the field's message and the toast cut from
// the template below), keeping the typed text.
import { FieldError } from "~/ui/form";
import { Icon } from "~/ui/icon";
import { Toaster } from "~/ui/toaster";
import { chatFailure, type ChatFailure } from "../replies";
import { chatUrl, MESSAGE_MAX } from "../rules";

export function Composer({
  channelId,
  clientId,
  result,
  muted,
}: {
  channelId: string;
  clientId: string;
  result?: ChatFailure;
  /** The muted member's notice (until when), or null; the island fills it in live. */
  muted: string | null;
}) {
  const error = result?.errors.message ?? result?.errors.form ?? result?.errors.clientId;
  return (
    <form method="post" action={chatUrl(channelId)} className="border-t border-slate-200 p-3" data-composer>
      {result ? <Toaster toast={result.toast} /> : null}
      <template data-toast-template>
        <Toaster toast={chatFailure({}).toast} />
      </template>
      <input type="hidden" name="intent" value="send" />
      <input type="hidden" name="channel" value={channelId} />
      {/* A draft keeps its id until it is saved, so a retry after a lost answer is one message. */}
      <input type="hidden" name="clientId" value={clientId} />
      <p className="mb-2 rounded-xl bg-amber-50 p-2 text-sm text-amber-900" role="status" hidden={!muted} data-muted>
        {muted}
      </p>
      {/* A muted member reads the notice where the message box was (the island swaps them live). */}
      <div className="flex items-end gap-2" hidden={Boolean(muted)} data-compose-row>
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
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "chat-message-error" : undefined}
          className="field min-h-11 resize-none"
          disabled={Boolean(muted)}
        />
        <button type="submit" className="btn-primary shrink-0" disabled={Boolean(muted)}>
          <Icon name="send" className="size-4" />
          <span>Send</span>
        </button>
      </div>
      <FieldError id="chat-message-error" message={error} alert />
    </form>
  );
}
