// Development only: the mail the app would have sent (password resets), newest first.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { recentDevMail } from "~/mail/mail.server";
import { devOnly } from "~/ops/dev-only.server";
import { Page } from "~/ui/page";

export const meta: MetaFunction = () => [{ title: "Dev mailbox | Glowup" }, { name: "robots", content: "noindex" }];

export async function loader({ context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  devOnly(env);
  const mails = await recentDevMail(env);
  return { mails: mails.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })) };
}

const linkify = (text: string) =>
  text.split(/(https?:\/\/\S+)/).map((part, i) =>
    /^https?:\/\//.test(part) ? (
      <a key={i} href={part} className="break-all text-brand-700 underline">
        {part}
      </a>
    ) : (
      part
    ),
  );

export default function DevMailbox() {
  const { mails } = useLoaderData<typeof loader>();
  return (
    <Page title="Dev mailbox" subtitle="Mail sent while developing locally. Not served in production.">
      {mails.length === 0 ? <p className="text-slate-600">No mail yet.</p> : null}
      <ul className="space-y-4">
        {mails.map((m) => (
          <li key={m.id} className="card" data-testid="mail">
            <p className="text-sm text-slate-500">
              To {m.to} · {m.createdAt}
            </p>
            <p className="font-semibold">{m.subject}</p>
            <pre className="mt-2 font-sans text-sm whitespace-pre-wrap">{linkify(m.text)}</pre>
          </li>
        ))}
      </ul>
    </Page>
  );
}
