// The free trial offer (TRIAL_DAYS of TRIAL_TIER, app/billing/plans.ts): a small card in the
// page's flow, so it never covers content; "Maybe Later" is a plain form that sets a cookie, and
// the offer stays closed from then on (app/billing/trial-offer.server.ts). It is the standing
// trial, so it is not called "limited".
import { Form, Link } from "@remix-run/react";
import { VerifyNotice } from "~/auth/ui";
import { Icon } from "~/ui/icon";
import { checkoutHref, TRIAL_DAYS, TRIAL_TIER, tierName } from "../plans";

export function TrialOffer({ signedIn, verifyEmail }: { signedIn: boolean; verifyEmail?: string | null }) {
  return (
    <div className="mx-auto max-w-6xl px-4 pt-4">
      <section
        aria-labelledby="trial-title"
        data-testid="trial-offer"
        className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border border-brand-200 bg-brand-50 px-4 py-3"
      >
        <div className="min-w-0 flex-1 basis-56">
          <h2 id="trial-title" className="flex items-center gap-1.5 font-semibold text-ink">
            <Icon name="sparkles" className="size-4 shrink-0 text-brand-700" />
            {`Try ${tierName(TRIAL_TIER)} free for ${TRIAL_DAYS} days`}
          </h2>
          <p className="text-sm text-slate-600">Cancel before it ends and pay nothing.</p>
        </div>
        <div className="flex items-center gap-2">
          <Link
            to={signedIn ? checkoutHref(TRIAL_TIER, true) : `/auth?trial=${TRIAL_TIER}`}
            className="btn-primary px-3 py-2 text-sm"
          >
            Start Free Trial
          </Link>
          <Form method="post" action="/trial-offer">
            <button type="submit" className="btn-ghost px-3 py-2 text-sm">
              Maybe Later
            </button>
          </Form>
        </div>
        {verifyEmail ? (
          <div className="w-full">
            <VerifyNotice email={verifyEmail} back="/" />
          </div>
        ) : null}
      </section>
    </div>
  );
}
