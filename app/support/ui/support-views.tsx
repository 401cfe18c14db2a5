// The support desk's views, shared by the member's pages and staff's: the thread, the
// reply and close forms, the request's state. Plain forms: everything works without JS.
import { Form, Link } from "@remix-run/react";
import { FieldError, FormError } from "~/ui/form";
import { MESSAGE_MAX, requestStatus, type QueueStateLike } from "./view-model";
import { formatDateTime } from "~/calendar/format";
import { useMemberZone } from "~/calendar/member-zone";

export type ThreadMessage = {
  id: number;
  authorName: string;
  fromStaff: boolean;
  body: string;
  createdAt: string | number | Date;
};

const STATUS_TEXT = {
  waiting: "Waiting for the team",
  answered: "Answered",
  closed: "Closed",
} as const;

export function StatusChip({ request, overdue = false }: { request: QueueStateLike; overdue?: boolean }) {
  const status = requestStatus(request);
  return (
    <span className="inline-flex flex-wrap gap-1">
      <span
        className={`chip ${status === "closed" ? "bg-slate-100 text-slate-700" : status === "answered" ? "bg-emerald-50 text-emerald-800" : "bg-brand-50 text-brand-800"}`}
      >
        {STATUS_TEXT[status]}
      </span>
      {overdue ? (
        <span className="chip bg-red-100 font-semibold text-red-800" data-testid="overdue">
          Overdue
        </span>
      ) : null}
    </span>
  );
}

export function Thread({ messages, staffView = false }: { messages: ThreadMessage[]; staffView?: boolean }) {
  const zone = useMemberZone();
  return (
    <ol className="space-y-3" aria-label="Messages" data-testid="support-thread">
      {messages.map((m) => (
        <li
          key={m.id}
          className={`rounded-2xl border p-3 ${m.fromStaff ? "border-brand-200 bg-brand-50" : "border-slate-200 bg-white"}`}
        >
          <p className="text-sm text-slate-600">
            <span className="font-semibold text-ink">{m.authorName}</span>
            {m.fromStaff ? (staffView ? " (staff)" : " · Glowup team") : null} · {formatDateTime(m.createdAt, zone)}
          </p>
          <p className="mt-1 break-words whitespace-pre-wrap text-slate-900">{m.body}</p>
        </li>
      ))}
    </ol>
  );
}

export function ReplyForm({
  action,
  errors,
  value,
  label = "Your reply",
}: {
  action?: string;
  errors: Record<string, string | undefined>;
  value?: string;
  label?: string;
}) {
  return (
    <Form method="post" action={action} className="space-y-3 card" data-testid="reply-form">
      <input type="hidden" name="intent" value="reply" />
      <div>
        <label htmlFor="reply-message" className="label">
          {label}
        </label>
        <textarea
          id="reply-message"
          name="message"
          rows={5}
          maxLength={MESSAGE_MAX}
          required
          className="field"
          defaultValue={value}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? "reply-message-error" : undefined}
        />
        <FieldError id="reply-message-error" message={errors.message} alert />
      </div>
      <FormError message={errors.form} />
      <button type="submit" className="btn-primary w-full sm:w-auto">
        Send reply
      </button>
    </Form>
  );
}

export function CloseForm({ action, label = "Close this request" }: { action?: string; label?: string }) {
  return (
    <Form method="post" action={action}>
      <input type="hidden" name="intent" value="close" />
      <button type="submit" className="btn-secondary w-full sm:w-auto">
        {label}
      </button>
    </Form>
  );
}

export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
      ← {children}
    </Link>
  );
}
