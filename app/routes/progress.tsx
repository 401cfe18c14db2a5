import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { requireMemberWith, viewerWith } from "~/page-read.server";
import { viewerSubscription } from "~/billing/index.server";
import { quoteOfTheDay } from "~/content/quotes";
import { QuoteOfTheDay } from "~/content/ui/quote-of-the-day";
import { parseForm } from "~/forms/parse";
import { dayAsDate } from "~/calendar/days";
import { zoneHints } from "~/calendar/zone.server";
import { searchQuery, searchResults } from "~/game/battle-lists.server";
import { progressBoardQueries, progressBoardView } from "~/game/boards.server";
import { PROGRESS_TABS, readProgressTab, SearchQuery } from "~/game/progress-forms";
import { progressPost } from "~/game/progress-actions.server";
import { BattlesTab } from "~/game/ui/battles-tab";
import { ChallengesTab } from "~/game/ui/challenges-tab";
import { InboxTab } from "~/game/ui/inbox-tab";
import { LevelCard } from "~/game/ui/level-card";
import { XpChart } from "~/game/ui/xp-chart";
import { redirectWithToast } from "~/toast/toast.server";
import { FormError } from "~/ui/form";
import { Icon } from "~/ui/icon";
import { Page } from "~/ui/page";
import { SubscriptionCard } from "~/billing/ui/subscription-card";

export const meta: MetaFunction = () => [{ title: "Progress | Glowup" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const tab = readProgressTab(url.searchParams.get("tab"));
  const query = parseForm(url.searchParams, SearchQuery);
  const q = query.ok ? query.value.q : (query.values.q ?? "");
  const now = new Date();
  // The board, the subscription and any search: all in the viewer's one D1 round trip.
  const [{ member, results: rows }, subscription, search] = await Promise.all([
    requireMemberWith(request, context, (db, me) => progressBoardQueries(db, me, now)),
    viewerSubscription(request, context),
    tab === "battles" && query.ok && q.trim()
      ? viewerWith(request, context, (db) => [searchQuery(db, q)] as const)
      : null,
  ]);
  const board = progressBoardView(rows, zoneHints(request, context), member.id, now);
  const results = search?.results ? searchResults(search.results[0], member.id) : [];
  return {
    tab,
    ...board,
    // The member's own calendar day picks the quote, like everything else here.
    quote: quoteOfTheDay(dayAsDate(board.today)),
    search: { q, error: query.ok ? undefined : query.errors.q, results },
    subscription,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const posted = await progressPost(request, context, requireMemberWith);
  if (!posted.ok) return data({ errors: posted.errors, values: posted.values }, { status: posted.status });
  return redirectWithToast(request, `/progress?tab=${posted.tab}${posted.anchor}`, posted.toasts);
}

export default function Progress() {
  const board = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const { tab, profile } = board;
  return (
    <Page title="Progress" subtitle="Your level, streaks and challenges" wide>
      <div className="grid gap-4 md:grid-cols-2">
        <LevelCard profile={profile} />
        <QuoteOfTheDay quote={board.quote} className="card" />
      </div>

      <nav aria-label="Progress sections" className="mt-4 grid grid-cols-5 gap-0.5 rounded-2xl bg-slate-100 p-1">
        {PROGRESS_TABS.map((t) => (
          <Link
            key={t.id}
            to={t.id === "ranks" ? "/rankings" : t.id === "trophies" ? "/achievements" : `/progress?tab=${t.id}`}
            aria-current={t.id === tab ? "page" : undefined}
            className="relative flex flex-col items-center gap-0.5 rounded-xl px-0 py-2 text-[10px] font-semibold text-slate-700 aria-[current=page]:bg-white aria-[current=page]:text-brand-700 aria-[current=page]:shadow-sm min-[400px]:text-[11px] sm:text-xs"
          >
            <Icon name={t.icon} className="size-5" />
            {t.label}
            {t.id === "inbox" && board.pendingCount > 0 ? (
              <span
                className="absolute top-1 right-1 min-w-5 rounded-full bg-accent-500 px-1 text-center text-[11px] leading-5 text-white"
                data-testid="inbox-badge"
              >
                <span className="sr-only">pending invitations: </span>
                {board.pendingCount}
              </span>
            ) : null}
          </Link>
        ))}
      </nav>

      {failed?.errors.form && tab !== "battles" ? (
        <div className="mt-4">
          <FormError message={failed.errors.form} />
        </div>
      ) : null}

      <div className="mt-4">
        {tab === "challenges" ? (
          <div className="space-y-4">
            <ChallengesTab challenges={board.challenges} dailyTask={board.dailyTask} zone={board.zone} />
            <XpChart series={board.chart} />
          </div>
        ) : tab === "inbox" ? (
          <InboxTab inbox={board.inbox} />
        ) : (
          <BattlesTab
            search={board.search}
            challenges={board.challenges}
            sent={board.sent}
            battles={board.battles}
            invite={failed ?? undefined}
          />
        )}
      </div>

      <div className="mt-4">
        <SubscriptionCard subscription={board.subscription} />
      </div>
    </Page>
  );
}
