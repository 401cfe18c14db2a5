// The camera's framing guide (app/scan/framing.ts): the hints read from real portraits of
// four people, framed in the viewfinder the way a member holding the phone would, and the
// phone's tilt from DeviceOrientation readings.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  FRAME_ASPECT,
  frameCrop,
  frameStats,
  FRAMING,
  framingHint,
  OVAL,
  phoneTilt,
  SAMPLE,
  type FrameStats,
} from "~/scan/framing";

/** Each portrait's face, measured by eye on the fixture: its middle (x, y at the nose) and
 * its width across the cheeks with the ears, in pixels. */
const FACES = {
  "obama.jpg": { x: 330, y: 230, width: 250 },
  "biden.jpg": { x: 340, y: 240, width: 270 },
  "hopper.jpg": { x: 268, y: 240, width: 214 },
  "astronaut.jpg": { x: 228, y: 125, width: 95 },
};

/** The viewfinder's sample of a portrait with the face in the oval, `share` of its width
 * (beyond the photo's edge its last pixels repeat, as a wider shot would show more). */
async function framed(file: keyof typeof FACES, share: number, edit = (s: sharp.Sharp) => s) {
  const face = FACES[file];
  const width = Math.round(face.width / (2 * OVAL.rx * share));
  const height = Math.round(width / FRAME_ASPECT);
  return sample(file, { left: face.x - OVAL.cx * width, top: face.y - OVAL.cy * height, width, height }, edit);
}

async function sample(
  file: string,
  box: { left: number; top: number; width: number; height: number },
  edit = (s: sharp.Sharp) => s,
) {
  const path = `tests/fixtures/faces/${file}`;
  const meta = await sharp(path).metadata();
  const left = Math.round(box.left);
  const top = Math.round(box.top);
  const pad = {
    left: Math.max(0, -left),
    top: Math.max(0, -top),
    right: Math.max(0, left + box.width - meta.width),
    bottom: Math.max(0, top + box.height - meta.height),
  };
  const padded = await sharp(path)
    .extend({ ...pad, extendWith: "copy" })
    .toBuffer();
  const frame = await sharp(padded)
    .extract({ left: left + pad.left, top: top + pad.top, width: box.width, height: box.height })
    .toBuffer();
  const pixels = await edit(sharp(frame))
    .resize(SAMPLE.width, SAMPLE.height, { fit: "fill" })
    .ensureAlpha()
    .raw()
    .toBuffer();
  return frameStats(pixels, SAMPLE.width, SAMPLE.height);
}

const level = { roll: 0, pitch: 0 };

describe("the framing hints on real faces", () => {
  for (const file of Object.keys(FACES) as (keyof typeof FACES)[]) {
    it(`${file}: 'Move closer' when the face is small in the oval, 'Move back' when it spills past it, ready between`, async () => {
      expect(framingHint(await framed(file, 0.4), level)).toBe("closer");
      expect(framingHint(await framed(file, 0.55), level)).toBe("closer");
      expect(framingHint(await framed(file, 0.8), level)).toBe("ready");
      expect(framingHint(await framed(file, 1), level)).toBe("ready");
      expect(framingHint(await framed(file, 1.1), level)).toBe("ready");
      expect(framingHint(await framed(file, 1.6), level)).toBe("back");
    });
  }

  it("the face's width grows with the face in the oval, close to the share it fills", async () => {
    const widths = [];
    for (const share of [0.4, 0.7, 1, 1.3]) widths.push((await framed("obama.jpg", share)).width!);
    expect(widths).toEqual([...widths].sort((a, b) => a - b));
    expect(widths[2]).toBeGreaterThan(0.8);
    expect(widths[2]).toBeLessThan(1.15);
  });

  it("a dark frame asks for more light and a washed-out one for less, before anything else", async () => {
    const dark = await framed("obama.jpg", 1, (s) => s.linear(0.3, 0));
    expect(dark.light).toBeLessThan(FRAMING.minLight);
    expect(framingHint(dark, { roll: 30, pitch: 0 })).toBe("light");
    const bright = await framed("hopper.jpg", 1, (s) => s.linear(1, 150));
    expect(framingHint(bright, level)).toBe("bright");
  });

  it("a frame whose middle shows no skin asks for the face in the oval", async () => {
    // The blue backdrop beside Grace Hopper's head.
    const wall = await sample("hopper.jpg", { left: 390, top: 40, width: 120, height: 160 });
    expect(wall.skin).toBe(false);
    expect(framingHint(wall, level)).toBe("find");
  });
});

describe("the phone's tilt", () => {
  const near = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThan(1e-6);

  it("held upright in portrait: no roll, no lean", () => {
    const t = phoneTilt(90, 0);
    near(t.roll, 0);
    near(t.pitch, 0);
  });

  it("turned 15° in the screen's plane (as DeviceOrientation reports it near upright)", () => {
    near(Math.abs(phoneTilt(75, -90).roll), 15);
    near(phoneTilt(75, -90).pitch, 0);
  });

  it("lying flat leans 90°; leaning back 30° leans 30°", () => {
    near(phoneTilt(0, 0).pitch, 90);
    near(phoneTilt(60, 0).pitch, 30);
  });

  it("held straight in landscape (the screen turned 90°) has no roll", () => {
    near(phoneTilt(0, -90, 90).roll, 0);
  });

  it("'Hold the phone straight' past the limits, and never when the phone does not say", () => {
    const ready: FrameStats = { light: 120, skin: true, width: 1 };
    expect(framingHint(ready, { roll: FRAMING.maxRoll + 1, pitch: 0 })).toBe("straight");
    expect(framingHint(ready, { roll: 0, pitch: -(FRAMING.maxPitch + 1) })).toBe("straight");
    expect(framingHint(ready, { roll: FRAMING.maxRoll - 1, pitch: FRAMING.maxPitch - 1 })).toBe("ready");
    expect(framingHint(ready, null)).toBe("ready");
    expect(framingHint({ ...ready, width: null }, null)).toBe("fit");
  });
});

describe("the viewfinder's crop", () => {
  it("takes the middle 3:4 of a landscape webcam and of a portrait phone stream", () => {
    expect(frameCrop(1280, 720)).toEqual({ x: 370, y: 0, width: 540, height: 720 });
    expect(frameCrop(720, 1280)).toEqual({ x: 0, y: 160, width: 720, height: 960 });
    expect(frameCrop(600, 800)).toEqual({ x: 0, y: 0, width: 600, height: 800 });
  });
});
