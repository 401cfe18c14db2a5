// The invitations waiting for the member's answer (the /progress Inbox tab).
import { EmptyState } from "~/ui/empty-state";
import type { BoardInvitation } from "../battle-lists.server";
import { PostButton } from "./post-button";

export function InboxTab({ inbox }: { inbox: readonly BoardInvitation[] }) {
  if (inbox.length === 0) return <EmptyState text="No pending invitations. Challenge someone from the 1v1 tab!" />;
  return (
    <ul className="space-y-3" aria-label="Invitations">
      {inbox.map((i) => (
        <li key={i.id} className="flex flex-wrap items-center justify-between gap-3 card p-4" data-testid="invitation">
          <p>
            <strong>{i.member}</strong> challenged you to <strong>{i.challenge}</strong>
          </p>
          <div className="flex gap-2">
            <PostButton tab="inbox" intent="accept" fields={{ invitationId: i.id }} label="Accept" />
            <PostButton tab="inbox" intent="decline" fields={{ invitationId: i.id }} label="Decline" primary={false} />
          </div>
        </li>
      ))}
    </ul>
  );
}
