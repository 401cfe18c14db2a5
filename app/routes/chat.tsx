import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { authSecret } from "~/auth/auth.server";
import { requireMemberWith, requireViewer } from "~/page-read.server";
import { viewerSubscription } from "~/billing/index.server";
import { accessOf, ticketAccess } from "~/chat/access.server";
import { chatAction } from "~/chat/actions.server";
import { channelsQuery, defaultChannelSql, historyOf, historyQuery } from "~/chat/chat.server";
import { ChannelTabs } from "~/chat/ui/channel-tabs";
import { ChatRoomView } from "~/chat/ui/chat-room";
import { LockedPanel } from "~/chat/ui/locked-panel";
import { mintTicket } from "~/chat/ticket.server";
import { requestTimeZone } from "~/calendar/zone.server";
import { NEW_MESSAGE, unlockCheck, unlockHeaders } from "~/game/index.server";
import { Page } from "~/ui/page";
import { MODERATION_MESSAGES } from "~/chat/moderation";
import { myBlocksQuery, standingFrom, standingQuery } from "~/chat/moderation.server";
import { BlockedList } from "~/chat/ui/blocked-list";
import { redirectWithToast } from "~/toast/toast.server";

export const meta: MetaFunction = () => [{ title: "Chat | Glowup" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const asked = new URL(request.url).searchParams.get("channel");
  // The channels and the asked channel's history come in the viewer's one D1 round trip with
  // the subscription (decision 045); the history is dropped unless the gate is open.
  const [{ member, results }, subscription] = await Promise.all([
    requireMemberWith(
      request,
      context,
      (db, me) =>
        [
          channelsQuery(db),
          historyQuery(db, asked || defaultChannelSql, me),
          standingQuery(db, me),
          myBlocksQuery(db, me),
        ] as const,
    ),
    viewerSubscription(request, context),
  ]);
  const access = accessOf(results[0], subscription, asked);
  if (!access.channel) throw new Response("Not Found", { status: 404 });
  const standing = standingFrom(results[2]);
  // Gated data leaves the server only when the gate is open; a banned member reads nothing (decision 076).
  const open = access.open && standing.kind !== "banned";
  const { channel } = access;
  const [messages, ticket] = open
    ? [historyOf(results[1], member.id), await mintTicket(authSecret(env), member.id, channel.id, ticketAccess(access))]
    : [[], null];
  return data(
    {
      channels: access.channels,
      channel,
      elite: access.elite,
      open,
      banned: standing.kind === "banned",
      mutedUntil: standing.kind === "muted" ? standing.until : null,
      blocks: results[3],
      messages,
      ticket,
      timeZone: requestTimeZone(request, context),
      // One id per rendered form: a double submit or a re-post of it saves one message.
      clientId: crypto.randomUUID(),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

// Without JavaScript: the page's forms post here and land back on the channel (PRG), or
// show the form again with the typed text and the message. The island posts the same
// action to /chat/messages and gets the reply as JSON (app/routes/chat_.messages.ts).
export async function action({ request, context }: ActionFunctionArgs) {
  // A message on a new day counts toward the chat achievements (the chat rows are the record).
  const check = unlockCheck(context.cloudflare.env, NEW_MESSAGE);
  const viewer = () => requireViewer(request, context);
  const reply = await chatAction(request, context, viewer, requireMemberWith, check);
  if (!reply.ok) return data(reply.body, { status: reply.status });
  if ("toast" in reply.body) return redirectWithToast(request, reply.location, reply.body.toast);
  const headers = await unlockHeaders(request, reply.wrote ? check.unlocked() : []);
  return redirect(reply.location, { status: 303, headers });
}

export default function Chat() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <Page title="Chat" subtitle="Connect with the community">
      <ChannelTabs channels={page.channels} active={page.channel.id} elite={page.elite} />
      {page.banned ? (
        <p className="card text-slate-700" role="status" data-testid="chat-banned">
          {MODERATION_MESSAGES.banned}
        </p>
      ) : page.open ? (
        <>
          <ChatRoomView
            channel={page.channel}
            elite={page.elite}
            initial={page.messages}
            ticket={page.ticket}
            timeZone={page.timeZone}
            clientId={page.clientId}
            result={result}
            mutedUntil={page.mutedUntil}
          />
          <BlockedList channelId={page.channel.id} blocks={page.blocks} />
          {/* No hydration: the page works as HTML; the island (app/chat/island.ts) keeps it live. */}
          <script type="module" src="/islands/chat.js" />
        </>
      ) : (
        <LockedPanel />
      )}
    </Page>
  );
}
