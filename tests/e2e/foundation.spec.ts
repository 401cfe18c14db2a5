import { PUBLIC_PAGES as PAGES } from "../public-pages";
import { expect, signInAs, test } from "./fixtures";

// One browser visits them all; a finding names its page and the others are still checked.
test("every route answers inside the frame", { tag: "@once" }, async ({ page }) => {
  test.slow(); // nineteen pages
  for (const path of PAGES) {
    const res = await page.goto(path);
    expect.soft(res?.status(), path).toBe(200);
    await expect.soft(page.getByRole("navigation", { name: "Main" }), path).toBeVisible();
    await expect.soft(page.getByRole("heading", { level: 1 }).first(), path).toBeVisible();
  }
});

test("members-only pages send a signed-out visitor to sign in", { tag: "@once" }, async ({ page }) => {
  for (const path of ["/progress", "/settings", "/account", "/chat", "/achievements", "/rankings"]) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/auth\\?redirect=${encodeURIComponent(path).replace("/", "%2F")}`));
  }
});

test("bottom navigation moves between pages and highlights the current one", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 839 }); // the tab bar is for phones only
  await page.goto("/");
  const bottom = page.getByRole("navigation", { name: "Bottom" });
  await expect(bottom.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
  await bottom.getByRole("link", { name: "Course" }).click();
  await expect(page).toHaveURL(/\/course$/);
  await expect(bottom.getByRole("link", { name: "Course" })).toHaveAttribute("aria-current", "page");
  await expect(bottom.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
  // Signed out, Account leads to sign in.
  await expect(bottom.getByRole("link", { name: "Account" })).toHaveAttribute("href", "/auth");
  const box = await bottom.boundingBox();
  expect(Math.round(box!.height)).toBe(64); // 4rem
});

test("top navigation or the side menu reaches the main pages", async ({ page, isMobile }) => {
  await page.goto("/course");
  if (isMobile) {
    await page.getByLabel("Menu", { exact: true }).click();
    const menu = page.getByRole("navigation", { name: "Side menu" });
    await expect(menu.getByRole("link", { name: "Skincare" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Sign In" })).toBeVisible();
    await menu.getByRole("link", { name: "Tools" }).click();
  } else {
    const main = page.getByRole("navigation", { name: "Main" });
    await expect(main.getByRole("link", { name: "Sign In" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Settings" })).toHaveCount(0);
    await expect(main.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/assessment");
    await main.getByRole("link", { name: "Tools" }).click();
  }
  await expect(page).toHaveURL(/\/calculator$/);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 412, height: 839 }, hasTouch: true });

  test("the side menu opens as a full panel whose every link can be seen and tapped", async ({ page }) => {
    await page.goto("/course");
    await page.getByLabel("Menu", { exact: true }).click();
    const menu = page.getByRole("navigation", { name: "Side menu" });
    const links = menu.getByRole("link");
    expect(await links.count()).toBeGreaterThanOrEqual(14);
    // Seen by a person, not only present: each link lies wholly inside the screen.
    for (const link of await links.all()) await expect(link).toBeInViewport({ ratio: 1 });
    const box = await menu.boundingBox();
    expect(box!.height).toBeGreaterThan(400);
    await menu.getByRole("link", { name: "Pricing" }).click();
    // The menu closes and the plans are in view, for visitors and members alike.
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Simple monthly pricing" })).toBeInViewport();
  });

  test("a free member's side menu takes them to each shared page, and the menu closes", async ({ page }) => {
    await signInAs(page, "free");
    const menu = page.getByRole("navigation", { name: "Side menu" });
    for (const [name, path, heading] of [
      ["Categories", "/categories", "Six areas, one glow-up"],
      ["Features", "/features", "Everything you need to level up"],
      ["About", "/about", "About Glowup"],
      ["Pricing", "/pricing", "Simple monthly pricing"],
    ]) {
      await page.getByLabel("Menu", { exact: true }).click();
      await menu.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(menu).toBeHidden();
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeInViewport();
    }
  });

  test("a toast leaves the page title and Back link uncovered, and a warning looks like one", async ({ page }) => {
    await page.goto("/checkout?plan=pro");
    const toast = page.getByTestId("toast-item");
    await expect(toast).toContainText("Authentication Required");
    await expect(toast).toHaveAttribute("data-kind", "warning");
    const covered = async (target: ReturnType<typeof page.getByTestId>) => {
      const [a, b] = [await toast.boundingBox(), await target.boundingBox()];
      return !(
        a!.y + a!.height <= b!.y ||
        b!.y + b!.height <= a!.y ||
        a!.x + a!.width <= b!.x ||
        b!.x + b!.width <= a!.x
      );
    };
    expect(await covered(page.getByTestId("back-button"))).toBe(false);
    expect(await covered(page.locator("h1:visible").first())).toBe(false);
  });
});

test("a wide screen's top bar links the shared pages", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/terms");
  const sections = page.getByRole("list", { name: "Explore" });
  for (const name of ["Categories", "Features", "About", "Pricing"]) {
    await expect(sections.getByRole("link", { name })).toBeVisible();
  }
  await sections.getByRole("link", { name: "Pricing" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.locator("#pricing [data-plan]")).toHaveCount(3);
});

test("footer links are targets of at least 24 px (WCAG 2.2)", { tag: "@once" }, async ({ page }) => {
  await page.goto("/terms");
  const links = page.getByRole("navigation", { name: "Footer" }).getByRole("link");
  expect(await links.count()).toBeGreaterThan(5);
  for (const link of await links.all()) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(24);
});

test("the back button shows everywhere but home", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("back-button")).toHaveCount(0);
  await page.goto("/terms");
  await page.getByTestId("back-button").click();
  await expect(page).toHaveURL(/\/$/);
});

test("an unknown path shows the 404 page", { tag: "@once" }, async ({ page }) => {
  const res = await page.goto("/definitely/not/here");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a route error shows the fallback with a way home", { tag: "@once" }, async ({ page }) => {
  const res = await page.goto("/dev/boom");
  expect(res?.status()).toBe(500);
  await expect(page.getByRole("heading", { name: "Unexpected Application Error!" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
});

test("the app can be installed: manifest and icons are served", { tag: "@once" }, async ({ request }) => {
  const manifest = await (await request.get("/manifest.webmanifest")).json();
  expect(manifest.display).toBe("standalone");
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);
});

test("hashed assets are cached for a year", { tag: "@once" }, async ({ page, request }) => {
  await page.goto("/terms");
  const href = await page.locator('link[rel="stylesheet"]').first().getAttribute("href");
  const res = await request.get(href!);
  expect(res.headers()["cache-control"]).toContain("max-age=31536000");
  expect(res.headers()["cache-control"]).toContain("immutable");
});
