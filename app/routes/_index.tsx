import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireMember } from "~/auth/guards.server";
import { getViewer } from "~/auth/viewer.server";
import { getSubscription } from "~/billing/subscription.server";
import { NO_SUBSCRIPTION } from "~/billing/tiers";
import { trialOfferDismissed } from "~/billing/trial-offer.server";
import { HERO } from "~/content/marketing";
import { siteOrigin } from "~/config.server";
import { homePageData } from "~/content/pages.server";
import { quoteOfTheDay } from "~/content/quotes";
import { dayAsDate } from "~/calendar/days";
import { zoneHints } from "~/calendar/zone.server";
import { memberHome } from "~/game/boards.server";
import { progressPost } from "~/game/progress-actions.server";
import { seo } from "~/content/seo";
import { HomePage } from "~/content/ui/home";
import { MemberHome } from "~/home/ui/member-home";
import { planStep } from "~/home/plan-step";
import { SubscriptionCard } from "~/billing/ui/subscription-card";
import { TrialDialog } from "~/billing/ui/trial-dialog";
import { redirectWithToast } from "~/toast/toast.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const viewer = await getViewer(request, context);
  const [subscription, dismissed, home] = await Promise.all([
    viewer ? getSubscription(env, viewer.id) : NO_SUBSCRIPTION,
    trialOfferDismissed(request),
    // A member's own day, in one batched D1 round trip beside the subscription read.
    viewer ? memberHome(env, zoneHints(request, context), viewer.id) : null,
  ]);
  // Never for subscribers; "Maybe Later" keeps it closed.
  const showTrialOffer = !subscription.subscribed && !dismissed;
  if (!viewer || !home) return { ...homePageData(siteOrigin(env)), member: null, subscription: null, showTrialOffer };
  return {
    ...homePageData(siteOrigin(env)),
    // Members get the quote of their own day (docs/decisions/012-gamification.md).
    quote: quoteOfTheDay(dayAsDate(home.today)),
    member: { ...home, username: viewer.username, plan: planStep(subscription, new Date()) },
    subscription,
    showTrialOffer,
  };
}

/** Today's challenge forms on the member home: the same progress actions, landing back here. */
export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireMember(request, context);
  const posted = await progressPost(request, context, member.id);
  if (!posted.ok) return data({ errors: posted.errors, values: posted.values }, { status: posted.status });
  return redirectWithToast(request, "/", posted.toast);
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  seo({ description: HERO.subheadline, path: "/", origin: data?.origin });

export default function Index() {
  const { quote, member, subscription, showTrialOffer } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return (
    <>
      {member ? (
        <MemberHome
          {...member}
          quote={quote ?? ""}
          error={failed?.errors.form}
          subscriptionCard={subscription ? <SubscriptionCard subscription={subscription} /> : null}
        />
      ) : (
        <HomePage quote={quote} />
      )}
      {showTrialOffer ? <TrialDialog signedIn={Boolean(member)} /> : null}
    </>
  );
}
