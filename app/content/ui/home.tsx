// The signed-out home page: the hero, the quote of the day and the marketing sections.
import { Link } from "@remix-run/react";
import { HERO_ART } from "~/art/art";
import type { Season } from "~/art/season";
import { Art } from "~/ui/art";
import { Icon } from "~/ui/icon";
import { HERO, type Figure } from "../marketing";
import {
  AboutSection,
  CategoriesSection,
  FaqSection,
  FeaturesSection,
  Figures,
  PricingSection,
  TestimonialsSection,
} from "./home-sections";
import { QuoteOfTheDay } from "./quote-of-the-day";
import { SiteFooter } from "./site-footer";

/** The signed-out home page: the hero, the quote of the day, then the marketing sections. */
export function HomePage({
  quote,
  season,
  figures,
}: {
  quote: string;
  season: Season | null;
  figures: readonly Figure[];
}) {
  return (
    <>
      <Hero season={season} figures={figures} />
      <div className="mx-auto max-w-6xl space-y-6 px-gutter">
        <QuoteOfTheDay quote={quote} />
      </div>
      <CategoriesSection />
      <FeaturesSection />
      <AboutSection figures={figures} />
      <PricingSection />
      <TestimonialsSection />
      <FaqSection />
      <SiteFooter />
    </>
  );
}

function Hero({ season, figures }: { season: Season | null; figures: readonly Figure[] }) {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden bg-gradient-to-br from-brand-100 via-canvas to-glow-50 px-gutter pt-10 pb-14 sm:pt-16"
    >
      {season === "halloween" ? <HalloweenDecoration /> : null}
      <div className="relative mx-auto grid max-w-6xl items-center gap-8 lg:grid-cols-[1.1fr_0.9fr]">
        <div className="text-center lg:text-left">
          <p className="eyebrow">{HERO.eyebrow}</p>
          <h1 id="hero-heading" className="mt-3 text-4xl font-extrabold text-ink sm:text-5xl lg:text-6xl">
            {HERO.headline}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700 lg:mx-0">{HERO.subheadline}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <Link to={HERO.primaryCta.href} className="btn-primary px-6 py-3 text-base">
              {HERO.primaryCta.label}
              <Icon name="arrow-right" className="size-5" />
            </Link>
            <a href={HERO.secondaryCta.href} className="btn-secondary px-6 py-3 text-base">
              {HERO.secondaryCta.label}
            </a>
          </div>
          {figures.length ? (
            <div className="mt-10 lg:[&_dl]:justify-start">
              <Figures figures={figures} />
            </div>
          ) : null}
        </div>
        <Art art={HERO_ART} eager className="mx-auto h-auto w-full max-w-[18rem] sm:max-w-sm lg:max-w-none" />
      </div>
    </section>
  );
}

/** October's flourish (app/art/season.ts): two sprite icons and a CSS float, hidden from assistive tech. */
function HalloweenDecoration() {
  return (
    <div aria-hidden="true" data-testid="halloween-decoration" className="pointer-events-none absolute inset-x-0 top-3">
      <div className="mx-auto flex max-w-6xl justify-between px-4">
        <Icon name="pumpkin" className="size-10 text-accent-500 motion-safe:animate-bounce sm:size-12" />
        <Icon name="ghost" className="size-9 text-slate-400 motion-safe:animate-pulse sm:size-11" />
      </div>
    </div>
  );
}
