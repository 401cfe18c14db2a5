import { Link } from "@remix-run/react";
import { COURSE_PORTAL } from "~/content/course";
import { PRICING_PATH } from "~/content/explore";
import { checkoutHref, formatPriceUsd, PLANS, tierContentPath, tierName } from "~/billing";
import type { Tier } from "~/billing";
import { GATE_ART } from "~/art/art";
import { Art } from "~/ui/art";
import { Icon } from "~/ui/icon";
import { PlanFeatures } from "~/billing/ui";

/** A colour band per tier, so the three cards read as steps up. */
const TIER_BAND: Record<Tier, string> = {
  starter: "from-mint-500 to-mint-700",
  pro: "from-brand-500 to-brand-700",
  elite: "from-glow-500 to-sun-500",
};

/**
 * The course portal. `heldTiers` are the tiers whose content the member may
 * open (billing decides); a held card is Active, the others offer a purchase.
 */
export function CoursePortal({ signedIn, heldTiers }: { signedIn: boolean; heldTiers: readonly Tier[] }) {
  return (
    <div className="mx-auto max-w-6xl px-gutter py-6">
      <p className="eyebrow">Your programme</p>
      <h1 className="mt-1 text-3xl font-extrabold text-ink sm:text-4xl">{COURSE_PORTAL.title}</h1>
      <p className="mt-1 text-slate-600">{COURSE_PORTAL.subtitle}</p>

      {!signedIn ? (
        <Prompt text={COURSE_PORTAL.signedOutPrompt} href="/auth?redirect=%2Fcourse" label="Sign In" />
      ) : heldTiers.length === 0 ? (
        <Prompt text={COURSE_PORTAL.noPlanPrompt} href={PRICING_PATH} label="View All Plans" />
      ) : null}

      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {PLANS.map((plan) => {
          const active = heldTiers.includes(plan.id);
          return (
            <li
              key={plan.id}
              data-tier={plan.id}
              data-state={active ? "active" : "locked"}
              className={`relative flex flex-col overflow-hidden rounded-card border p-5 pt-7 ${
                active
                  ? "border-2 border-brand-600 bg-white shadow-lift"
                  : "border-dashed border-slate-300 bg-slate-100"
              }`}
            >
              <span
                aria-hidden="true"
                className={`absolute inset-x-0 top-0 h-2 bg-gradient-to-r ${active ? TIER_BAND[plan.id] : "from-slate-300 to-slate-400"}`}
              />
              <div className="flex items-center justify-between gap-2">
                <h2 className="text-lg font-bold text-slate-900">{tierName(plan.id)}</h2>
                {active ? (
                  <span className="rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-semibold text-white">
                    Active
                  </span>
                ) : (
                  <Icon name="lock" className="size-5 text-slate-600" label="Locked" />
                )}
              </div>
              <p className="mt-1 text-sm text-slate-600">{plan.tagline}</p>
              <p className="mt-3" data-testid="course-price">
                <span className="text-2xl font-extrabold text-slate-900">{formatPriceUsd(plan.priceUsd)}</span>
                <span className="text-sm text-slate-600"> / {plan.period}</span>
              </p>
              <PlanFeatures features={plan.features} className="mt-3 flex-1 space-y-2 text-sm text-slate-700" />
              {active ? (
                <Link
                  to={tierContentPath(plan.id)}
                  className="mt-6 btn-primary w-full"
                  aria-label={`Access ${tierName(plan.id)} content`}
                >
                  Access Content
                </Link>
              ) : (
                <Link
                  to={checkoutHref(plan.id)}
                  className="mt-6 btn-secondary w-full"
                  aria-label={`Purchase ${tierName(plan.id)}`}
                >
                  Purchase Now
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function Prompt({ text, href, label }: { text: string; href: string; label: string }) {
  return (
    <div className="mt-6 flex flex-col items-start gap-3 card sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-center gap-4">
        <Art art={GATE_ART} className="h-16 w-auto shrink-0" />
        <p className="font-semibold text-ink">{text}</p>
      </div>
      <Link to={href} className="btn-primary">
        {label}
      </Link>
    </div>
  );
}
