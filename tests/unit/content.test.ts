import { describe, expect, it } from "vitest";
import { CATEGORY_SLUGS } from "../../db/constants";
import { CATEGORIES, REQUIRED_GUIDE_ROLES, getCategoryGuide, isCategorySlug } from "~/content/categories";
import { COURSE_PORTAL } from "~/content/course";
import { legalDocument } from "~/content/legal";
import { formatDate } from "~/calendar/format";
import { communityFigures, figureValue } from "~/content/figures";
import { ABOUT, FAQ, FEATURES, HERO, TESTIMONIALS } from "~/content/marketing";
import { PLANS, SUPPORT_PROMISE, TIERS, checkoutHref, getPlan, isTier } from "~/billing/plans";
import { QUOTES, quoteIndexForDay, quoteOfTheDay } from "~/content/quotes";
import { PUBLIC_PATHS, robotsTxt, seo, sitemapXml } from "~/content/seo";
import { TIER_PAGES, isRouteTab, resolveTierTab, tierTabLinks } from "~/content/tier-content";
import type { Block, Section } from "~/content/types";

const utc = (iso: string) => new Date(iso);

describe("quoteOfTheDay", () => {
  it("has 20 distinct quotes", () => {
    expect(QUOTES).toHaveLength(20);
    expect(new Set(QUOTES).size).toBe(20);
  });

  it("gives the same quote all UTC day", () => {
    const morning = quoteOfTheDay(utc("2025-10-31T00:00:00.000Z"));
    expect(quoteOfTheDay(utc("2025-10-31T12:34:56.000Z"))).toBe(morning);
    expect(quoteOfTheDay(utc("2025-10-31T23:59:59.999Z"))).toBe(morning);
  });

  it("changes at UTC midnight", () => {
    expect(quoteOfTheDay(utc("2025-11-01T00:00:00.000Z"))).not.toBe(quoteOfTheDay(utc("2025-10-31T23:59:59.999Z")));
  });

  it("differs on every pair of consecutive days over several years", () => {
    const start = Date.UTC(2024, 0, 1, 9);
    for (let d = 0; d < 3 * 366; d++) {
      const today = quoteOfTheDay(new Date(start + d * 86_400_000));
      const tomorrow = quoteOfTheDay(new Date(start + (d + 1) * 86_400_000));
      expect(tomorrow).not.toBe(today);
    }
  });

  it("reaches all 20 quotes within any 20 consecutive days", () => {
    const start = Date.UTC(2026, 1, 14, 18);
    const seen = new Set<number>();
    for (let d = 0; d < 20; d++) seen.add(quoteIndexForDay(new Date(start + d * 86_400_000)));
    expect(seen.size).toBe(20);
  });

  it("works for dates before 1970", () => {
    const index = quoteIndexForDay(utc("1969-07-20T20:17:00.000Z"));
    expect(index).toBeGreaterThanOrEqual(0);
    expect(index).toBeLessThan(20);
  });
});

describe("home page content", () => {
  it("has the hero's calls to action", () => {
    expect(HERO.primaryCta).toEqual({ href: "/assessment", label: "Start Your Journey" });
    expect(HERO.secondaryCta.label).toBe("Learn More");
  });

  it("has 12 features, 6 testimonials and 8 FAQ items", () => {
    expect(FEATURES).toHaveLength(12);
    expect(TESTIMONIALS).toHaveLength(6);
    expect(FAQ).toHaveLength(8);
    expect(new Set(FAQ.map((q) => q.id)).size).toBe(8);
  });

  it("types no figure into the copy: the about section has words only", () => {
    expect(Object.keys(ABOUT)).toEqual(["heading", "paragraphs"]);
    expect(Object.keys(HERO)).not.toContain("figures");
  });
});

describe("community figures are counted and never rounded up", () => {
  it.each([
    [0, null],
    [9, null],
    [10, "10"],
    [36, "36"],
    [999, "999"],
    [1000, "1,000"],
    [1204, "1,200+"],
    [9999, "9,900+"],
    [10_000, "10K"],
    [52_345, "52K+"],
    [523_456, "520K+"],
    [1_250_000, "1.2M+"],
  ])("%d → %s", (count, shown) => {
    expect(figureValue(count)).toBe(shown);
  });

  it("leaves a figure out while it is too small, and keeps the order", () => {
    expect(communityFigures({ members: 36, challengesCompleted: 4 })).toEqual([{ value: "36", label: "Members" }]);
    expect(communityFigures({ members: 1204, challengesCompleted: 88 })).toEqual([
      { value: "1,200+", label: "Members" },
      { value: "88", label: "Challenges completed" },
    ]);
  });
});

describe("plans", () => {
  it("has starter 9, pro 19 and elite 49 USD a month, in tier order", () => {
    expect(PLANS.map((p) => [p.id, p.priceUsd, p.period])).toEqual([
      ["starter", 9, "month"],
      ["pro", 19, "month"],
      ["elite", 49, "month"],
    ]);
    expect(TIERS).toEqual(["starter", "pro", "elite"]);
  });

  it("links each plan to its checkout", () => {
    expect(PLANS.map((p) => checkoutHref(p.id))).toEqual([
      "/checkout?plan=starter",
      "/checkout?plan=pro",
      "/checkout?plan=elite",
    ]);
  });

  it("recognises only the three plan ids", () => {
    expect(isTier("pro")).toBe(true);
    expect(isTier("Pro")).toBe(false);
    expect(isTier("platinum")).toBe(false);
    expect(isTier(undefined)).toBe(false);
  });
});

function blockText(block: Block): string {
  switch (block.type) {
    case "p":
      return block.text;
    case "list":
      return [block.title ?? "", ...block.items].join(" ");
    case "table":
      return [block.caption, ...block.columns, ...block.rows.flat()].join(" ");
    case "note":
      return `${block.title ?? ""} ${block.text}`;
    case "links":
      return block.links.map((l) => l.label).join(" ");
  }
}
const sectionText = (sections: Section[]) => sections.flatMap((s) => [s.heading, ...s.blocks.map(blockText)]).join(" ");

describe("category guides", () => {
  it("has the six categories in spec order", () => {
    expect(CATEGORIES.map((c) => c.slug)).toEqual(["skincare", "fitness", "grooming", "style", "nutrition", "mindset"]);
    expect(isCategorySlug("fitness")).toBe(true);
    expect(isCategorySlug("cooking")).toBe(false);
  });

  it.each(CATEGORY_SLUGS)(
    "%s has a start-today routine, progression, mistakes and when to see a professional",
    (slug) => {
      const guide = getCategoryGuide(slug);
      expect(guide.slug).toBe(slug);
      expect(guide.intro.length).toBeGreaterThan(50);
      for (const role of REQUIRED_GUIDE_ROLES) {
        const section = guide.sections.find((s) => s.role === role);
        expect(section, `${slug} lacks ${role}`).toBeDefined();
        expect(section!.blocks.length).toBeGreaterThan(0);
      }
      const ids = guide.sections.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
    },
  );

  it.each(["skincare", "fitness", "grooming", "nutrition", "mindset"] as const)(
    "%s carries a medical disclaimer",
    (slug) => {
      expect(getCategoryGuide(slug).disclaimer).toMatch(/not (medical advice|a substitute)/);
    },
  );

  it("states the key facts", () => {
    const text = (slug: (typeof CATEGORY_SLUGS)[number]) => sectionText(getCategoryGuide(slug).sections);
    expect(text("skincare")).toMatch(/broad-spectrum SPF 30/);
    expect(text("skincare")).toMatch(/reapply at least every 2 hours/i);
    expect(text("fitness")).toMatch(/progressive overload/i);
    expect(text("nutrition")).toMatch(/1\.6 g per kg/);
    expect(text("mindset")).toMatch(/7 to 9 hours/);
  });
});

describe("tier content", () => {
  it("has the spec's tabs per tier with Pro's programmes and Elite's plans, and the support tabs (#38)", () => {
    expect(tierTabLinks("starter").map((t) => t.label)).toEqual(["Skincare", "Workout", "Style", "Support"]);
    expect(tierTabLinks("pro").map((t) => t.label)).toEqual([
      "Face Scanner",
      "Analytics",
      "Programmes",
      "Meal Plans",
      "Priority",
    ]);
    expect(tierTabLinks("elite").map((t) => t.label)).toEqual([
      "Supplements",
      "Progress Log",
      "Your Plans",
      "Reviews",
      "VIP Community",
      "Perks",
      "24/7 Support",
    ]);
  });

  it("links a tab that is a page of its own to that page, the others to ?tab=", () => {
    const href = (tier: "pro" | "elite", slug: string) => tierTabLinks(tier).find((t) => t.slug === slug)?.href;
    expect(href("pro", "analytics")).toBe("/analytics");
    expect(href("pro", "face-scanner")).toBe("/pro-content?tab=face-scanner");
    expect(href("elite", "progress-log")).toBe("/progress-log");
    expect(href("elite", "reviews")).toBe("/reviews");
  });

  it("resolves ?tab= and falls back to the first tab", () => {
    expect(resolveTierTab("pro", "meal-plans").label).toBe("Meal Plans");
    expect(resolveTierTab("pro", "nope").label).toBe("Face Scanner");
    expect(resolveTierTab("elite", null).label).toBe("Supplements");
    expect(resolveTierTab("starter", undefined).label).toBe("Skincare");
  });

  it("each tier page promises its plan's support, in the plan's words, and links to the desk (#38)", () => {
    for (const tier of ["starter", "pro", "elite"] as const) {
      const tab = TIER_PAGES[tier].tabs.find((t) => t.label.includes("Support") || t.label === "Priority");
      expect(tab && !isRouteTab(tab) ? tab.title : null).toBe(SUPPORT_PROMISE[tier].label);
      expect(JSON.stringify(tab)).toContain('"href":"/support/new"');
      // The plan card makes the same promise and links to the desk.
      expect(getPlan(tier).features).toContainEqual({ label: SUPPORT_PROMISE[tier].label, href: "/support" });
    }
    expect(SUPPORT_PROMISE).toEqual({
      starter: { hours: 48, label: "Email support within 48 hours" },
      pro: { hours: 24, label: "Priority support within 24 hours" },
      elite: { hours: 1, label: "VIP support within 1 hour, 24/7" },
    });
  });

  it("links Elite's support tab to booking a coaching session, and no other tier's", () => {
    const booking = (tier: "starter" | "pro" | "elite") => JSON.stringify(TIER_PAGES[tier]).includes('"/coaching"');
    expect([booking("starter"), booking("pro"), booking("elite")]).toEqual([false, false, true]);
  });

  it("promises no coaching, sample figures or placeholder address on any tier page", () => {
    const prose = JSON.stringify(TIER_PAGES);
    for (const promise of [/1-on-1 coaching/i, /glowup\.example/, /sample figures/i])
      expect(prose).not.toMatch(promise);
  });

  it("has unique tab slugs per page", () => {
    for (const page of Object.values(TIER_PAGES)) {
      const slugs = page.tabs.map((t) => t.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
  });
});

describe("course portal", () => {
  it("has the spec's wording", () => {
    expect(COURSE_PORTAL.title).toBe("Course Portal");
    expect(COURSE_PORTAL.subtitle).toBe("Access your exclusive content based on your membership tier");
  });
});

describe("legal pages", () => {
  const day = utc("2026-03-05T15:00:00.000Z");

  it("has 15 terms sections and 15 privacy sections", () => {
    expect(legalDocument("terms", day).sections).toHaveLength(15);
    expect(legalDocument("privacy", day).sections).toHaveLength(15);
  });

  it("dates the document with the given day", () => {
    expect(formatDate(day)).toBe("March 5, 2026");
    expect(legalDocument("privacy", day).lastUpdated).toBe("March 5, 2026");
    expect(legalDocument("terms", day).lastUpdatedIso).toBe("2026-03-05");
  });

  it("states the business facts of spec section 9", () => {
    const terms = sectionText(legalDocument("terms", day).sections);
    expect(terms).toMatch(/at least 18 years old/);
    expect(terms).toMatch(/30 days' notice/);
    expect(terms).toMatch(/12 months before/);
    expect(terms).toMatch(/first-time subscribers .* within 30 days/);
    expect(terms).toMatch(/end of the current billing period/);
    expect(terms).toMatch(/billed monthly/);
    const privacy = sectionText(legalDocument("privacy", day).sections);
    expect(privacy).toMatch(/within 30 days/);
    expect(privacy).toMatch(/delete or anonymise .* within 90 days/);
  });

  it("ends with the attorney-review notice", () => {
    expect(legalDocument("terms", day).notice).toMatch(/template.*attorney/);
  });
});

describe("seo", () => {
  it("builds title, description, canonical and Open Graph tags", () => {
    const tags = seo({ title: "Terms of Service", description: "d", path: "/terms", origin: "https://x.test" });
    expect(tags).toContainEqual({ title: "Terms of Service | Glowup" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://x.test/terms" });
    expect(tags).toContainEqual({ property: "og:url", content: "https://x.test/terms" });
    expect(tags).toContainEqual({ name: "description", content: "d" });
  });

  it("lists the public pages in the sitemap and points robots to it", () => {
    const xml = sitemapXml("https://x.test");
    for (const path of PUBLIC_PATHS) expect(xml).toContain(`<loc>https://x.test${path}</loc>`);
    // The guides' previews are public pages too.
    expect(xml).toContain("<loc>https://x.test/skincare</loc>");
    expect(xml).toContain("<loc>https://x.test/mindset</loc>");
    expect(robotsTxt("https://x.test")).toContain("Sitemap: https://x.test/sitemap.xml");
  });
});
