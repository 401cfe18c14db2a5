// Issue #35's rules without a runtime: noise bands and the "real change" verdict, photos
// aligned on the eyes, the habits each area links to, the trend's noise band, the gate's
// answer for a frame without a face, and plain words in the main copy.
import { describe, expect, it } from "vitest";
import { eyeAlignedTransform, PROGRESS_FRAME } from "~/scan/aligned-photo";
import { analysisText, measurementSentence } from "~/scan/face/coaching";
import { frameRetake, meanLight } from "~/scan/face/gate";
import { MEASUREMENTS, NOISE_BANDS, RELATIVE_NOISE_BANDS, RUBRIC_VERSION } from "~/scan/face/rubric";
import { areaHabits } from "~/scan/habits";
import { bandOf, changeVerdict, shownBand } from "~/scan/noise";
import { AREAS } from "~/scan/result";
import { trendChart } from "~/scan/trend";
import { JUDGING_WORDS, TECHNICAL_TERMS } from "../fixtures/faces/copy-words";

describe("noise bands", () => {
  it("every measurement and the rating has a band on every rubric version, positive", () => {
    for (const figure of ["rating" as const, ...MEASUREMENTS.map((m) => m.key)]) {
      expect(NOISE_BANDS[figure]).toHaveLength(RUBRIC_VERSION);
      for (const band of NOISE_BANDS[figure]) expect(band).toBeGreaterThan(0);
    }
    expect(bandOf("rating", null, 8)).toBeNull();
  });

  it("face sharpness, which multiplies with the photo, has a band in proportion to its value, and its changes are ratios", () => {
    expect(RELATIVE_NOISE_BANDS["face-sharpness"]).toHaveLength(RUBRIC_VERSION);
    const share = RELATIVE_NOISE_BANDS["face-sharpness"]![RUBRIC_VERSION - 1]!;
    expect(bandOf("face-sharpness", RUBRIC_VERSION, 35)).toBeCloseTo(35 * share, 9);
    expect(bandOf("face-sharpness", RUBRIC_VERSION, 500)).toBeCloseTo(500 * share, 9);
    // Rubric 1 keeps the absolute band it was measured with.
    expect(bandOf("face-sharpness", 1, 35)).toBe(NOISE_BANDS["face-sharpness"][0]);
    const at = (value: number) => ({ value, version: RUBRIC_VERSION });
    const factor = Math.exp(Math.hypot(share, share));
    for (const from of [35, 500]) {
      expect(changeVerdict("face-sharpness", at(from), at(from * factor * 0.99))).toBe("within the noise");
      expect(changeVerdict("face-sharpness", at(from), at(from * factor * 1.01))).toBe("real change");
      expect(changeVerdict("face-sharpness", at(from), at(from / (factor * 1.01)))).toBe("real change");
    }
    expect(changeVerdict("face-sharpness", at(0), at(35))).toBeNull();
  });

  it("a change is real only outside the two bands combined, and never across rubric versions", () => {
    const band = bandOf("skin-evenness", 2, 10)!;
    const combined = Math.hypot(band, band);
    const at = (value: number, version = 2) => ({ value, version });
    expect(changeVerdict("skin-evenness", at(10), at(10 + combined * 0.99))).toBe("within the noise");
    expect(changeVerdict("skin-evenness", at(10), at(10 + combined * 1.01))).toBe("real change");
    expect(changeVerdict("skin-evenness", at(10), at(10 - combined * 1.01))).toBe("real change");
    expect(changeVerdict("skin-evenness", at(10, 1), at(30, 2))).toBeNull();
    expect(changeVerdict("skin-evenness", { value: null, version: 2 }, at(30))).toBeNull();
  });

  it("a band is shown rounded up to its figure's decimals, never as zero", () => {
    expect(shownBand("rating", 0.118)).toBe(0.2);
    expect(shownBand("eye-spacing", 0.006)).toBe(0.01);
    expect(shownBand("skin-evenness", 0.647)).toBe(0.7);
  });
});

describe("progress photos aligned on the eyes", () => {
  /** Points of a face whose eye centres are `right` and `left` (every eye point on its centre). */
  const face = (right: [number, number], left: [number, number]) => ({
    width: 1000,
    height: 800,
    points: Array.from({ length: 68 }, (_, i): [number, number] =>
      i >= 36 && i <= 41 ? right : i >= 42 && i <= 47 ? left : [0, 0],
    ),
  });
  /** Applies the SVG transform (translate, scale, rotate, translate) to a point. */
  function apply(transform: string, [x, y]: [number, number]) {
    const n = transform.match(/-?[\d.]+(e-?\d+)?/g)!.map(Number);
    const [tx, ty, s, deg, ux, uy] = n;
    const [px, py] = [x + ux, y + uy];
    const a = (deg * Math.PI) / 180;
    return [tx + s * (px * Math.cos(a) - py * Math.sin(a)), ty + s * (px * Math.sin(a) + py * Math.cos(a))];
  }
  it("two photos at different distances, rolls and places put the eyes on the same two points", () => {
    const { width, eyeDistance, eyeY } = PROGRESS_FRAME;
    const target = [
      [width / 2 - eyeDistance / 2, eyeY],
      [width / 2 + eyeDistance / 2, eyeY],
    ];
    for (const [right, left] of [
      [
        [400, 300],
        [520, 300],
      ],
      [
        [610, 420],
        [700, 380],
      ],
    ] as [number, number][][]) {
      const t = eyeAlignedTransform(face(right, left));
      const [r, l] = [apply(t, right), apply(t, left)];
      expect(r[0]).toBeCloseTo(target[0][0], 1);
      expect(r[1]).toBeCloseTo(target[0][1], 1);
      expect(l[0]).toBeCloseTo(target[1][0], 1);
      expect(l[1]).toBeCloseTo(target[1][1], 1);
    }
  });
});

describe("habits per area", () => {
  it("every area links one to three habits that exist: a guide lesson or a daily challenge", () => {
    const habits = areaHabits();
    for (const { key } of AREAS) {
      expect(habits[key].length).toBeGreaterThanOrEqual(1);
      expect(habits[key].length).toBeLessThanOrEqual(3);
      for (const h of habits[key])
        expect(h.href).toMatch(
          /^\/(skincare|fitness|grooming|style|nutrition|mindset)#[\w-]+$|^\/progress\?tab=challenges$/,
        );
    }
    expect(habits.skin.map((h) => h.title)).toContain("Morning SPF");
  });
});

describe("the trend's noise band", () => {
  it("runs above the line left to right and below it back, at each point's own band", () => {
    const chart = trendChart(
      [
        { value: 8, at: 1, noise: 0.2 },
        { value: 9, at: 2, noise: 0.2 },
      ],
      { min: 0, max: 10 },
    );
    const ys = chart.noise!.split(" ").map((p) => Number(p.split(",")[1]));
    expect(ys).toHaveLength(4);
    expect(ys[0]).toBeLessThan(chart.dots[0].y);
    expect(ys[3]).toBeGreaterThan(chart.dots[0].y);
    expect(
      trendChart(
        [
          { value: 8, at: 1 },
          { value: 9, at: 2 },
        ],
        { min: 0, max: 10 },
      ).noise,
    ).toBeNull();
  });
});

describe("a frame without a face", () => {
  it("is too dark or too bright by its mean light, else has no face", () => {
    const flat = (v: number) => new Uint8Array(300).fill(v);
    expect(meanLight(flat(10))).toBeCloseTo(10, 6);
    expect(frameRetake(meanLight(flat(10)))).toBe("too-dark");
    expect(frameRetake(meanLight(flat(250)))).toBe("too-bright");
    expect(frameRetake(meanLight(flat(128)))).toBe("no-face");
  });
});

describe("plain words", () => {
  it("no measurement sentence or analysis uses a judging word or a listed technical term", () => {
    for (const m of MEASUREMENTS)
      for (const value of [
        m.balanced.low - m.falloff,
        (m.balanced.low + Math.min(m.balanced.high, 1e3)) / 2,
        Math.min(m.balanced.high, 1e3) + m.falloff,
      ]) {
        const sentence = measurementSentence({ key: m.key, value });
        expect(sentence, sentence).not.toMatch(JUDGING_WORDS);
        expect(sentence, sentence).not.toMatch(TECHNICAL_TERMS);
      }
    const text = analysisText(
      { skin: 6, eyes: 9, jawline: 8, symmetry: 7, hair: 5, photo: 9 },
      MEASUREMENTS.map((m) => ({ key: m.key, value: m.balanced.low })),
      RUBRIC_VERSION,
    );
    expect(text).not.toMatch(JUDGING_WORDS);
    expect(text).not.toMatch(TECHNICAL_TERMS);
  });
});
