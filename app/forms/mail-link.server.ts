// A page that a link in a mail opens to do one thing (unsubscribe, cancel a trial). It works
// signed out and without JavaScript. GET only shows a button: mail scanners follow links and
// must change nothing. POST does the thing, once per mailed link. With `oneClick`, a mail
// provider's one-click POST (RFC 8058, "List-Unsubscribe=One-Click") carries the token only in
// the URL's query, and is accepted too. One builder for every such page; each page gives its
// own token checks, its action and its words.
import { data } from "@remix-run/cloudflare";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import type { Env } from "~/env";
import { parseForm, readForm } from "./parse";

const INVALID = "This link is not valid.";

/** A mailed link's signed token, as the link's query or the page's form carries it. */
export const MailLinkToken = z.object({
  token: z.string({ error: INVALID }).trim().min(1, INVALID).max(1000, INVALID),
});

type LinkSpec<State extends string, Outcome extends string, Done extends Outcome> = {
  /** Whether the link can still act ("ok") or why not, without changing anything. */
  state: (env: Env, token: string) => Promise<State>;
  /** Acts on the link: `done` when it did, else the problem. */
  act: (env: Env, token: string) => Promise<Outcome>;
  done: Done;
  /** What each problem with the link tells the reader (`invalid`: a token that does not parse). */
  messages: Record<Exclude<State, "ok"> | Exclude<Outcome, Done> | "invalid", string>;
  /** The HTTP status of a problem after a POST (400 unless given). */
  status?: (problem: Exclude<Outcome, Done>) => number;
  /** Accept a provider's one-click POST, with the token only in the URL. */
  oneClick?: boolean;
};

export type MailLinkView = { token: string | null; problem: string | null };
export type MailLinkResult = { done: boolean; error: string | null };

export function mailLinkRoute<State extends string, Outcome extends string, Done extends Outcome>(
  spec: LinkSpec<State, Outcome, Done>,
) {
  async function loader({ request, context }: LoaderFunctionArgs): Promise<MailLinkView> {
    const parsed = parseForm(new URL(request.url).searchParams, MailLinkToken);
    if (!parsed.ok) return { token: null, problem: spec.messages.invalid };
    const state = await spec.state(context.cloudflare.env, parsed.value.token);
    return { token: parsed.value.token, problem: state === "ok" ? null : spec.messages[state as Exclude<State, "ok">] };
  }

  async function action({ request, context }: ActionFunctionArgs) {
    const form = await readForm(request);
    const input = spec.oneClick && !form.has("token") ? new URL(request.url).searchParams : form;
    const parsed = parseForm(input, MailLinkToken);
    if (!parsed.ok) return data<MailLinkResult>({ done: false, error: spec.messages.invalid }, { status: 400 });
    const outcome = await spec.act(context.cloudflare.env, parsed.value.token);
    if (outcome === spec.done) return data<MailLinkResult>({ done: true, error: null });
    const problem = outcome as Exclude<Outcome, Done>;
    return data<MailLinkResult>(
      { done: false, error: spec.messages[problem] },
      { status: spec.status?.(problem) ?? 400 },
    );
  }

  return { loader, action };
}
