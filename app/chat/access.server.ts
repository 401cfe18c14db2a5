// Which channel a signed-in member may use (callers require the member first). The one check the page loader, the send action, the
// catch-up feed and the ticket minting all share; the VIP rule uses the billing gate.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { FEATURE_TIER } from "~/billing";
import { checkTier } from "~/billing/index.server";
import { listChannels, type ChatChannel } from "./chat.server";

export type ChannelAccess = {
  channels: ChatChannel[];
  /** The requested channel (the first open one when none was asked for), or null if unknown. */
  channel: ChatChannel | null;
  /** An active elite subscription: the VIP channel is theirs. */
  elite: boolean;
  /** Whether this member may read and write `channel`. */
  open: boolean;
};

export async function channelAccess(
  request: Request,
  context: AppLoadContext,
  channelId: string | null | undefined,
): Promise<ChannelAccess> {
  const [channels, gate] = await Promise.all([
    listChannels(context.cloudflare.env),
    checkTier(request, context, FEATURE_TIER.vipChat),
  ]);
  return accessOf(channels, gate.kind === "open", channelId);
}

/** channelAccess from channels already read (`elite`: the VIP gate is open). */
export function accessOf(channels: ChatChannel[], elite: boolean, channelId: string | null | undefined): ChannelAccess {
  const channel = channelId
    ? (channels.find((c) => c.id === channelId) ?? null)
    : (channels.find((c) => !c.isVip) ?? null);
  return { channels, channel, elite, open: Boolean(channel && (!channel.isVip || elite)) };
}
