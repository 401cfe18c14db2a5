import { Link } from "@remix-run/react";
import { COURSE_PORTAL, type GuideProgress } from "~/content/course";
import { PRICING_PATH } from "~/content/explore";
import { checkoutHref, formatPriceUsd, PLANS, tierContentPath, tierName } from "~/billing";
import type { Tier } from "~/billing";
import { GATE_ART } from "~/art/art";
import { Art } from "~/ui/art";
import { Icon } from "~/ui/icon";
import { ProgressBar } from "~/ui/progress-bar";
import { PlanFeatures } from "~/billing/ui";
import { TIER_PAGES, tierTabLinks } from "../tier-content";

/** A colour band per tier, so the courses read as steps up. */
const TIER_BAND: Record<Tier, string> = {
  starter: "from-mint-500 to-mint-700",
  pro: "from-brand-500 to-brand-700",
  elite: "from-glow-500 to-sun-500",
};

/**
 * The course portal. `heldTiers` are the tiers whose pages the member may open (billing
 * decides) and `guides` their progress through the guides (null when they cannot open
 * them): the member's courses come first, the plans they could add second.
 */
export function CoursePortal({
  signedIn,
  heldTiers,
  guides,
}: {
  signedIn: boolean;
  heldTiers: readonly Tier[];
  guides: readonly GuideProgress[] | null;
}) {
  const toBuy = PLANS.filter((plan) => !heldTiers.includes(plan.id));
  return (
    <div className="mx-auto max-w-6xl px-gutter py-6">
      <p className="eyebrow">Your programme</p>
      <h1 className="mt-1 text-3xl font-extrabold text-ink sm:text-4xl">{COURSE_PORTAL.title}</h1>
      <p className="mt-1 text-slate-600">{COURSE_PORTAL.subtitle}</p>

      {!signedIn ? (
        <Prompt text={COURSE_PORTAL.signedOutPrompt} href="/auth?redirect=%2Fcourse" label="Sign In" />
      ) : heldTiers.length === 0 ? (
        <Prompt text={COURSE_PORTAL.noPlanPrompt} href={PRICING_PATH} label="View All Plans" />
      ) : (
        <section className="mt-6" aria-labelledby="courses-heading">
          <h2 id="courses-heading" className="text-xl font-bold text-ink">
            {COURSE_PORTAL.coursesHeading}
          </h2>
          <ul className="mt-3 grid gap-4 md:grid-cols-3">
            {heldTiers.map((tier) => (
              <li key={tier}>
                <TierCourse tier={tier} />
              </li>
            ))}
          </ul>
          {guides ? <Guides guides={guides} /> : null}
        </section>
      )}

      {toBuy.length > 0 ? (
        <section className="mt-10" aria-labelledby="plans-heading">
          <h2 id="plans-heading" className="text-xl font-bold text-ink">
            {signedIn && heldTiers.length > 0 ? COURSE_PORTAL.plansHeading : "Plans"}
          </h2>
          <ul className="mt-3 grid gap-4 md:grid-cols-3">
            {toBuy.map((plan) => (
              <li
                key={plan.id}
                data-tier={plan.id}
                data-testid="course-plan"
                className="flex flex-col rounded-card border border-dashed border-slate-300 bg-white p-5"
              >
                <div className="flex items-center justify-between gap-2">
                  <h3 className="text-lg font-bold text-slate-900">{tierName(plan.id)}</h3>
                  <Icon name="lock" className="size-5 text-slate-500" label="Not in your plan" />
                </div>
                <p className="mt-1 text-sm text-slate-600">{plan.tagline}</p>
                <p className="mt-3" data-testid="course-price">
                  <span className="text-2xl font-extrabold text-slate-900">{formatPriceUsd(plan.priceUsd)}</span>
                  <span className="text-sm text-slate-600"> / {plan.period}</span>
                </p>
                <PlanFeatures features={plan.features} className="mt-3 flex-1 space-y-2 text-sm text-slate-700" />
                <Link
                  to={checkoutHref(plan.id)}
                  className="mt-6 btn-secondary w-full"
                  aria-label={`Purchase ${tierName(plan.id)}`}
                >
                  Purchase Now
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** A tier page the member can open, with its lessons (the page's tabs) as links. */
function TierCourse({ tier }: { tier: Tier }) {
  const page = TIER_PAGES[tier];
  const lessons = tierTabLinks(tier);
  return (
    <article
      data-tier={tier}
      data-testid="my-course"
      className="relative flex h-full flex-col overflow-hidden rounded-card border border-slate-200 bg-white p-5 pt-6 shadow-sm"
    >
      <span aria-hidden="true" className={`absolute inset-x-0 top-0 h-1.5 bg-gradient-to-r ${TIER_BAND[tier]}`} />
      <h3 className="text-lg font-bold text-slate-900">{page.title}</h3>
      <p className="mt-1 text-sm text-slate-600">{page.description}</p>
      <p className="mt-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">{`${lessons.length} lessons`}</p>
      <ul className="mt-1 flex flex-1 flex-wrap content-start gap-1.5">
        {lessons.map((l) => (
          <li key={l.slug}>
            <Link to={l.href} className="chip hover:bg-brand-200">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
      <Link to={tierContentPath(tier)} className="mt-4 btn-primary w-full" aria-label={`Open ${page.title}`}>
        Open
      </Link>
    </article>
  );
}

/** The guides, each with how far the member got: opened, and checklist items ticked. */
function Guides({ guides }: { guides: readonly GuideProgress[] }) {
  const opened = guides.filter((g) => g.opened).length;
  return (
    <div className="mt-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-semibold text-ink">{COURSE_PORTAL.guidesHeading}</h3>
        <p className="text-sm text-slate-600">{`${opened} of ${guides.length} opened`}</p>
      </div>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {guides.map((g) => (
          <li key={g.slug}>
            <Link
              to={`/${g.slug}`}
              data-testid="guide-progress"
              data-guide={g.slug}
              className="block card p-4 hover:border-brand-600"
            >
              <span className="flex items-center justify-between gap-2">
                <span className="font-semibold text-ink">{g.title}</span>
                <span className="text-xs text-slate-600">{g.opened ? "Opened" : "Not opened yet"}</span>
              </span>
              <ProgressBar
                value={g.ticked}
                max={g.total}
                label={`${g.title} checklist`}
                valueText={`${g.ticked} of ${g.total} checklist items ticked`}
              />
              <span className="mt-1 block text-xs text-slate-600">{`${g.ticked} of ${g.total} checklist items ticked`}</span>
            </Link>
          </li>
        ))}
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
