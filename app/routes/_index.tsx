import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { getViewer } from "~/auth/viewer.server";
import { getSubscription } from "~/billing/subscription.server";
import { NO_SUBSCRIPTION } from "~/billing/tiers";
import { trialOfferDismissed } from "~/billing/trial-offer.server";
import { HERO } from "~/content/marketing";
import { siteOrigin } from "~/config.server";
import { homePageData } from "~/content/pages.server";
import { quoteOfTheDay } from "~/content/quotes";
import { dayAsDate } from "~/game/days";
import { memberDayWithoutProfile, zoneHints } from "~/game/game.server";
import { seo } from "~/content/seo";
import { HomePage } from "~/content/ui/home";
import { SubscriptionCard } from "~/ui/subscription-card";
import { TrialDialog } from "~/ui/trial-dialog";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const viewer = await getViewer(request, context);
  const [subscription, dismissed] = await Promise.all([
    viewer ? getSubscription(env, viewer.id) : NO_SUBSCRIPTION,
    trialOfferDismissed(request),
  ]);
  return {
    ...homePageData(siteOrigin(env)),
    // Members get the quote of their own day (docs/decisions/012-gamification.md).
    ...(viewer ? { quote: quoteOfTheDay(dayAsDate(memberDayWithoutProfile(zoneHints(request, context)))) } : {}),
    signedIn: Boolean(viewer),
    subscription: viewer ? subscription : null,
    // Never for subscribers; "Maybe Later" keeps it closed.
    showTrialOffer: !subscription.subscribed && !dismissed,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  seo({ description: HERO.subheadline, path: "/", origin: data?.origin });

export default function Index() {
  const { quote, subscription, signedIn, showTrialOffer } = useLoaderData<typeof loader>();
  return (
    <>
      <HomePage quote={quote} subscriptionCard={subscription ? <SubscriptionCard subscription={subscription} /> : null} />
      {showTrialOffer ? <TrialDialog signedIn={signedIn} /> : null}
    </>
  );
}
