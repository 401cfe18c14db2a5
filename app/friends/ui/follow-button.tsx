// A plain form that follows or unfollows a member by username: it posts to /friends and
// lands back where it came from with a toast, with or without JavaScript.
export function FollowButton({
  username,
  intent,
  from,
  q,
}: {
  username: string;
  intent: "follow" | "unfollow";
  from: "rankings" | "friends";
  q?: string;
}) {
  return (
    <form method="post" action="/friends" className="inline">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="username" value={username} />
      <input type="hidden" name="from" value={from} />
      {q ? <input type="hidden" name="q" value={q} /> : null}
      <button
        type="submit"
        className={
          intent === "follow"
            ? "min-h-9 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white hover:bg-brand-700"
            : "min-h-9 rounded-full border border-slate-300 px-3 py-1 text-xs font-semibold text-slate-700 hover:border-red-300 hover:text-red-700"
        }
      >
        {intent === "follow" ? "Follow" : "Unfollow"}
        <span className="sr-only">{` ${username}`}</span>
      </button>
    </form>
  );
}
