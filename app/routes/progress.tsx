import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { requireMember } from "~/auth/guards.server";
import { getSubscription } from "~/billing/subscription.server";
import { quoteOfTheDay } from "~/content/quotes";
import { QuoteOfTheDay } from "~/content/ui/home";
import { XP_PER_LEVEL, xpIntoLevel } from "~/game/levels";
import { Icon, type IconName } from "~/ui/icon";
import { Page } from "~/ui/page";
import { SubscriptionCard } from "~/ui/subscription-card";

export const meta: MetaFunction = () => [{ title: "Progress | Glowup" }, { name: "robots", content: "noindex" }];

const TABS = [
  { id: "challenges", label: "Challenges", icon: "target" },
  { id: "inbox", label: "Inbox", icon: "inbox" },
  { id: "battles", label: "1v1", icon: "swords" },
  { id: "ranks", label: "Ranks", icon: "chart" },
  { id: "trophies", label: "Trophies", icon: "trophy" },
] as const satisfies readonly { id: string; label: string; icon: IconName }[];
type TabId = (typeof TABS)[number]["id"];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireMember(request, context);
  const requested = new URL(request.url).searchParams.get("tab");
  const tab: TabId = TABS.some((t) => t.id === requested) ? (requested as TabId) : "challenges";
  return {
    tab,
    level: member.level,
    xp: member.xp,
    quote: quoteOfTheDay(new Date()),
    subscription: await getSubscription(context.cloudflare.env, member.id),
  };
}

export default function Progress() {
  const { tab, level, xp, quote, subscription } = useLoaderData<typeof loader>();
  const into = xpIntoLevel(xp);
  return (
    <Page title="Progress" subtitle="Your level, streaks and challenges" wide>
      <div className="grid gap-4 md:grid-cols-2">
        <section className="card" aria-labelledby="level-card">
          <h2 id="level-card" className="flex items-center gap-2 font-semibold">
            <Icon name="bolt" className="size-5 text-brand-600" /> {`Level ${level}`}
          </h2>
          <p className="mt-1 text-3xl font-bold">{`${xp.toLocaleString("en-US")} XP`}</p>
          <div className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-100" role="progressbar" aria-label="XP into this level" aria-valuemin={0} aria-valuemax={XP_PER_LEVEL} aria-valuenow={into}>
            <div className="h-full rounded-full bg-brand-600" style={{ width: `${(into / XP_PER_LEVEL) * 100}%` }} />
          </div>
          <p className="mt-1 text-sm text-slate-600">{`${into} / ${XP_PER_LEVEL} XP to level ${level + 1}`}</p>
        </section>
        <QuoteOfTheDay quote={quote} className="card" />
      </div>

      <nav aria-label="Progress sections" className="mt-4 grid grid-cols-5 gap-1 rounded-2xl bg-slate-100 p-1">
        {TABS.map((t) => (
          <Link
            key={t.id}
            to={t.id === "ranks" ? "/rankings" : t.id === "trophies" ? "/achievements" : `/progress?tab=${t.id}`}
            aria-current={t.id === tab ? "page" : undefined}
            className="flex flex-col items-center gap-0.5 rounded-xl px-1 py-2 text-xs font-semibold text-slate-700 aria-[current=page]:bg-white aria-[current=page]:text-brand-700 aria-[current=page]:shadow-sm"
          >
            <Icon name={t.icon} className="size-5" />
            {t.label}
          </Link>
        ))}
      </nav>

      <section className="card mt-4" aria-live="polite">
        <p className="font-semibold">Coming soon</p>
        <p className="mt-1 text-slate-600">
          {tab === "challenges"
            ? "Daily challenges with XP and streaks are being built."
            : tab === "inbox"
              ? "Challenge invitations from other members are being built."
              : "1v1 battles are being built."}{" "}
          Meanwhile, see the <Link to="/rankings" className="text-brand-700 underline">leaderboard</Link> and your{" "}
          <Link to="/achievements" className="text-brand-700 underline">achievements</Link>.
        </p>
      </section>

      <div className="mt-4">
        <SubscriptionCard subscription={subscription} />
      </div>
    </Page>
  );
}
