// Tracking change on a phone, with JavaScript and without (issue #35): a member scans a
// real portrait, then the same portrait with the skin under the eyes darkened (a real
// edit, tests/fixtures/faces/make-under-eye-edit.mjs); the compare page lines the two
// photos up on the eyes (a slider with JavaScript, side by side without) and calls the
// under-eye shade a real change while the eye spacing stays within the noise.
import { readFileSync } from "node:fs";
import { expect, signInAs, shot, test } from "./fixtures";

/** The fixture with a comment naming the project: other bytes (a scan of its own), the same pixels. */
function photo(name: string, project: string) {
  const jpeg = readFileSync(`tests/fixtures/faces/${name}`);
  const text = Buffer.from(`e2e ${project} ${Date.now()}`);
  const comment = Buffer.from([0xff, 0xfe, (text.length + 2) >> 8, (text.length + 2) & 0xff]);
  return {
    name,
    mimeType: "image/jpeg",
    buffer: Buffer.concat([jpeg.subarray(0, 2), comment, text, jpeg.subarray(2)]),
  };
}

test(
  "two scans of the same face: aligned photos, a real change under the eyes, eye spacing within the noise",
  { tag: "@phone" },
  async ({ page, noJs }, info) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 412, height: 915 });
    await signInAs(page, "pro");
    const ids: string[] = [];
    for (const file of ["obama.jpg", "obama-under-eyes-darker.jpg"]) {
      await page.goto("/face-scanner");
      await page.getByLabel("Photo", { exact: true }).setInputFiles(photo(file, info.project.name));
      await page.getByRole("button", { name: "Analyze Face" }).click();
      await expect(page).toHaveURL(/\/face-scanner\/scans\/\d+$/, { timeout: 45_000 });
      await expect(page.getByTestId("rating-band")).toContainText("± 0.2");
      await expect(page.getByTestId("measurement").filter({ hasText: "Under-eye shade" })).toContainText(
        /%\s±\s[\d.]+%/,
      );
      ids.push(page.url().split("/").pop()!);
    }
    await page.goto(`/face-scanner/compare?a=${ids[0]}&b=${ids[1]}`);
    const aligned = page.getByTestId("aligned-photo");
    await expect(aligned).toHaveCount(2);
    await expect(aligned.first()).toBeVisible();
    if (noJs) {
      await expect(page.getByRole("slider")).toHaveCount(0);
      await expect(page.getByText(/^Before ·/)).toBeVisible();
    } else {
      const slider = page.getByRole("slider", { name: /Before and after/ });
      await expect(slider).toBeVisible();
      await slider.fill("20");
      await expect(page.locator("[data-after]")).toHaveAttribute(
        "style",
        /inset\(0px 80% 0px 0px\)|inset\(0 80% 0 0\)/,
      );
    }
    const row = (key: string) =>
      page.locator(`[data-testid="compare-row"][data-key="${key}"] [data-testid="compare-change"]`);
    await expect(row("under-eye")).toContainText("real change");
    await expect(row("eye-spacing")).toContainText("within the noise");
    await shot(page, "scan-compare");
  },
);
