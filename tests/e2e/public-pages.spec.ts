import type { Page } from "@playwright/test";
import { CATEGORIES, getCategoryGuide } from "../../app/content/categories";
import { formatDate } from "../../app/calendar/format";
import { QUOTES, quoteOfTheDay } from "../../app/content/quotes";
import { seasonOn } from "../../app/art/season";
import { PLANS, tierName } from "../../app/billing/plans";
import { dismissTrialOffer, expect, signInAs, test } from "./fixtures";

const CATEGORY_PATHS = CATEGORIES.map((c) => `/${c.slug}`);
const PUBLIC_PAGES = ["/", "/course", "/terms", "/privacy"];
const TIER_PATHS = ["/starter-content", "/pro-content", "/elite-content"];
const FOOTER_LINKS = [
  "/",
  "/assessment",
  "/calculator",
  "/face-scanner",
  ...CATEGORY_PATHS,
  "/pricing#faq",
  "/pricing",
  "/auth",
  "/terms",
  "/privacy",
];

async function expectFooter(page: Page) {
  const footer = page.getByRole("navigation", { name: "Footer" });
  for (const href of FOOTER_LINKS) {
    await expect(footer.locator(`a[href="${href}"]`), `footer link ${href}`).toHaveCount(1);
  }
}

test.describe("home page", () => {
  test.beforeEach(async ({ page, baseURL }) => {
    // The trial offer slides over the page bottom after 2 s (billing.spec.ts tests it).
    await dismissTrialOffer(page, baseURL!);
    await page.goto("/");
  });

  // What the page says, read from one load of it (each step was a test of its own).
  test(
    "the visitor's home: hero, sections, figures, plans, footer and today's quote",
    { tag: "@once" },
    async ({ page }) => {
      await test.step("hero: headline, calls to action, real figures, seasonal art only in season", async () => {
        const hero = page.getByRole("region", { name: /most confident version/ });
        await expect(hero.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(hero.getByRole("link", { name: "Start Your Journey" })).toHaveAttribute("href", "/assessment");
        await expect(hero.getByRole("link", { name: "Learn More" })).toHaveAttribute("href", "/#features");
        // The demo's members, counted; nothing the product cannot back.
        await expect(hero.getByText("Members", { exact: true })).toBeVisible();
        for (const invented of ["500K+", "95%", "4.9", "Rating"])
          await expect(hero.getByText(invented, { exact: true })).toHaveCount(0);
        await expect(page.getByTestId("halloween-decoration")).toHaveCount(
          seasonOn(new Date()) === "halloween" ? 1 : 0,
        );
      });

      await test.step("every section anchor", async () => {
        for (const id of ["categories", "features", "about", "pricing", "faq"]) {
          await expect(page.locator(`section#${id}`)).toHaveCount(1);
        }
      });

      await test.step("the categories grid links to the six guides", async () => {
        const links = page.locator("#categories").getByRole("link");
        await expect(links).toHaveCount(6);
        for (const c of CATEGORIES) {
          await expect(page.locator("#categories").getByRole("link", { name: new RegExp(c.title) })).toHaveAttribute(
            "href",
            `/${c.slug}`,
          );
        }
      });

      await test.step("12 features, the about section's real figures and 6 testimonials", async () => {
        await expect(page.getByTestId("features").getByRole("listitem")).toHaveCount(12);
        const about = page.locator("#about");
        await expect(about.getByText("Members", { exact: true })).toBeVisible();
        for (const invented of ["500K+", "Coaches", "Success rate", "Goals achieved"])
          await expect(about.getByText(invented, { exact: true })).toHaveCount(0);
        await expect(page.getByTestId("testimonials").locator(":scope > li")).toHaveCount(6);
      });

      await test.step("pricing: three monthly plans, each linking to its checkout", async () => {
        const pricing = page.locator("#pricing");
        for (const [plan, price] of [
          ["starter", "$9"],
          ["pro", "$19"],
          ["elite", "$49"],
        ]) {
          const card = pricing.locator(`[data-plan="${plan}"]`);
          await expect(card.getByText(price, { exact: true })).toBeVisible();
          await expect(card.getByText("/ month")).toBeVisible();
          await expect(card.getByRole("link", { name: /Choose/ })).toHaveAttribute("href", `/checkout?plan=${plan}`);
        }
      });

      await test.step("the footer has every link of the spec", () => expectFooter(page));

      await test.step("today's quote, the same on every load", async () => {
        const text = (await page.getByTestId("quote-of-the-day").locator("blockquote").innerText()).trim();
        expect(QUOTES).toContain(text);
        // Around UTC midnight the server may be a tick ahead of this check.
        const now = Date.now();
        expect([quoteOfTheDay(new Date(now)), quoteOfTheDay(new Date(now - 60_000))]).toContain(text);
        await page.reload();
        const again = (await page.getByTestId("quote-of-the-day").locator("blockquote").innerText()).trim();
        if (quoteOfTheDay(new Date()) === quoteOfTheDay(new Date(now))) expect(again).toBe(text);
      });
    },
  );

  test("FAQ: 8 questions, one open at a time, each collapsible", async ({ page }) => {
    const items = page.getByTestId("faq").locator("details");
    await expect(items).toHaveCount(8);
    const first = items.nth(0);
    const second = items.nth(1);
    await first.locator("summary").click();
    await expect(first).toHaveAttribute("open", "");
    await second.locator("summary").click();
    await expect(second).toHaveAttribute("open", "");
    await expect(first).not.toHaveAttribute("open");
    await second.locator("summary").click();
    await expect(page.getByTestId("faq").locator("details[open]")).toHaveCount(0);
  });

  test("Learn More and the footer's FAQ and Pricing land on their sections", async ({ page }) => {
    await page.getByRole("link", { name: "Learn More" }).click();
    await expect(page).toHaveURL(/\/#features$/);
    await expect(page.locator("#features")).toBeInViewport();
    const footer = page.getByRole("navigation", { name: "Footer" });
    await footer.getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL(/\/pricing#faq$/);
    await expect(page.locator("#faq")).toBeInViewport();
    await footer.getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.locator("#pricing")).toBeInViewport();
  });
});

test("a free member reaches the plans from every plans link", async ({ page, isMobile }) => {
  await signInAs(page, "free");
  const plansShown = async () => {
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.locator("#pricing [data-plan]")).toHaveCount(3);
    await expect(page.getByRole("link", { name: /^Choose Pro/ })).toBeVisible();
  };
  const links: [string, (p: Page) => ReturnType<Page["getByRole"]>][] = [
    ["/", (p) => p.getByTestId("member-home").getByRole("link", { name: "Choose a plan" })],
    ["/account", (p) => p.getByRole("link", { name: "Plans", exact: true })],
    ["/account", (p) => p.getByRole("link", { name: "View Plans" })],
    ["/settings", (p) => p.getByRole("link", { name: "View Plans" })],
    ["/skincare", (p) => p.getByTestId("access-gate").getByRole("link", { name: "View Plans" })],
  ];
  for (const [from, link] of links) {
    await page.goto(from);
    await link(page).click();
    await plansShown();
  }
  // The frame's Pricing: in the side menu on a phone, in the top bar on a wide screen.
  await page.goto("/progress");
  if (isMobile) {
    await page.getByLabel("Menu", { exact: true }).click();
    await page.getByRole("navigation", { name: "Side menu" }).getByRole("link", { name: "Pricing" }).click();
  } else {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole("list", { name: "Explore" }).getByRole("link", { name: "Pricing" }).click();
  }
  await plansShown();
});

// The guides are for subscribers: read as an elite member, one guide after another.
test("category guides: each guide's sections, disclaimer and calls to action", { tag: "@once" }, async ({ page }) => {
  test.slow(); // six guides
  await signInAs(page, "elite");
  for (const c of CATEGORIES) {
    await test.step(`/${c.slug}`, async () => {
      const guide = getCategoryGuide(c.slug);
      await page.goto(`/${c.slug}`);
      await expect(page.getByRole("heading", { level: 1, name: c.title })).toBeVisible();
      const body = page.getByTestId("guide-body");
      await expect(body.getByRole("heading", { level: 2 })).toHaveText([
        "On this page",
        ...guide.sections.map((s) => s.heading),
      ]);
      await expect(body.getByRole("heading", { name: "When to see a professional" })).toBeVisible();
      await expect(body.getByRole("heading", { name: /How to progress/ })).toBeVisible();
      await expect(body.getByRole("heading", { name: "Common mistakes" })).toBeVisible();
      if (guide.disclaimer) await expect(body.getByRole("complementary", { name: "Medical disclaimer" })).toBeVisible();
      const main = page.getByRole("main");
      await expect(main.getByRole("link", { name: "Take the assessment" })).toHaveAttribute("href", "/assessment");
      await expect(main.getByRole("link", { name: "Open the calculators" })).toHaveAttribute("href", "/calculator");
      await expect(main.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
    });
  }
});

test.describe("tier content tabs", () => {
  test.beforeEach(({ page }) => signInAs(page, "elite"));
  // The tier pages' data module reaches billing's widgets (an SVG import Playwright cannot
  // load), so the tabs are read from the page itself.
  for (const [tier, title] of [
    ["starter", "Starter Content"],
    ["pro", "Pro Content"],
    ["elite", "Elite Content"],
  ]) {
    const path = `/${tier}-content`;
    test(
      `${path}: tabs are links, chosen by ?tab=, unknown falls back to the first`,
      { tag: "@once" },
      async ({ page }) => {
        await page.goto(path);
        const heading = page.getByRole("heading", { level: 1 });
        await expect(heading).toContainText(title);
        const tabBar = page.getByRole("navigation", { name: /sections$/ });
        // The written tabs (a tab that is a page of its own, like Analytics, links to that page).
        const tabs = (
          await tabBar.getByRole("link").evaluateAll((links) =>
            links.map((a) => ({
              label: a.textContent.trim(),
              slug: new URL((a as HTMLAnchorElement).href).searchParams.get("tab")!,
            })),
          )
        ).filter((t) => t.slug);
        expect(tabs.length).toBeGreaterThan(1);
        const [first, second] = tabs;
        await expect(tabBar.getByRole("link", { name: first.label, exact: true })).toHaveAttribute(
          "aria-current",
          "page",
        );
        await expect(page.getByTestId("tab-body")).toHaveAttribute("data-tab", first.slug);

        await tabBar.getByRole("link", { name: second.label, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`\\?tab=${second.slug}$`));
        await expect(page.getByTestId("tab-body")).toHaveAttribute("data-tab", second.slug);
        await expect(tabBar.getByRole("link", { name: second.label, exact: true })).toHaveAttribute(
          "aria-current",
          "page",
        );

        await page.goto(`${path}?tab=${tabs.at(-1)!.slug}`);
        await expect(page.getByTestId("tab-body")).toHaveAttribute("data-tab", tabs.at(-1)!.slug);
        await page.goto(`${path}?tab=no-such-tab`);
        await expect(page.getByTestId("tab-body")).toHaveAttribute("data-tab", first.slug);
      },
    );
  }

  test(
    "each tier page has its support tab (the spec's Support, Priority, 24/7 Support); Analytics, Progress Log and Reviews are pages of their own",
    { tag: "@once" },
    async ({ page }) => {
      for (const [path, slug, label] of [
        ["/starter-content", "support", "Support"],
        ["/pro-content", "priority", "Priority"],
        ["/elite-content", "support", "24/7 Support"],
      ]) {
        await page.goto(`${path}?tab=${slug}`);
        const tabBar = page.getByRole("navigation", { name: /sections$/ });
        await expect(tabBar.getByRole("link", { name: label, exact: true })).toHaveAttribute("aria-current", "page");
        await expect(page.getByTestId("tab-body")).toHaveAttribute("data-tab", slug);
      }
      await page.goto("/elite-content?tab=reviews");
      await expect(page).toHaveURL(/\/reviews$/);
      await expect(page.getByRole("link", { name: "Reviews", exact: true })).toHaveAttribute("aria-current", "page");
      await page.getByRole("link", { name: "Progress Log", exact: true }).click();
      await expect(page).toHaveURL(/\/progress-log$/);
    },
  );
});

test.describe("course portal", () => {
  test("signed out: title, the three cards and the sign-in prompt", { tag: "@once" }, async ({ page }) => {
    await page.goto("/course");
    await expect(page.getByRole("heading", { level: 1, name: "Course Portal" })).toBeVisible();
    await expect(page.getByText("Access your exclusive content based on your membership tier")).toBeVisible();
    await expect(page.getByText("Sign in to access your course content")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Sign In" })).toHaveAttribute("href", /^\/auth/);
    // The cards say what each plan is and has, from the plans module (one fact, one place).
    for (const plan of PLANS) {
      const title = tierName(plan.id);
      const card = page.locator(`[data-tier="${plan.id}"]`);
      await expect(card.getByRole("heading", { name: title })).toBeVisible();
      await expect(card.getByText(plan.tagline)).toBeVisible();
      await expect(card.locator("ul > li")).toHaveCount(plan.features.length);
      await expect(card.getByRole("link", { name: `Purchase ${title}` })).toHaveAttribute(
        "href",
        `/checkout?plan=${plan.id}`,
      );
    }
  });
});

test.describe("legal pages", () => {
  for (const [path, title, first, last] of [
    ["/terms", "Terms of Service", "1. Acceptance of Terms", "15. Contact Information"],
    ["/privacy", "Privacy Policy", "1. Introduction", "15. Contact Us"],
  ] as const) {
    test(
      `${path}: 15 sections, today's date, the template notice and the footer`,
      { tag: "@once" },
      async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
        const article = page.locator("article");
        await expect(article.getByRole("heading", { level: 2 })).toHaveCount(15);
        await expect(article.getByRole("heading", { level: 2 }).first()).toHaveText(first);
        await expect(article.getByRole("heading", { level: 2 }).last()).toHaveText(last);
        const now = Date.now();
        const dates = [formatDate(new Date(now)), formatDate(new Date(now - 60_000))];
        const shown = await article.locator("time").innerText();
        expect(dates).toContain(shown);
        await expect(page.getByTestId("template-notice")).toContainText("attorney");
        await expectFooter(page);
      },
    );
  }
});

test.describe("search engines", () => {
  test("robots.txt points to the sitemap", { tag: "@once" }, async ({ request, baseURL }) => {
    const res = await request.get("/robots.txt");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("text/plain");
    const body = await res.text();
    expect(body).toContain("User-agent: *");
    expect(body).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test("sitemap.xml lists the public pages", { tag: "@once" }, async ({ request, baseURL }) => {
    const res = await request.get("/sitemap.xml");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("xml");
    const body = await res.text();
    for (const path of ["/", "/assessment", "/calculator", "/course", "/terms", "/privacy"]) {
      expect(body).toContain(`<loc>${new URL(path, baseURL).toString()}</loc>`);
    }
  });

  // One browser visits them all; a finding names its page and the others are still checked.
  test(
    "each public page has a title, description, canonical link and Open Graph tags",
    { tag: "@once" },
    async ({ page, baseURL }) => {
      test.slow(); // ten pages
      for (const path of [...PUBLIC_PAGES, ...CATEGORY_PATHS]) {
        await page.goto(path);
        const here = new URL(path, baseURL).toString();
        await expect.soft(page, path).toHaveTitle(/Glowup/);
        await expect.soft(page.locator('meta[name="description"]'), path).toHaveAttribute("content", /.{30,}/);
        await expect.soft(page.locator('link[rel="canonical"]'), path).toHaveAttribute("href", here);
        await expect.soft(page.locator('meta[property="og:title"]'), path).toHaveAttribute("content", /Glowup/);
        await expect.soft(page.locator('meta[property="og:url"]'), path).toHaveAttribute("content", here);
      }
    },
  );
});

test("light pages: the public pages ship no JavaScript", { tag: "@once" }, async ({ page }) => {
  test.slow(); // thirteen pages
  for (const path of [...PUBLIC_PAGES, ...CATEGORY_PATHS, ...TIER_PATHS]) {
    await page.goto(path);
    await expect.soft(page.locator("script[src], script[type=module]"), path).toHaveCount(0);
  }
});

test.describe("the look", () => {
  test(
    "home shows the hero and one illustration per category, each a year-cached SVG",
    { tag: "@once" },
    async ({ page, request }) => {
      await page.goto("/");
      const hero = page.getByRole("region", { name: /most confident version/ });
      await expect(hero.locator("img")).toBeVisible();
      const srcs = [
        await hero.locator("img").getAttribute("src"),
        ...(await page.locator("#categories img").evaluateAll((imgs) => imgs.map((i) => i.getAttribute("src")))),
      ];
      expect(srcs).toHaveLength(1 + CATEGORIES.length);
      expect(new Set(srcs).size).toBe(srcs.length);
      for (const src of srcs) {
        const res = await request.get(src!);
        expect(res.status(), src!).toBe(200);
        expect(res.headers()["content-type"]).toContain("image/svg+xml");
        expect(res.headers()["cache-control"]).toContain("immutable");
      }
    },
  );

  test(
    "the web font and the icon sprite are hashed assets; the font is preloaded",
    { tag: "@once" },
    async ({ page, request }) => {
      await page.goto("/terms");
      const font = await page.locator('link[rel="preload"][as="font"]').getAttribute("href");
      const sprite = (await page.locator("svg use").first().getAttribute("href"))!.split("#")[0];
      for (const [url, type] of [
        [font!, "font/woff2"],
        [sprite, "image/svg+xml"],
      ] as const) {
        expect(url).toMatch(/^\/assets\/.+-[\w-]{8}\.(woff2|svg)$/);
        const res = await request.get(url);
        expect(res.headers()["content-type"]).toContain(type);
        expect(res.headers()["cache-control"]).toContain("immutable");
      }
    },
  );

  test("a guide's start lesson is a checklist with the coach's tip", async ({ page }) => {
    // Ticking an item (once, on the server) is achievements.spec.ts's, with a fresh member:
    // the demo member here is shared by every project, so an item may already be done.
    await signInAs(page, "elite");
    await page.goto("/skincare");
    await expect(
      page.getByTestId("checklist").filter({ hasText: "Apply moisturiser to face and neck" }).first(),
    ).toBeVisible();
    await expect(page.getByTestId("guide-body").getByRole("note").filter({ hasText: "Coach's tip" })).toBeVisible();
  });
});
