// The members the viewer blocks, each with an Unblock button (a plain form post).
import { chatUrl } from "../rules";

export function BlockedList({ channelId, blocks }: { channelId: string; blocks: { id: number; username: string }[] }) {
  if (blocks.length === 0) return null;
  return (
    <details className="card">
      <summary className="cursor-pointer font-semibold text-ink">Members you block ({blocks.length})</summary>
      <p className="mt-2 text-sm text-slate-600">You do not see their messages, here or live.</p>
      <ul className="mt-2 space-y-2" data-testid="blocked-list">
        {blocks.map((b) => (
          <li key={b.id} className="flex items-center justify-between gap-2">
            <span className="min-w-0 break-all">{b.username}</span>
            <form method="post" action={chatUrl(channelId)}>
              <input type="hidden" name="intent" value="unblock" />
              <input type="hidden" name="channel" value={channelId} />
              <input type="hidden" name="blockId" value={b.id} />
              <button type="submit" className="btn-secondary">
                Unblock<span className="sr-only"> {b.username}</span>
              </button>
            </form>
          </li>
        ))}
      </ul>
    </details>
  );
}
