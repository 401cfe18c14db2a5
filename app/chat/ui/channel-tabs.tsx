// The channel switcher: plain links, so it works without JavaScript. A locked channel says
// so with its lock and its name, in the same readable colour as the others (not faded).
import { Link } from "@remix-run/react";
import { Icon } from "~/ui/icon";
import type { ChatChannel } from "../chat.server";
import { chatUrl } from "../rules";

const SHORT_LABEL: Record<string, string> = { "General Chat": "General", "VIP Lounge": "VIP" };

export function ChannelTabs({ channels, active, elite }: { channels: ChatChannel[]; active: string; elite: boolean }) {
  return (
    <nav aria-label="Channels" className="mb-4 flex gap-2 rounded-xl bg-slate-100 p-1">
      {channels.map((c) => {
        const locked = c.isVip && !elite;
        const current = c.id === active;
        return (
          <Link
            key={c.id}
            to={chatUrl(c.id)}
            prefetch="none"
            aria-current={current ? "page" : undefined}
            aria-label={locked ? `${c.name} (Elite members only)` : c.name}
            data-locked={locked || undefined}
            className={`flex flex-1 items-center justify-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium ${
              current ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900"
            }`}
          >
            {locked ? (
              <Icon name="lock" className="size-4" />
            ) : c.isVip ? (
              <Icon name="crown" className="size-4" />
            ) : null}
            <span className="hidden sm:inline">{c.name}</span>
            <span className="sm:hidden">{SHORT_LABEL[c.name] ?? c.name}</span>
          </Link>
        );
      })}
    </nav>
  );
}
