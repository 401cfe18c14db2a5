import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { authSecret } from "~/auth/auth.server";
import { requireMember } from "~/auth/guards.server";
import { requireMemberWith, requireViewer } from "~/page-read.server";
import { viewerSubscription } from "~/billing/index.server";
import { accessOf, ticketAccess } from "~/chat/access.server";
import {
  channelsQuery,
  defaultChannelSql,
  deleteMessage,
  historyOf,
  historyQuery,
  sendMessage,
} from "~/chat/chat.server";
import { chatDeleted, chatFailure, chatSent } from "~/chat/replies";
import { ChannelTabs } from "~/chat/ui/channel-tabs";
import { ChatRoomView } from "~/chat/ui/chat-room";
import { LockedPanel } from "~/chat/ui/locked-panel";
import { chatUrl, displayName, MESSAGES } from "~/chat/rules";
import { ChatAction } from "~/chat/schemas";
import { mintTicket } from "~/chat/ticket.server";
import { requestTimeZone } from "~/calendar/zone.server";
import { parseForm, readForm } from "~/forms/parse";
import { NEW_MESSAGE, unlockCheck, unlockHeaders } from "~/game/index.server";
import type { RouteHandle } from "~/root";
import { Page } from "~/ui/page";
import { background } from "~/load-context";
import { logError } from "~/ops/log.server";

export const meta: MetaFunction = () => [{ title: "Chat | Glowup" }, { name: "robots", content: "noindex" }];

// Live chat needs the browser: this page hydrates (decision 013).
export const handle: RouteHandle = { hydrate: true };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const asked = new URL(request.url).searchParams.get("channel");
  // The channels and the asked channel's history come in the viewer's one D1 round trip with
  // the subscription (decision 045); the history is dropped unless the gate is open.
  const [{ member, results }, subscription] = await Promise.all([
    requireMemberWith(
      request,
      context,
      (db) => [channelsQuery(db), historyQuery(db, asked || defaultChannelSql)] as const,
    ),
    viewerSubscription(request, context),
  ]);
  const access = accessOf(results[0], subscription, asked);
  if (!access.channel) throw new Response("Not Found", { status: 404 });
  const { channel, open } = access;
  // Gated data leaves the server only when the gate is open.
  const [messages, ticket] = open
    ? [historyOf(results[1], member.id), await mintTicket(authSecret(env), member.id, channel.id, ticketAccess(access))]
    : [[], null];
  return data(
    {
      channels: access.channels,
      channel,
      elite: access.elite,
      open,
      messages,
      ticket,
      timeZone: requestTimeZone(request, context),
      now: Date.now(),
      // One id per rendered form: a double submit or a re-post of it saves one message.
      clientId: crypto.randomUUID(),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const parsed = parseForm(await readForm(request), ChatAction);
  if (!parsed.ok) {
    await requireMember(request, context);
    return failure(400, parsed.errors, parsed.values.message);
  }
  const form = parsed.value;
  const live = parsed.value.live === "1";
  // One read round trip: the member and their name, the subscription, the channels and what
  // an unlock check needs; then one write batch (decision 052).
  // A message on a new day counts toward the chat achievements (the chat rows are the record).
  const check = unlockCheck(env, NEW_MESSAGE);
  const [member, { results }, subscription] = await Promise.all([
    requireViewer(request, context),
    requireMemberWith(request, context, (db, me) => [channelsQuery(db), ...check.reads(db, me)] as const),
    viewerSubscription(request, context),
  ]);
  const [channels, ...unlockRows] = results;
  const access = accessOf(channels, subscription, form.channel);
  if (!access.channel) return failure(404, { form: "Unknown channel" });
  if (!access.open) return failure(403, { message: MESSAGES.vip });
  const back = chatUrl(access.channel.id);

  if (form.intent === "delete") {
    const outcome = await deleteMessage(env, member.id, access.channel.id, form.messageId, background(context));
    if (outcome === "not-yours") return failure(403, { form: MESSAGES.notYours }, "", MESSAGES.notYours);
    return live ? data(chatDeleted(form.messageId)) : redirect(back, 303);
  }

  const author = { id: member.id, username: displayName(member.username, member.email) };
  try {
    const outcome = await sendMessage(env, author, access.channel.id, form.message, form.clientId, {
      background: background(context),
      also: check.write(unlockRows, member.id) ?? undefined,
    });
    if (outcome.kind === "rate-limited") return failure(429, { message: MESSAGES.rateLimited }, form.message);
    const headers = await unlockHeaders(request, outcome.kind === "sent" ? check.unlocked() : []);
    return live
      ? data(chatSent(outcome.message), { headers })
      : redirect(`${back}#message-${outcome.message.id}`, { status: 303, headers });
  } catch (error) {
    logError("chat-send", error);
    return failure(503, { form: MESSAGES.failed }, form.message);
  }
}

const failure = (status: number, ...reply: Parameters<typeof chatFailure>) => data(chatFailure(...reply), { status });

// With JavaScript the page already holds the sent message (and the room broadcasts it):
// no need to reload a hundred messages after every send.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("live") === "1" ? false : defaultShouldRevalidate;

export default function Chat() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <Page title="Chat" subtitle="Connect with the community">
      <ChannelTabs channels={page.channels} active={page.channel.id} elite={page.elite} />
      {page.open ? (
        <ChatRoomView
          key={page.channel.id}
          channel={page.channel}
          elite={page.elite}
          initial={page.messages}
          ticket={page.ticket}
          timeZone={page.timeZone}
          renderedAt={page.now}
          clientId={page.clientId}
          result={result && !result.ok ? result : undefined}
        />
      ) : (
        <LockedPanel />
      )}
    </Page>
  );
}
