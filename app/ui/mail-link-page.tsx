// The page a mailed link opens (app/forms/mail-link.server.ts): one button while the link can
// act, what happened after it, or why the link cannot act, and the way to Settings.
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { MailLinkResult, MailLinkView } from "~/forms/mail-link.server";
import { FormError } from "./form";

type Props = {
  title: string;
  /** The question above the button. */
  question: string;
  button: string;
  /** What the reader is told once it is done. */
  done: string;
  doneTestId: string;
};

export function MailLinkPage({ title, question, button, done, doneTestId }: Props) {
  const { token, problem } = useLoaderData<MailLinkView>();
  const result = useActionData<MailLinkResult>();
  return (
    <div className="mx-auto max-w-md px-4 py-8">
      <div className="card">
        <h1 className="text-2xl font-bold">{title}</h1>
        {result?.done ? (
          <p className="mt-4 text-slate-700" role="status" data-testid={doneTestId}>
            {done}
          </p>
        ) : token && !problem ? (
          <Form method="post" className="mt-4 space-y-4">
            <p className="text-slate-600">{question}</p>
            <FormError message={result?.error ?? undefined} />
            <input type="hidden" name="token" value={token} />
            <button type="submit" className="btn-primary w-full">
              {button}
            </button>
          </Form>
        ) : (
          <p className="mt-4 text-slate-700" role="alert">
            {result?.error ?? problem}
          </p>
        )}
        <p className="mt-4 text-center text-sm">
          <Link to="/settings" className="font-medium text-brand-700 underline">
            Settings
          </Link>
        </p>
      </div>
    </div>
  );
}
