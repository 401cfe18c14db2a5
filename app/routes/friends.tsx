// The friends board (decision 078): who the member follows, with their public figures and
// friend streaks, and a username search. Follow and Unfollow post here from this page and
// the rankings, and land back with a toast (chat's Follow goes through chat's own action).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { requireMember } from "~/auth/guards.server";
import { parseForm, readForm } from "~/forms/parse";
import { FollowForm, FRIENDS_MESSAGES, followToast } from "~/friends";
import { follow, friendsBoard, friendsReads, memberNamed, searchTerm, unfollow } from "~/friends/index.server";
import { FriendSearch, FriendsList } from "~/friends/ui";
import { requireMemberWith } from "~/page-read.server";
import { redirectWithToast } from "~/toast/toast.server";
import { Page } from "~/ui/page";

export const meta: MetaFunction = () => [{ title: "Friends | Glowup" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const now = new Date();
  const q = searchTerm(new URL(request.url).searchParams.get("q"));
  const { results } = await requireMemberWith(request, context, (db, me) => friendsReads(db, me, q, now));
  return { q, ...friendsBoard(results, now) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireMember(request, context);
  const parsed = parseForm(await readForm(request), FollowForm);
  if (!parsed.ok)
    return redirectWithToast(request, "/friends", {
      title: "Nothing changed",
      description: Object.values(parsed.errors)[0] ?? "Name a member.",
      kind: "error",
    });
  const { intent, username, from, q } = parsed.value;
  const back = from === "rankings" ? "/rankings" : q ? `/friends?q=${encodeURIComponent(q)}` : "/friends";
  const env = context.cloudflare.env;
  if (intent === "unfollow") {
    const name = await unfollow(env, member.id, username);
    return redirectWithToast(
      request,
      back,
      name
        ? { title: "Unfollowed", description: FRIENDS_MESSAGES.unfollowed(name) }
        : { title: "Nothing changed", description: FRIENDS_MESSAGES.notFollowing, kind: "error" },
    );
  }
  const done = await follow(env, member.id, memberNamed(username));
  return redirectWithToast(request, back, followToast(done.outcome, done.username ?? username));
}

export default function Friends() {
  const { q, friends, full, found } = useLoaderData<typeof loader>();
  return (
    <Page title="Friends" subtitle="Follow members and keep a friend streak going together">
      <div className="space-y-4">
        <FriendSearch q={q} found={found} />
        <FriendsList friends={friends} full={full} />
        <p className="text-center text-sm">
          <Link to="/rankings" className="font-semibold text-brand-700 underline">
            Find members on the rankings
          </Link>
        </p>
      </div>
    </Page>
  );
}
