// Which channel a signed-in member may use (callers require the member first). The one check the page loader, the send action, the
// catch-up feed and the ticket minting all share; the VIP rule uses the billing gate.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { FEATURE_TIER, gateFor } from "~/billing";
import { getSubscription } from "~/billing/index.server";
import { listChannels, type ChatChannel } from "./chat.server";

export type ChannelAccess = {
  channels: ChatChannel[];
  /** The requested channel (the first open one when none was asked for), or null if unknown. */
  channel: ChatChannel | null;
  /** An active elite subscription: the VIP channel is theirs. */
  elite: boolean;
  /** Whether this member may read and write `channel`. */
  open: boolean;
  /** For a gated (VIP) channel that is open: when the member's access ends (the plan's end). */
  until: number | null;
};

export async function channelAccess(
  context: AppLoadContext,
  memberId: string,
  channelId: string | null | undefined,
): Promise<ChannelAccess> {
  const env = context.cloudflare.env;
  const [channels, subscription] = await Promise.all([listChannels(env), getSubscription(env, memberId)]);
  const elite = gateFor(true, subscription, FEATURE_TIER.vipChat).kind === "open";
  const channel = channelId
    ? (channels.find((c) => c.id === channelId) ?? null)
    : (channels.find((c) => !c.isVip) ?? null);
  const open = Boolean(channel && (!channel.isVip || elite));
  const until = open && channel?.isVip ? (subscription.subscriptionEnd?.getTime() ?? null) : null;
  return { channels, channel, elite, open, until };
}

/** What a room ticket for this access carries (app/chat/ticket.server.ts). */
export const ticketAccess = (access: ChannelAccess) => ({ gated: Boolean(access.channel?.isVip), until: access.until });
