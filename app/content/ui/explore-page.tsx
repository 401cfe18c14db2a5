// One of the shared public pages (pricing, features, about, categories): its section
// stands alone with the page's title, then the footer. The same sections make up the
// visitor's home page.
import type { ExplorePage as Page } from "../explore";
import type { Figure } from "../marketing";
import { AboutSection, CategoriesSection, FaqSection, FeaturesSection, PricingSection } from "./home-sections";
import { SiteFooter } from "./site-footer";

export function ExplorePage({ page, figures = [] }: { page: Page; figures?: readonly Figure[] }) {
  return (
    <div data-page={page}>
      {page === "pricing" ? (
        <>
          <PricingSection level={1} />
          <FaqSection />
        </>
      ) : page === "features" ? (
        <FeaturesSection level={1} />
      ) : page === "about" ? (
        <AboutSection level={1} figures={figures} />
      ) : (
        <CategoriesSection level={1} />
      )}
      <SiteFooter />
    </div>
  );
}
