// The camera with a framing guide (issue #35), on a phone: Chromium's fake camera films a
// real portrait (tests/fixtures/faces/obama.jpg, framed as a member would hold the phone,
// as a one-frame MJPEG video). The member opens the camera, sees the oval and the live
// hint, cancels (the camera stops), opens it again, takes the photo and gets a result
// through the same upload as a chosen file. Without JavaScript there is no camera button
// and the form is the plain upload form.
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { FRAMING_HINTS, OVAL } from "../../app/scan/framing";
import { expect, seriousAxeViolations, signInAs, shot, test } from "./fixtures";
import { recordSentPhoto, sentPhoto } from "./sent-photo";

const video = resolve("test-results/fake-camera/portrait.mjpeg");

/** The portrait as a phone's 480 × 640 portrait stream (the fake camera plays only even
 * sizes), the face (its middle and width measured on the photo) filling 90 % of the oval. */
async function filmedPortrait() {
  const face = { x: 330, y: 230, width: 250 };
  const width = Math.round(face.width / (2 * OVAL.rx * 0.9));
  const height = Math.round((width * 4) / 3);
  const left = Math.round(face.x - OVAL.cx * width);
  const top = Math.round(face.y - OVAL.cy * height);
  // Above the photo's top edge its first rows repeat (the photo is cut at the hair).
  const padded = await sharp("tests/fixtures/faces/obama.jpg")
    .extend({ top: Math.max(0, -top), extendWith: "copy" })
    .toBuffer();
  await sharp(padded)
    .extract({ left, top: Math.max(0, top), width, height })
    .resize(480, 640)
    .jpeg({ quality: 92 })
    .toFile(video);
}

// Only this file's browsers get a fake camera (and say yes to it without asking).
test.use({
  launchOptions: [
    async ({ launchOptions }, use) => {
      mkdirSync(resolve(video, ".."), { recursive: true });
      await filmedPortrait();
      await use({
        ...launchOptions,
        args: [
          ...(launchOptions.args ?? []),
          "--use-fake-device-for-media-stream",
          "--use-fake-ui-for-media-stream",
          `--use-file-for-fake-video-capture=${video}`,
        ],
      });
    },
    { scope: "worker" },
  ],
});

/** Whether every track the viewfinder was showing has stopped (the camera is off). */
const keepTracks = (page: Page) =>
  page.evaluate(() => {
    const shown = document.querySelector<HTMLVideoElement>("[data-camera-video]")!.srcObject as MediaStream;
    (window as unknown as { tracks: MediaStreamTrack[] }).tracks = shown.getTracks();
  });
const cameraStopped = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { tracks: MediaStreamTrack[] }).tracks.every((t) => t.readyState === "ended"),
  );

test(
  "a member frames the face in the oval, follows the hint, takes the photo with the camera and gets a result",
  { tag: "@phone" },
  async ({ page, noJs }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 360, height: 740 });
    await recordSentPhoto(page);
    await signInAs(page, "elite");
    await page.goto("/face-scanner");
    const useCamera = page.getByRole("button", { name: "Use camera" });
    if (noJs) {
      await expect(useCamera).toHaveCount(0);
      await expect(page.getByRole("region", { name: "Camera" })).toHaveCount(0);
      await expect(page.getByLabel("Photo", { exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: "Analyze Face" })).toBeVisible();
      return;
    }
    const camera = page.getByRole("region", { name: "Camera" });
    const shoot = camera.getByRole("button", { name: "Take photo" });
    const hint = camera.getByRole("status");

    // A first look on a small phone, then 'Cancel': the camera stops.
    await useCamera.click();
    await expect(camera.locator("video")).toHaveJSProperty("paused", false);
    await expect(camera.locator("[data-camera-oval]")).toBeVisible();
    await expect(hint).toHaveText(FRAMING_HINTS.ready);
    await expect(shoot).toBeFocused();
    await expect(shoot).toBeInViewport();
    await expect(page.getByRole("button", { name: "Analyze Face" })).toBeHidden();
    await shot(page, "scan-camera-360", { fullPage: false });
    await keepTracks(page);
    await camera.getByRole("button", { name: "Cancel" }).click();
    await expect(camera).toBeHidden();
    expect(await cameraStopped(page)).toBe(true);
    await expect(useCamera).toBeFocused();
    await expect(page.getByLabel("Photo", { exact: true })).toBeVisible();

    // Again on a larger phone, and this time the photo.
    await page.setViewportSize({ width: 412, height: 915 });
    await useCamera.click();
    await expect(hint).toHaveText(FRAMING_HINTS.ready);
    await shot(page, "scan-camera-412", { fullPage: false });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await keepTracks(page);
    await shoot.click();
    await expect(camera).toBeHidden();
    expect(await cameraStopped(page)).toBe(true);
    await expect(page.getByRole("img", { name: "Preview of what you chose" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Analyze Face" })).toBeFocused();
    await shot(page, "scan-camera-taken", { fullPage: false });
    await page.getByRole("button", { name: "Analyze Face" }).click();
    await expect(page).toHaveURL(/\/face-scanner\/scans\/\d+$/, { timeout: 45_000 });
    // The same upload as a chosen file: a JPEG of what the viewfinder showed (the 480 × 640
    // stream's 3:4 frame, under the island's 1024 px).
    expect(await sentPhoto(page)).toMatchObject({ type: "image/jpeg", width: 480, height: 640 });
    await expect(page.getByTestId("scan-rating")).toHaveText(/^\d{1,2}\.\d\/10$/);
    await expect(page.getByTestId("measurement")).toHaveCount(20);
  },
);
