// The signed-out home page's sections below the hero: categories, features, about,
// pricing, testimonials and questions. Copy comes from app/content/marketing.ts.
import { Link } from "@remix-run/react";
import { CATEGORY_ART, CATEGORY_TONE } from "~/art/art";
import { checkoutHref, formatPriceUsd, PLANS, tierName, TRIAL_TIER } from "~/billing";
import { Art } from "~/ui/art";
import { PlanFeatures } from "~/billing/ui";
import { Icon } from "~/ui/icon";
import { CATEGORIES } from "../categories";
import { ABOUT, FAQ, FEATURES, TESTIMONIALS, TESTIMONIALS_NOTE, type Figure } from "../marketing";
import { POLICY } from "../site";

/** A section is the page's title (h1) where it stands alone on its own page, else an h2. */
export type SectionProps = { level?: 1 | 2 };

function SectionHeading({
  id,
  title,
  subtitle,
  level = 2,
}: {
  id: string;
  title: string;
  subtitle?: string;
  level?: 1 | 2;
}) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <div className="mx-auto max-w-2xl text-center">
      <Heading id={`${id}-heading`} className="text-2xl font-extrabold text-ink sm:text-4xl">
        {title}
      </Heading>
      {subtitle ? <p className="mt-2 text-slate-600">{subtitle}</p> : null}
    </div>
  );
}

export function Figures({ figures }: { figures: readonly Figure[] }) {
  return (
    <dl className="flex flex-wrap justify-center gap-x-8 gap-y-4">
      {figures.map((f) => (
        <div key={f.label} className="flex flex-col-reverse items-center">
          <dt className="text-sm text-slate-600">{f.label}</dt>
          <dd className="bg-gradient-to-r from-brand-700 to-glow-700 bg-clip-text text-2xl font-extrabold text-brand-700 [-webkit-text-fill-color:transparent] sm:text-3xl">
            {f.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function CategoriesSection({ level }: SectionProps = {}) {
  return (
    <section id="categories" aria-labelledby="categories-heading" className="mx-auto max-w-6xl px-gutter pt-section">
      <SectionHeading
        level={level}
        id="categories"
        title="Six areas, one glow-up"
        subtitle="Practical guides written by our coaches. Start with one, add the rest when you are ready."
      />
      <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        {CATEGORIES.map((c) => (
          <li key={c.slug}>
            <Link to={`/${c.slug}`} className="flex h-full card-link flex-col gap-2 overflow-hidden p-0">
              <Art art={CATEGORY_ART[c.slug]} className="aspect-[4/3] h-auto w-full object-cover sm:aspect-[2/1]" />
              <span className="flex flex-1 flex-col gap-1 p-4 pt-2">
                <span className="flex items-center gap-2 font-bold text-ink">
                  <span
                    className={`flex size-7 shrink-0 items-center justify-center rounded-lg ${CATEGORY_TONE[c.slug].chip}`}
                  >
                    <Icon name={c.icon} className="size-4" />
                  </span>
                  {c.title}
                </span>
                <span className="text-sm text-slate-600">{c.tagline}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Feature chips take the palette's accents in turn. */
const FEATURE_TONES = [
  "bg-brand-100 text-brand-700",
  "bg-glow-100 text-glow-700",
  "bg-mint-100 text-mint-800",
  "bg-sun-100 text-sun-800",
];

export function FeaturesSection({ level }: SectionProps = {}) {
  return (
    <section id="features" aria-labelledby="features-heading" className="mx-auto max-w-6xl px-gutter pt-section">
      <SectionHeading
        level={level}
        id="features"
        title="Everything you need to level up"
        subtitle="Guides, tools and a little friendly competition."
      />
      <ul className="mt-8 grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3" data-testid="features">
        {FEATURES.map((f, i) => (
          <li key={f.title} className="flex gap-4 card">
            <span
              className={`flex size-10 shrink-0 items-center justify-center rounded-xl ${FEATURE_TONES[i % FEATURE_TONES.length]}`}
            >
              <Icon name={f.icon} className="size-5" />
            </span>
            <div>
              <h3 className="font-semibold text-slate-900">{f.title}</h3>
              <p className="mt-1 text-sm text-slate-600">{f.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function AboutSection({ level, figures }: SectionProps & { figures: readonly Figure[] }) {
  return (
    <section id="about" aria-labelledby="about-heading" className="mx-auto max-w-6xl px-gutter pt-section">
      <div className="card bg-white sm:p-8">
        <SectionHeading id="about" title={ABOUT.heading} level={level} />
        <div className="mx-auto mt-4 max-w-2xl space-y-3 text-slate-700">
          {ABOUT.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
        {figures.length ? (
          <div className="mt-8">
            <Figures figures={figures} />
          </div>
        ) : null}
      </div>
    </section>
  );
}

export function PricingSection({ level }: SectionProps = {}) {
  return (
    <section id="pricing" aria-labelledby="pricing-heading" className="mx-auto max-w-6xl px-gutter pt-section">
      <SectionHeading
        level={level}
        id="pricing"
        title="Simple monthly pricing"
        subtitle={`Cancel any time. ${POLICY.moneyBackDays}-day money-back guarantee for first-time subscribers.`}
      />
      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        {PLANS.map((plan) => (
          <li
            key={plan.id}
            data-plan={plan.id}
            className={`relative flex flex-col card ${plan.highlighted ? "border-2 border-brand-600 shadow-lift" : ""}`}
          >
            {plan.highlighted ? (
              <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-glow-600 px-3 py-0.5 text-xs font-semibold text-white shadow-glow">
                Most popular
              </p>
            ) : null}
            <h3 className="text-lg font-bold text-slate-900">{plan.name}</h3>
            <p className="mt-1 text-sm text-slate-600">{plan.tagline}</p>
            <p className="mt-4">
              <span className="text-4xl font-extrabold text-slate-900">{formatPriceUsd(plan.priceUsd)}</span>
              <span className="text-slate-600"> / {plan.period}</span>
            </p>
            <PlanFeatures features={plan.features} className="mt-4 flex-1 space-y-2 text-sm text-slate-700" />
            <Link
              to={checkoutHref(plan.id)}
              className={`${plan.highlighted ? "btn-primary" : "btn-secondary"} mt-6 w-full`}
              aria-label={`Choose ${plan.name}, ${formatPriceUsd(plan.priceUsd)} per ${plan.period}`}
            >
              Choose {plan.name}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-center text-sm text-slate-600">
        New here? Try {tierName(TRIAL_TIER)} free for {POLICY.trialDays} days.
      </p>
    </section>
  );
}

export function TestimonialsSection() {
  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-heading"
      className="mx-auto max-w-6xl px-gutter pt-section"
    >
      <SectionHeading id="testimonials" title="Members who glowed up" subtitle={TESTIMONIALS_NOTE} />
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="testimonials">
        {TESTIMONIALS.map((t) => (
          <li key={t.name} className="card">
            <figure>
              <p className="flex gap-0.5 text-accent-600" role="img" aria-label={`Rated ${t.rating} out of 5`}>
                {Array.from({ length: t.rating }, (_, i) => (
                  <Icon key={i} name="star" className="size-4 fill-current" />
                ))}
              </p>
              <blockquote className="mt-3 text-slate-700">
                <p>“{t.quote}”</p>
              </blockquote>
              <figcaption className="mt-4 text-sm">
                <span className="font-semibold text-slate-900">{t.name}</span>
                <span className="block text-slate-600">{t.detail}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function FaqSection({ level }: SectionProps = {}) {
  return (
    <section id="faq" aria-labelledby="faq-heading" className="mx-auto max-w-3xl px-gutter pt-section">
      <SectionHeading id="faq" title="Frequently asked questions" level={level} />
      {/* name="faq" makes the browser keep one item open at a time, without JavaScript. */}
      <div className="mt-8 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white" data-testid="faq">
        {FAQ.map((item) => (
          <details key={item.id} name="faq" id={`faq-${item.id}`} className="group px-5">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
              {item.question}
              <Icon name="chevron-down" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
            </summary>
            <p className="pb-5 leading-relaxed text-slate-700">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
