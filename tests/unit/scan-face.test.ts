// The face analysis's pure parts: landmark geometry, the gate's boundaries, the rubric's
// scores and weights, the coaching copy, the model's contract and the result they make.
import { describe, expect, it } from "vitest";
import { CATEGORY_SLUGS } from "../../db/constants";
import { parseModelReply } from "~/scan/ai-reply";
import { analysisText, measurementSentence, recommendationsFor, sideOf } from "~/scan/face/coaching";
import { faceResult, type ModelView } from "~/scan/face/face-result";
import { distinctFaces, FACE_GATE, facesRetake, lightRetake, poseRetake, sizeRetake } from "~/scan/face/gate";
import { levelled, rollDegrees, yawIndex, type Point } from "~/scan/face/landmarks";
import { measureProportions } from "~/scan/face/proportions";
import { MEASUREMENTS, RUBRIC_VERSION } from "~/scan/face/rubric";
import { AREA_WEIGHTS, MODEL_SHARE, RATING_WEIGHTS, SCORE_FLOOR } from "~/scan/face/weights";
import { areaScores, measurementScore, measurementsOf, ratingOf } from "~/scan/face/score";
import type { SkinMeasures } from "~/scan/face/skin";
import { AREAS } from "~/scan/result";

/** The 68 landmarks the model found on the NASA portrait (tests/fixtures/faces/astronaut.jpg). */
const PORTRAIT: Point[] = (
  [
    [176.4, 99.2],
    [176.8, 111.9],
    [178.6, 124.2],
    [180.6, 134.7],
    [183.7, 146.7],
    [189.7, 156.1],
    [197.1, 163.2],
    [206.9, 171.4],
    [222, 176.5],
    [237.7, 172.9],
    [247.4, 166.2],
    [255.1, 160.4],
    [261.6, 150.9],
    [266.4, 139.3],
    [268.9, 128.3],
    [271.2, 116.9],
    [272.4, 104.5],
    [186.8, 88.9],
    [192.6, 85.8],
    [200.2, 85.3],
    [207, 86.5],
    [213.3, 89.3],
    [238, 90.9],
    [244.3, 88.8],
    [250.9, 87.8],
    [258.7, 88.9],
    [264.2, 92.6],
    [224.9, 103.1],
    [224.5, 111.9],
    [224, 120.2],
    [223.5, 127.4],
    [215, 129.5],
    [218.7, 131.2],
    [223.6, 132.4],
    [228.3, 131.2],
    [232.4, 130.3],
    [195.8, 99],
    [200, 97.4],
    [206.3, 97.7],
    [211.6, 101.1],
    [206.8, 102.9],
    [200.2, 101.8],
    [237.7, 102.5],
    [243.5, 99.3],
    [250, 99.7],
    [254.1, 102.5],
    [249.5, 104.6],
    [243, 103.9],
    [202.6, 140.5],
    [209.5, 138.7],
    [218.6, 138],
    [223.2, 138.9],
    [227.8, 138.1],
    [237.3, 140.2],
    [244.7, 142.6],
    [236.3, 149.8],
    [229.7, 153],
    [222.6, 154],
    [216.4, 152.9],
    [209.7, 149.2],
    [203.7, 140.8],
    [216.5, 141.3],
    [223.2, 141.9],
    [229.6, 142.3],
    [243, 142.4],
    [229.4, 147.8],
    [223, 148.1],
    [216.9, 147.4],
  ] as [number, number][]
).map(([x, y]) => ({ x, y }));

/** Each landmark's mirror image across the face (iBUG 68 numbering). */
const MIRROR = [
  ...Array.from({ length: 17 }, (_, i) => 16 - i),
  ...[26, 25, 24, 23, 22, 21, 20, 19, 18, 17],
  27,
  28,
  29,
  30,
  35,
  34,
  33,
  32,
  31,
  45,
  44,
  43,
  42,
  47,
  46,
  39,
  38,
  37,
  36,
  41,
  40,
  54,
  53,
  52,
  51,
  50,
  49,
  48,
  59,
  58,
  57,
  56,
  55,
  64,
  63,
  62,
  61,
  60,
  67,
  66,
  65,
];

/** The portrait made perfectly symmetric about x = 224 (each point averaged with its mirror). */
const SYMMETRIC = PORTRAIT.map((p, i) => {
  const m = PORTRAIT[MIRROR[i]];
  return { x: (p.x + (448 - m.x)) / 2, y: (p.y + m.y) / 2 };
});

const rotate = (points: Point[], degrees: number): Point[] => {
  const a = (degrees * Math.PI) / 180;
  return points.map((p) => ({
    x: 224 + (p.x - 224) * Math.cos(a) - (p.y - 130) * Math.sin(a),
    y: 130 + (p.x - 224) * Math.sin(a) + (p.y - 130) * Math.cos(a),
  }));
};

const SKIN: SkinMeasures = {
  evenness: 8,
  texture: 1.2,
  underEye: 2,
  browContrast: 20,
  upperToMiddle: 0.9,
  faceLight: 150,
  faceSharpness: 80,
};

describe("landmark geometry", () => {
  it("a symmetric face measures 0% asymmetry for every feature, and levelling keeps it so", () => {
    for (const points of [SYMMETRIC, rotate(SYMMETRIC, 9)]) {
      const p = measureProportions(points);
      for (const k of ["symmetryEyes", "symmetryBrows", "symmetryMouth", "symmetryJaw"] as const)
        expect(p[k]).toBeCloseTo(0, 6);
    }
  });
  it("roll is the eye line's angle; turning the face turns it by as much", () => {
    expect(rollDegrees(SYMMETRIC)).toBeCloseTo(0, 6);
    expect(rollDegrees(rotate(SYMMETRIC, 12))).toBeCloseTo(12, 6);
    expect(rollDegrees(levelled(rotate(SYMMETRIC, 12)))).toBeCloseTo(0, 6);
  });
  it("yaw is 0 facing the camera and grows as the nose moves toward one side of the jaw", () => {
    expect(yawIndex(SYMMETRIC)).toBeCloseTo(0, 6);
    const turned = SYMMETRIC.map((p, i) => (i >= 27 && i <= 35 ? { ...p, x: p.x + 20 } : p));
    expect(yawIndex(turned)).toBeCloseTo(20 / 48, 1);
  });
  it("proportions are ratios: scaling the face changes none of them", () => {
    const scaled = PORTRAIT.map((p) => ({ x: p.x * 3, y: p.y * 3 }));
    const [a, b] = [measureProportions(PORTRAIT), measureProportions(scaled)];
    for (const key of Object.keys(a) as (keyof typeof a)[]) expect(b[key]).toBeCloseTo(a[key], 6);
  });
});

describe("the face gate", () => {
  const box = (x: number, width: number, score = 0.9) => ({ score, box: { x, y: 0, width, height: width } });
  it("no face, several faces, and a second guess at the same face counted once", () => {
    expect(facesRetake([])).toBe("no-face");
    expect(facesRetake([{ width: 100 }])).toBeNull();
    expect(facesRetake([{ width: 100 }, { width: 50 }])).toBe("several-faces");
    expect(facesRetake([{ width: 100 }, { width: 49 }])).toBeNull(); // a small face far behind
    expect(distinctFaces([box(0, 100), box(10, 60, 0.6)])).toHaveLength(1);
    expect(distinctFaces([box(0, 100), box(200, 100, 0.6)])).toHaveLength(2);
  });
  it("size, tilt, turn, light and sharpness at their boundaries", () => {
    expect(sizeRetake(FACE_GATE.minFaceShare)).toBeNull();
    expect(sizeRetake(FACE_GATE.minFaceShare - 0.001)).toBe("too-small");
    expect(poseRetake({ headTilt: FACE_GATE.maxTilt, headTurn: 0 })).toBeNull();
    expect(poseRetake({ headTilt: FACE_GATE.maxTilt + 0.1, headTurn: 0 })).toBe("tilted");
    expect(poseRetake({ headTilt: 0, headTurn: FACE_GATE.maxTurn + 0.01 })).toBe("turned");
    expect(lightRetake({ faceLight: FACE_GATE.minFaceLight, faceSharpness: FACE_GATE.minFaceSharpness })).toBeNull();
    expect(lightRetake({ faceLight: FACE_GATE.minFaceLight - 1, faceSharpness: 100 })).toBe("too-dark");
    expect(lightRetake({ faceLight: FACE_GATE.maxFaceLight + 1, faceSharpness: 100 })).toBe("too-bright");
    expect(lightRetake({ faceLight: 150, faceSharpness: FACE_GATE.minFaceSharpness - 1 })).toBe("blurry");
  });
});

describe("the rubric's scores", () => {
  it("10 inside the band, falling linearly to the floor at the falloff, never lower", () => {
    for (const m of MEASUREMENTS) {
      const { low, high } = m.balanced;
      expect(measurementScore(m.key, low)).toBe(10);
      expect(measurementScore(m.key, high)).toBe(10);
      expect(measurementScore(m.key, high + m.falloff / 2)).toBeCloseTo((10 + SCORE_FLOOR) / 2, 6);
      expect(measurementScore(m.key, high + 10 * m.falloff)).toBe(SCORE_FLOOR);
      expect(measurementScore(m.key, low - 10 * m.falloff)).toBe(SCORE_FLOOR);
    }
  });
  it("every area's weights and the rating's weights add up to 1, over measurements that exist", () => {
    const keys = MEASUREMENTS.map((m) => m.key);
    for (const { key } of AREAS) {
      const weights = Object.entries(AREA_WEIGHTS[key]);
      expect(weights.reduce((s, [, w]) => s + w, 0)).toBeCloseTo(1, 9);
      for (const [k] of weights) expect(keys).toContain(k);
    }
    expect(Object.values(RATING_WEIGHTS).reduce((s, w) => s + w, 0)).toBeCloseTo(1, 9);
    const weighed = new Set(AREAS.flatMap((a) => Object.keys(AREA_WEIGHTS[a.key])));
    expect(
      keys.filter((k) => !weighed.has(k)),
      "measurements no area weighs",
    ).toEqual([]);
    for (const share of Object.values(MODEL_SHARE)) expect(share.share).toBeLessThan(0.5);
  });
  it("all balanced: every area 10 and a 10 rating; a missing measurement leaves its area's others to decide", () => {
    const all = MEASUREMENTS.map((m) => ({ key: m.key, value: m.balanced.low }));
    expect(Object.values(areaScores(all))).toEqual(AREAS.map(() => 10));
    const hair = areaScores(
      all.map((m) =>
        m.key === "forehead-framing" ? { ...m, value: null } : m.key === "brow-definition" ? { ...m, value: 0 } : m,
      ),
    ).hair;
    expect(hair).toBeCloseTo(measurementScore("brow-definition", 0), 6);
    expect(ratingOf({ skin: 10, eyes: null, jawline: null, symmetry: null, hair: 4, photo: null })).toBeCloseTo(7.6, 6);
    // Symmetry and the photo's conditions are shown, never counted (rubric 2).
    expect(ratingOf({ skin: 8, eyes: 8, jawline: 8, symmetry: 1, hair: 8, photo: 1 })).toBeCloseTo(8, 6);
  });
});

describe("coaching copy", () => {
  const JUDGEMENTS = /\b(ugly|unattractive|attractive|beautiful|handsome|pretty|flaw|defect|bad|poor|abnormal)\b/i;
  it("every measurement has a plain sentence on each side of its band, with its value, and none judges the person", () => {
    for (const m of MEASUREMENTS) {
      for (const value of [
        m.balanced.low - m.falloff,
        (m.balanced.low + Math.min(m.balanced.high, 1000)) / 2,
        m.balanced.high + m.falloff,
      ]) {
        const sentence = measurementSentence({ key: m.key, value });
        expect(sentence).toMatch(/\d/);
        expect(sentence).not.toMatch(JUDGEMENTS);
      }
    }
    expect(measurementSentence({ key: "forehead-framing", value: null })).toMatch(/Not measured/);
    expect(sideOf("head-tilt", 3)).toBe("inside");
    expect(sideOf("head-tilt", 3.1)).toBe("above");
  });
  it("recommends for the three weakest areas, each linked to a guide, and says the numbers are not a verdict", () => {
    const areas = { skin: 5, eyes: 9, jawline: 8, symmetry: 6, hair: 7, photo: 10 };
    expect(recommendationsFor(areas).map((r) => r.category)).toEqual(["skincare", "style", "grooming"]);
    const text = analysisText(
      areas,
      MEASUREMENTS.map((m) => ({ key: m.key, value: m.balanced.low })),
      1,
    );
    expect(text).toContain("not your worth");
    expect(text).toContain("most room to work is skin");
    expect(text).not.toMatch(JUDGEMENTS);
  });
});

describe("the model's contract: only what geometry cannot see", () => {
  const view = {
    skin_condition: { score: 7, note: "Clear." },
    hair: { score: 14, note: "Neat." },
    style: { score: -2, note: "Bold." },
    expression: { score: 8.5, note: "Warm." },
    recommendations: [
      { text: "Moisturise.", category: "Skincare" },
      { text: "Read your stars.", category: "astrology" },
    ],
  };
  it("reads JSON inside prose, clamps scores to 0..10 and maps unknown guide categories", () => {
    const parsed = parseModelReply(`Sure! ${JSON.stringify(view)} Have a nice day.`)!;
    expect([parsed.hair.score, parsed.style.score, parsed.expression.score]).toEqual([10, 0, 8.5]);
    expect(parsed.recommendations.map((r) => r.category)).toEqual(["skincare", "skincare"]);
    expect(parseModelReply(view)).not.toBeNull();
  });
  it("refuses a missing aspect, an empty note, no recommendation, and text without JSON", () => {
    const { hair: _, ...noHair } = view;
    expect(parseModelReply(noHair)).toBeNull();
    expect(parseModelReply({ ...view, style: { score: 5, note: " " } })).toBeNull();
    expect(parseModelReply({ ...view, recommendations: [] })).toBeNull();
    expect(parseModelReply("I cannot help with that.")).toBeNull();
    expect(parseModelReply(undefined)).toBeNull();
  });
});

describe("a measured face as a result", () => {
  const face = { proportions: measureProportions(PORTRAIT), skin: SKIN, faceShare: 0.3, landmarks: PORTRAIT };
  const photo = { width: 512, height: 512 };
  it("has every measurement of the rubric, six area scores, a rating from them and the landmarks as the photo's pixels", () => {
    const r = faceResult(face, photo);
    expect(r.rubricVersion).toBe(RUBRIC_VERSION);
    expect(r.measurements.map((m) => m.key)).toEqual(MEASUREMENTS.map((m) => m.key));
    expect(r.subScores.map((s) => s.area)).toEqual(AREAS.map((a) => a.key));
    for (const s of r.subScores) expect(s.reason).toMatch(/^Measured from .+\.$/);
    const areas = areaScores(measurementsOf(face));
    expect(r.ratingTenths).toBe(Math.round(ratingOf(areas) * 10));
    expect(r.landmarks).toMatchObject({ width: 512, height: 512 });
    expect(r.landmarks!.points).toHaveLength(68);
    expect(r.landmarks!.points[8]).toEqual([222, 176.5]);
    for (const rec of r.recommendations) expect(CATEGORY_SLUGS).toContain(rec.category);
  });
  it("the model's view moves only the areas it has a share in, by that share", () => {
    const model: ModelView = {
      skin_condition: { score: 0, note: "a" },
      hair: { score: 0, note: "b" },
      style: { score: 0, note: "c" },
      expression: { score: 0, note: "d" },
      recommendations: [{ text: "From the model.", category: "style" }],
    };
    const [alone, blended] = [faceResult(face, photo), faceResult(face, photo, model)];
    const measured = areaScores(measurementsOf(face));
    for (const { key } of AREAS) {
      const share = MODEL_SHARE[key]?.share ?? 0;
      expect(blended.subScores.find((s) => s.area === key)!.tenths).toBe(Math.round(measured[key]! * (1 - share) * 10));
    }
    expect(blended.recommendations.map((r) => r.text)).toContain("From the model.");
    expect(blended.analysis).toContain("Expression — d");
    expect(blended.measurements).toEqual(alone.measurements);
  });
});
