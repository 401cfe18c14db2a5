// Every page route, on a phone (360 px wide) and a desktop (1366 px): no text
// box overflows its container, nothing scrolls sideways but marked scroll areas
// (data-scroll-area), every marked area that does scroll shows its edge hint, and the
// Back link lines up with the page's own column. One visit per route per width.
//
// Routes (app/routes) and how they are covered:
//   pages for visitors:  / $ assessment auth auth_.forgot auth_.reset calculator course
//                        fitness grooming mindset nutrition skincare style privacy terms
//                        success dev.boom (the error page) dev.mailbox
//   pages for members:   / (member home) account achievements chat checkout elite-content
//                        pro-content starter-content face-scanner face-scanner_.scans.$id
//                        progress rankings settings pay.portal pay.checkout.$token programmes
//                        meal-plan meal-plan_.recipes.$id
//   no page of their own (POST-only, JSON, images, text): api.stripe.webhook auth_.sign-out
//     billing.portal billing.refresh chat_.messages chat_.missed chat_.ticket face-scanner_.photos.$id
//     face-scanner_.upload trial-offer robots[.]txt sitemap[.]xml
import type { Page } from "@playwright/test";
import { normalJpeg } from "../worker/scan-images";
import { expect, signInAs, test } from "./fixtures";

test.describe.configure({ timeout: 240_000 });

const VISITOR_PAGES = [
  "/",
  "/no-such-page",
  "/assessment",
  "/auth",
  "/auth?mode=signup",
  "/auth/forgot",
  "/auth/reset?token=not-a-token",
  "/calculator",
  "/calculator?tab=calories&sex=male&age=30&height=180&weight=80&activity=very_active",
  "/course",
  "/fitness",
  "/grooming",
  "/mindset",
  "/nutrition",
  "/skincare",
  "/style",
  "/privacy",
  "/terms",
  "/success",
  "/dev/boom",
  "/dev/mailbox",
];

const MEMBER_PAGES = [
  "/",
  "/account",
  "/achievements",
  "/chat",
  "/chat?channel=vip",
  "/checkout?plan=elite",
  "/elite-content",
  "/pro-content",
  "/starter-content",
  "/face-scanner",
  "/progress",
  "/progress?tab=inbox",
  "/progress?tab=battles&q=a",
  "/rankings",
  "/settings",
  "/pay/portal",
  "/programmes",
  "/programmes?tab=plan",
  "/programmes?tab=progress",
  "/meal-plan",
  "/meal-plan?day=0&meal=1",
  "/meal-plan?tab=shopping",
  "/meal-plan/recipes/beef-chilli",
];

type Finding = string;

/** What is wrong with the layout of the page as it is now (runs in the page). */
function layoutFindings(page: Page): Promise<Finding[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const root = document.documentElement;
    const name = (el: Element) => {
      const id = el.id ? `#${el.id}` : "";
      const testId = el.getAttribute("data-testid") ? `[data-testid=${el.getAttribute("data-testid")}]` : "";
      const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      return `<${el.tagName.toLowerCase()}${id}${testId}> "${text}"`;
    };
    const shown = (el: Element) => {
      if (el.getClientRects().length === 0) return false;
      // Closed <details> content (the side menu) keeps its boxes but is not rendered.
      if (!el.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true })) return false;
      const style = getComputedStyle(el);
      return style.visibility !== "hidden" && style.display !== "none";
    };
    // Visually hidden helpers (sr-only: 1 px, clipped) are meant to be out of the flow.
    const srOnly = (el: Element) => {
      const s = getComputedStyle(el);
      return (
        (s.position === "absolute" &&
          (s.clip !== "auto" || s.clipPath !== "none") &&
          el.getBoundingClientRect().width <= 1) ||
        Boolean(el.closest(".sr-only"))
      );
    };
    const inScrollArea = (el: Element) => Boolean(el.parentElement?.closest("[data-scroll-area]"));

    if (root.scrollWidth > root.clientWidth + 1)
      out.push(`the page scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`);

    for (const el of Array.from(document.body.querySelectorAll("*"))) {
      if (
        ["SCRIPT", "STYLE", "OPTION", "SELECT", "INPUT", "TEXTAREA", "svg", "SVG", "IMG", "BR", "TEMPLATE"].includes(
          el.tagName,
        )
      )
        continue;
      if (el.closest("svg")) continue;
      if (!shown(el) || srOnly(el) || inScrollArea(el)) continue;
      const style = getComputedStyle(el);
      const scrolls = ["auto", "scroll"].includes(style.overflowX);
      const over = el.scrollWidth - el.clientWidth;
      if (scrolls && over > 1) {
        if (!el.hasAttribute("data-scroll-area")) out.push(`scrolls sideways without data-scroll-area: ${name(el)}`);
        else if (getComputedStyle(el).backgroundImage === "none")
          out.push(`scroll area without an edge hint: ${name(el)}`);
        continue;
      }
      // A box whose own text sticks out of it (a word too long for a tile, a figure past its card).
      const ownText = Array.from(el.childNodes).some(
        (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? "").trim().length > 0,
      );
      if (!ownText) continue;
      if (style.display !== "inline" && el.clientWidth > 0 && over > 1 && !scrolls)
        out.push(`text overflows its box by ${over}px: ${name(el)}`);
      const rect = el.getBoundingClientRect();
      if (rect.right > root.clientWidth + 1 || rect.left < -1)
        out.push(`text outside the viewport (${Math.round(rect.left)}..${Math.round(rect.right)}): ${name(el)}`);
      // Text wider than the nearest ancestor that clips it.
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const ps = getComputedStyle(p);
        if (ps.overflowX === "visible") continue;
        if (p.hasAttribute("data-scroll-area")) break;
        const box = p.getBoundingClientRect();
        if (rect.right > box.right + 1 || rect.left < box.left - 1) out.push(`text cut off by ${name(p)}: ${name(el)}`);
        break;
      }
    }

    // The Back link starts where the page's own column starts (the nearest box around
    // the heading with a maximum width, inside its padding).
    const back = document.querySelector('[data-testid="back-button"] svg');
    const heading = document.querySelector("main h1");
    if (back && heading && shown(heading)) {
      let column: Element | null = heading.parentElement;
      while (column && column !== document.body && getComputedStyle(column).maxWidth === "none")
        column = column.parentElement;
      if (column && column !== document.body) {
        const left = column.getBoundingClientRect().left + parseFloat(getComputedStyle(column).paddingLeft);
        const dx = Math.round(back.getBoundingClientRect().left - left);
        if (Math.abs(dx) > 2) out.push(`the Back link is ${dx}px off the page's column`);
      }
    }
    return out;
  });
}

async function visit(page: Page, path: string, findings: string[]) {
  await page.goto(path);
  await page.waitForLoadState("domcontentloaded");
  const width = page.viewportSize()?.width;
  findings.push(...(await layoutFindings(page)).map((f) => `${width}px ${path}: ${f}`));
}

/**
 * The phone (mobile project) at 360 px, the narrowest phone we serve: 412 px lies in the same
 * breakpoint with more room, so what fits at 360 fits there (and every mobile journey runs
 * at 412). The desktop without JavaScript (nojs) at 1366 px.
 */
const widthsFor = (isMobile: boolean) => (isMobile ? [360] : [1366]);

test("visitor pages: no overflow, marked scroll areas only, Back in line", async ({ page, isMobile }) => {
  const findings: string[] = [];
  for (const width of widthsFor(isMobile)) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of VISITOR_PAGES) await visit(page, path, findings);
  }
  expect(findings).toEqual([]);
});

test("member pages (signed in as the Elite demo member, who can open all of them)", async ({
  page,
  isMobile,
}, info) => {
  await signInAs(page, "elite");
  const findings: string[] = [];
  for (const width of widthsFor(isMobile)) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of MEMBER_PAGES) await visit(page, path, findings);
    // A scan result page: upload one photo (a size of its own per project and width).
    const offset = { desktop: 0, mobile: 20, nojs: 40 }[info.project.name] ?? 60;
    await page.goto("/face-scanner");
    await page.getByLabel("Photo", { exact: true }).setInputFiles({
      name: "me.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from(normalJpeg(700 + offset + (width % 7), 900)),
    });
    await page.getByRole("button", { name: "Analyze Face" }).click();
    await expect(page).toHaveURL(/\/face-scanner\/scans\/\d+$/, { timeout: 30_000 });
    findings.push(...(await layoutFindings(page)).map((f) => `${width}px scan result: ${f}`));
  }
  expect(findings).toEqual([]);
});

test("the local payment page", async ({ page, isMobile }) => {
  await signInAs(page, "free");
  const findings: string[] = [];
  for (const width of widthsFor(isMobile)) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/checkout?plan=starter");
    await page.getByRole("button", { name: /Subscribe for/ }).click();
    await expect(page).toHaveURL(/\/pay\/checkout\//);
    findings.push(...(await layoutFindings(page)).map((f) => `${width}px pay page: ${f}`));
  }
  expect(findings).toEqual([]);
});
