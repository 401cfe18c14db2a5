// Issue #40: on a train. The service worker keeps the pages a member read, and the offline
// queue keeps what they did, sent exactly once when the connection returns (decisions 079,
// 081). A phone with JavaScript; without JavaScript there is no worker and nothing changes
// (every other spec's nojs run).
import type { Page } from "@playwright/test";
import { expect, signInAs, signUpNewMember, shot, test } from "./fixtures";

// The other specs block service workers (playwright.config.ts); these journeys are about it.
test.use({ serviceWorkers: "allow" });

/** Without JavaScript no worker registers: an offline navigation is the browser's own error. */
async function noSavedCopy(page: Page, path: string) {
  await expect(page.goto(path)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
}

/** The member's page is controlled by the service worker (it registers after the first load). */
async function workerInControl(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 20_000 });
}

const queueEntries = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open("glowup-offline", 1);
        open.onupgradeneeded = () => open.result.createObjectStore("queue", { keyPath: "key" });
        open.onerror = () => reject(new Error(String(open.error)));
        open.onsuccess = () => {
          const all = open.result.transaction("queue").objectStore("queue").getAll();
          all.onsuccess = () => resolve(all.result as unknown[]);
          all.onerror = () => reject(new Error(String(all.error)));
        };
      }),
  );

const putBack = (page: Page, entries: unknown[]) =>
  page.evaluate(
    (rows) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open("glowup-offline", 1);
        open.onerror = () => reject(new Error(String(open.error)));
        open.onsuccess = () => {
          const tx = open.result.transaction("queue", "readwrite");
          for (const row of rows) tx.objectStore("queue").put(row);
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(new Error(String(tx.error)));
        };
      }),
    entries,
  );

const xpOf = async (page: Page) =>
  Number((await page.getByTestId("level-card").locator("p.text-3xl").innerText()).replace(/\D/g, ""));

test("a guide read earlier opens offline with its banner; a page never opened shows the offline page", async ({
  page,
  context,
  noJs,
}) => {
  await signInAs(page, "starter");
  if (!noJs) await workerInControl(page);
  await page.goto("/skincare");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("[data-offline-banner]")).toHaveCount(0);

  await context.setOffline(true);
  if (noJs) {
    await noSavedCopy(page, "/skincare");
    return context.setOffline(false);
  }
  await page.goto("/skincare");
  await expect(page.getByRole("status").filter({ hasText: /^Offline — saved at \d{1,2}:\d\d [AP]M$/ })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await shot(page, "offline-guide", { fullPage: false });

  await page.goto("/fitness");
  await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
  const saved = page.locator("#offline-pages");
  await expect(saved.getByRole("link", { name: /Skincare/ })).toBeVisible();
  await shot(page, "offline-page", { fullPage: false });
  await context.setOffline(false);
});

test("a challenge completed offline waits to send, and XP rises once even when the queue is replayed", async ({
  page,
  context,
  noJs,
}) => {
  await signUpNewMember(page, "offq");
  if (!noJs) await workerInControl(page);
  await page.goto("/progress");
  const card = page.getByTestId("challenge").first();
  const title = (await card.getByRole("heading", { level: 3 }).innerText()).trim();
  await card.getByRole("button", { name: `Start ${title}` }).click();
  await expect(page.getByTestId("toast")).toContainText("Challenge Started");
  const before = await xpOf(page);
  if (noJs) {
    // As today: the plain form posts and the XP rises once.
    await page.getByRole("button", { name: `Complete ${title}` }).click();
    await expect(page.getByTestId("toast")).toContainText("Challenge Complete!");
    return expect.poll(() => xpOf(page)).toBeGreaterThan(before);
  }

  await context.setOffline(true);
  await page
    .getByTestId("challenge")
    .filter({ hasText: title })
    .getByRole("button", { name: `Complete ${title}` })
    .click();
  await expect(page.getByRole("status").filter({ hasText: "Waiting to send" }).first()).toBeVisible();
  await shot(page, "offline-waiting", { fullPage: false });
  const queued = await queueEntries(page);
  expect(queued).toHaveLength(1);
  expect(await xpOf(page)).toBe(before);

  // Back online: the page (and Background Sync) send it; the page reloads with the answer.
  await Promise.all([page.waitForEvent("load"), context.setOffline(false)]);
  await expect(page.getByTestId("level-card")).toBeVisible();
  await expect.poll(() => xpOf(page)).toBeGreaterThan(before);
  const after = await xpOf(page);
  await expect.poll(async () => (await queueEntries(page).catch(() => null))?.length).toBe(0);

  // The same entry, sent twice more at once (a page load and the online event).
  await putBack(page, queued);
  await page.reload();
  await page.evaluate(() => window.dispatchEvent(new Event("online"))).catch(() => undefined);
  // The page reloads after sending, with the server's answer.
  await expect(page.getByTestId("toast")).toContainText("Already received");
  await expect.poll(async () => (await queueEntries(page).catch(() => null))?.length).toBe(0);
  expect(await xpOf(page)).toBe(after);
});

test("after signing out, going offline shows no member page", async ({ page, context, noJs }) => {
  await signUpNewMember(page, "offout");
  if (!noJs) await workerInControl(page);
  // Settings offers push where the browser can subscribe (decision 080); without JS, email stays.
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Reminders on this phone" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Turn on push on this device" })).toHaveCount(noJs ? 0 : 1);
  if (!noJs) {
    await page.getByRole("heading", { name: "Reminders on this phone" }).scrollIntoViewIfNeeded();
    await shot(page, "settings-push", { fullPage: false });
  }
  await page.goto("/skincare");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const signOut = page.locator('form[action="/auth/sign-out"]').first();
  await Promise.all([
    page.waitForURL((url) => url.pathname === "/"),
    // The menu's Sign Out (the same form on every size of screen, shown or not).
    signOut.evaluate((form: HTMLFormElement) => form.submit()),
  ]);
  await expect(page.getByTestId("viewer-badges")).toHaveCount(0);

  await context.setOffline(true);
  if (noJs) {
    await noSavedCopy(page, "/skincare");
    return context.setOffline(false);
  }
  await page.goto("/skincare");
  await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
  await expect(page.locator("[data-offline-banner]")).toHaveCount(0);
  await expect(page.locator("#offline-pages a")).toHaveCount(0);
  await context.setOffline(false);
});

// Lighthouse 12 has no PWA category; Chromium's own installability check (the one behind its
// install prompt) reads the manifest, its icons and the worker. Over http://localhost, a
// secure context, nothing may be missing on a member's home once the worker is in control.
// Chromium answers "in-incognito" in a test's usual context, so the check runs in a browser
// profile of its own (a persistent context) with the member's cookies.
test("Chromium finds the app installable on home @once", async ({ page, playwright }, testInfo) => {
  await signInAs(page, "free");
  const cookies = await page.context().cookies();
  const { baseURL, launchOptions } = testInfo.project.use;
  const profile = await playwright.chromium.launchPersistentContext(testInfo.outputPath("profile"), {
    ...launchOptions,
    baseURL,
    serviceWorkers: "allow",
  });
  try {
    await profile.addCookies(cookies);
    const home = profile.pages()[0] ?? (await profile.newPage());
    await home.goto("/");
    await workerInControl(home);
    const cdp = await profile.newCDPSession(home);
    const manifest = await cdp.send("Page.getAppManifest");
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
  } finally {
    await profile.close();
  }
});
