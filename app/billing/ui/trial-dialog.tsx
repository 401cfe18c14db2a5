// The free trial offer (TRIAL_DAYS of TRIAL_TIER, app/billing/plans.ts). It appears 2 s after the page loads through a CSS
// animation delay (no script), as a sheet that leaves the rest of the page usable.
import { Form, Link } from "@remix-run/react";
import { VerifyNotice } from "~/auth/ui";
import { Icon } from "~/ui/icon";
import { checkoutHref, TRIAL_DAYS, TRIAL_TIER, tierName } from "../plans";

export function TrialDialog({ signedIn, verifyEmail }: { signedIn: boolean; verifyEmail?: string | null }) {
  return (
    <div
      role="dialog"
      aria-labelledby="trial-title"
      aria-describedby="trial-text"
      data-testid="trial-dialog"
      className="trial-offer fixed inset-x-3 bottom-20 z-30 mx-auto max-w-md rounded-2xl border border-brand-200 bg-white p-5 shadow-2xl"
    >
      <Form method="post" action="/trial-offer" className="absolute top-2 right-2">
        <button type="submit" className="btn-ghost size-9 p-0" aria-label="Close">
          <Icon name="close" className="size-5" />
        </button>
      </Form>
      <p className="text-sm font-semibold text-brand-700">Limited offer</p>
      <h2 id="trial-title" className="mt-1 text-xl font-bold">
        {`Try ${tierName(TRIAL_TIER)} free for ${TRIAL_DAYS} days`}
      </h2>
      <p id="trial-text" className="mt-1 text-slate-600">
        The face scanner, advanced programmes and meal plans. Cancel any time before the trial ends and pay nothing.
      </p>
      {verifyEmail ? <VerifyNotice email={verifyEmail} back="/" /> : null}
      <div className="mt-4 flex gap-2">
        <Link
          to={signedIn ? checkoutHref(TRIAL_TIER, true) : `/auth?trial=${TRIAL_TIER}`}
          className="btn-primary flex-1"
        >
          Start Free Trial
        </Link>
        <Form method="post" action="/trial-offer" className="flex-1">
          <button type="submit" className="btn-secondary w-full">
            Maybe Later
          </button>
        </Form>
      </div>
    </div>
  );
}
