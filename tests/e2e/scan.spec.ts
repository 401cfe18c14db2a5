// The face scanner as people use it: a pro member uploads a real portrait on a phone with
// JavaScript and without it and sees the measurements with their diagrams; a photo
// without a face is sent back with the reason; free members and signed-out visitors see
// their gates; members find, open and delete their scans.
import type { Page } from "@playwright/test";
import { expect, signInAs, test } from "./fixtures";
import { faceless, normalJpeg } from "../worker/scan-images";
import { recordSentPhoto, sentPhoto } from "./sent-photo";

/** A photo of its own for each project, so parallel projects never share a stored scan. */
function photo(project: string, variant = 0) {
  const offset = { desktop: 0, mobile: 20, nojs: 40 }[project] ?? 60;
  return { name: "me.jpg", mimeType: "image/jpeg", buffer: Buffer.from(normalJpeg(600 + offset + variant, 800)) };
}

async function choose(page: Page, file: ReturnType<typeof photo>) {
  await page.goto("/face-scanner");
  await page.getByLabel("Photo", { exact: true }).setInputFiles(file);
}

test("a pro member uploads a real portrait and sees its measurements, each with a diagram over the photo", async ({
  page,
  noJs,
}, info) => {
  test.setTimeout(60_000); // a 2 MP upload (no JavaScript: resized by the Images binding) and the models' first load
  await page.setViewportSize({ width: 412, height: 915 });
  await recordSentPhoto(page);
  await signInAs(page, "pro");
  const offset = { desktop: 0, mobile: 20, nojs: 40 }[info.project.name] ?? 60;
  const big = { name: "phone.jpg", mimeType: "image/jpeg", buffer: Buffer.from(normalJpeg(1600 + offset, 1200)) };
  await choose(page, big);
  if (!noJs) {
    await expect(page.getByRole("img", { name: "Preview of what you chose" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Change photo" })).toBeVisible();
  }
  await page.getByRole("button", { name: "Analyze Face" }).click();
  await expect(page).toHaveURL(/\/face-scanner\/scans\/\d+$/, { timeout: 45_000 });
  if (!noJs) {
    // The browser downsized the photo before sending it: a JPEG 1024 px on its long side.
    const sent = await sentPhoto(page);
    expect(sent).toMatchObject({ type: "image/jpeg", width: 1024 });
    expect(sent!.bytes).toBeLessThan(big.buffer.length);
  }
  await expect(page.getByTestId("scan-rating")).toHaveText(/^\d{1,2}\.\d\/10$/);
  await expect(
    page.getByRole("img", { name: "Your photo with the 68 points the face model placed on it" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "What we measured" })).toBeVisible();
  const symmetry = page.getByTestId("measurement").filter({ hasText: "Eye symmetry" });
  await expect(symmetry).toContainText(/Eye symmetry: \d+\.\d%/);
  await expect(symmetry).toContainText("Balanced: up to 3.0%");
  await symmetry.scrollIntoViewIfNeeded();
  await expect(symmetry.getByRole("img", { name: /where eye symmetry was measured/ })).toBeVisible();
  await expect(page.getByTestId("measurement")).toHaveCount(20);
  await expect(page.getByRole("heading", { name: "Scores by area" })).toBeVisible();
  await expect(page.getByText("never a verdict on you")).toBeVisible();
  await expect(page.getByRole("link", { name: /Read the .* guide/ }).first()).toBeVisible();
  // The diagrams draw over the member's own thumbnail, stored at 320 px on its long side.
  const thumb = await page.request.get(
    (await page.getByTestId("diagram-landmarks").locator("image").getAttribute("href"))!,
  );
  expect(thumb.status()).toBe(200);
  expect(thumb.headers()["cache-control"]).toBe("no-store");
});

test("a photo without a face gets 'no face found' and keeps the form", async ({ page, noJs }, info) => {
  await signInAs(page, "pro");
  const offset = { desktop: 0, mobile: 20, nojs: 40 }[info.project.name] ?? 60;
  await choose(page, { name: "wall.jpg", mimeType: "image/jpeg", buffer: Buffer.from(faceless(640 + offset, 800)) });
  await page.getByRole("button", { name: "Analyze Face" }).click();
  await expect(page.getByRole("alert")).toContainText("We couldn't find a face in this photo.", { timeout: 20_000 });
  await expect(page).toHaveURL(/\/face-scanner$/);
  await expect(page.getByRole("button", { name: "Analyze Face" })).toBeVisible();
  if (noJs) await expect(page.getByLabel("Photo", { exact: true })).toHaveAttribute("aria-invalid", "true");
});

test("analyzing without a photo asks for one", async ({ page, noJs, baseURL }) => {
  await signInAs(page, "pro");
  await page.goto("/face-scanner");
  if (noJs) {
    // The browser's required-field check speaks first; a form posted anyway gets the server's message.
    await expect(page.getByLabel("Photo", { exact: true })).toHaveAttribute("required", "");
    // As a browser posts it: with the page's Origin (one without is refused).
    const res = await page.request.post("/face-scanner", {
      multipart: { note: "no photo" },
      headers: { Origin: new URL(baseURL!).origin },
    });
    expect(res.status()).toBe(400);
    expect(await res.text()).toContain("Please choose a photo first.");
    return;
  }
  await page.getByRole("button", { name: "Analyze Face" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please choose a photo first.");
});

test("a free member is told before choosing a photo, and the Pro button offers the trial", async ({ page }) => {
  await signInAs(page, "free");
  await page.goto("/face-scanner");
  const gate = page.getByTestId("scanner-gate");
  await expect(gate).toBeVisible();
  await expect(gate).toContainText("Face scan results are a Pro feature");
  // Nothing to upload and wait for: the gate is the page.
  await expect(page.getByRole("button", { name: "Analyze Face" })).toHaveCount(0);
  await expect(gate.getByRole("link", { name: "Get Elite" })).toHaveAttribute("href", "/checkout?plan=elite");
  await gate.getByRole("link", { name: "Try Pro free" }).click();
  await expect(page).toHaveURL(/\/checkout\?plan=pro&trial=true$/);
});

test("a signed-out visitor watches a short analysis, then the sign-up gate", async ({ page }, info) => {
  await choose(page, photo(info.project.name, 2));
  await page.getByRole("button", { name: "Analyze Face" }).click();
  await expect(page.getByText("Analyzing your photo…")).toBeVisible();
  const signUp = page.getByRole("link", { name: "Sign Up", exact: true });
  await expect(signUp).toBeVisible({ timeout: 5_000 });
  await expect(signUp).toHaveAttribute("href", "/auth?redirect=/face-scanner");
  await expect(page.getByTestId("scan-rating")).toHaveCount(0);
});

test("history shows the scan with its thumbnail, and deleting removes scan and photo", async ({ page }, info) => {
  await signInAs(page, "elite");
  await choose(page, photo(info.project.name, 3));
  await page.getByRole("button", { name: "Analyze Face" }).click();
  await expect(page).toHaveURL(/\/face-scanner\/scans\/\d+$/, { timeout: 20_000 });
  const resultUrl = page.url();
  const id = resultUrl.split("/").pop()!;
  await page.goto("/face-scanner");
  const row = page.getByTestId("history-row").filter({ has: page.locator(`a[href="/face-scanner/scans/${id}"]`) });
  await expect(row).toBeVisible();
  await expect(row.locator("img")).toHaveJSProperty("complete", true);
  await expect(row).toContainText(/Skin \d+\.\d/);
  await row.getByRole("link").click();
  await page.getByRole("button", { name: "Delete scan and photo" }).click();
  await expect(page).toHaveURL(/\/face-scanner$/);
  await expect(page.getByTestId("toast")).toContainText("Scan deleted");
  await expect(page.locator(`a[href="/face-scanner/scans/${id}"]`)).toHaveCount(0);
  expect((await page.request.get(`/face-scanner/photos/${id}`)).status()).toBe(404);
  expect((await page.request.get(resultUrl)).status()).toBe(404);
});
