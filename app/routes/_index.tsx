import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { FEATURE_TIER, gateFor } from "~/billing";
import { subscriptionState, viewerMayStartTrial, viewerSubscriptionRow } from "~/billing/index.server";
import { requireMemberWith, viewerWith } from "~/page-read.server";
import { NO_SUBSCRIPTION } from "~/billing/tiers";
import { trialOfferDismissed } from "~/billing/trial-offer.server";
import { HERO } from "~/content/marketing";
import { siteOrigin } from "~/config.server";
import { figuresData, homePageData } from "~/content/pages.server";
import { quoteOfTheDay } from "~/content/quotes";
import { dayAsDate } from "~/calendar/days";
import { zoneHints } from "~/calendar/zone.server";
import { memberHomeQueries, memberHomeView } from "~/game/boards.server";
import { applyDueFreezes } from "~/game/freezes.server";
import { progressPost } from "~/game/progress-actions.server";
import { ROUTINE_TICK_XP, routineTicksQuery, tickedOn } from "~/game/index.server";
import { memberSinceQuery, welcomeOf } from "~/home/welcome.server";
import { planQuery, planToday, readPlan } from "~/plan/index.server";
import { seo } from "~/content/seo";
import { HomePage } from "~/content/ui/home";
import { MemberHome } from "~/home/ui/member-home";
import { planStep } from "~/home/plan-step";
import { TrialOffer } from "~/billing/ui/trial-offer";
import { redirectWithToast } from "~/toast/toast.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const now = new Date();
  // A member's own day, read in the viewer's D1 round trip with the subscription (decision 045).
  const [{ viewer, results }, row, dismissed, mayTrial] = await Promise.all([
    viewerWith(
      request,
      context,
      (db, me) =>
        [
          planQuery(db, me),
          routineTicksQuery(db, me, now),
          memberSinceQuery(db, me),
          ...memberHomeQueries(db, me, now),
        ] as const,
    ),
    viewerSubscriptionRow(request, context),
    trialOfferDismissed(request),
    viewerMayStartTrial(request, context),
  ]);
  const subscription = viewer ? subscriptionState(env, row) : NO_SUBSCRIPTION;
  const [planRows, tickRows, since, ...homeRows] = results ?? [null, null, null];
  const view =
    viewer && results && homeRows.length ? memberHomeView(homeRows, zoneHints(request, context), viewer.id, now) : null;
  // A missed day a freeze covers is covered when the member's day opens, and the home says so (decision 071).
  const home =
    viewer && view ? { ...view, profile: await applyDueFreezes(env, viewer.id, view.profile, view.today) } : null;
  // A member sees the offer only while billing would grant them a trial.
  const trialOpen = !dismissed && (!viewer || mayTrial);
  // A visitor's only D1 read: the community's figures, one statement, the same for all.
  const figures = viewer ? [] : await figuresData(env);
  // Never for subscribers or anyone past their trial; "Maybe Later" keeps it closed.
  const showTrialOffer = trialOpen && !subscription.subscribed;
  if (!viewer || !home) return { ...homePageData(siteOrigin(env)), figures, member: null, showTrialOffer };
  return {
    ...homePageData(siteOrigin(env)),
    // Members get the quote of their own day (docs/decisions/012-gamification.md).
    quote: quoteOfTheDay(dayAsDate(home.today)),
    figures,
    member: {
      ...home,
      username: viewer.username,
      plan: planStep(subscription, new Date()),
      welcome: welcomeOf(since?.[0], home.today, home.zone),
      // The plan today, with the tier applied here: a free member's page carries one item (decision 074).
      planToday: planFor(
        planRows?.[0],
        home.today,
        tickRows ?? [],
        gateFor(true, subscription, FEATURE_TIER.routine).kind === "open",
      ),
      tickXp: ROUTINE_TICK_XP,
    },
    showTrialOffer,
    verifyEmail: viewer.emailVerified ? null : viewer.email,
  };
}

function planFor(
  row: Parameters<typeof readPlan>[0],
  today: string,
  ticks: readonly { key: string }[],
  subscribed: boolean,
) {
  const plan = readPlan(row);
  return plan ? planToday(plan, today, tickedOn(ticks, today), subscribed) : null;
}

/** Today's challenge forms on the member home: the same progress actions, landing back here. */
export async function action({ request, context }: ActionFunctionArgs) {
  const posted = await progressPost(request, context, requireMemberWith);
  if (!posted.ok) return data({ errors: posted.errors, values: posted.values }, { status: posted.status });
  return redirectWithToast(request, `/${posted.anchor}`, posted.toasts);
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  seo({ description: HERO.subheadline, path: "/", origin: data?.origin });

export default function Index() {
  const { quote, season, figures, member, showTrialOffer, ...rest } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return (
    <>
      {showTrialOffer ? (
        <TrialOffer signedIn={Boolean(member)} verifyEmail={"verifyEmail" in rest ? rest.verifyEmail : null} />
      ) : null}
      {member ? (
        <MemberHome {...member} quote={quote ?? ""} error={failed?.errors.form} />
      ) : (
        <HomePage quote={quote} season={season} figures={figures} />
      )}
    </>
  );
}
