import { describe, expect, it } from "vitest";
import { calculate } from "../../app/calculator/calculate";
import {
  ACTIVITY_FACTORS,
  basalMetabolicRate,
  bmi,
  bmiCategory,
  bulkingCalories,
  cuttingCalories,
  dailyCalories,
  feetAndInchesToCm,
  inchesToCm,
  isPlausibleBodyFat,
  navyBodyFatFemale,
  navyBodyFatMale,
  poundsToKg,
  round1,
} from "../../app/calculator/formulas";
import { tabFrom } from "../../app/calculator/fields";
import { parseCalculatorQuery } from "../../app/calculator/input";

const q = (query: string) => new URLSearchParams(query);

describe("BMI", () => {
  it.each([
    // weight kg, height cm, expected BMI
    [70, 175, 22.9],
    [80, 180, 24.7],
    [50, 160, 19.5],
    [100, 190, 27.7],
    [30, 250, 4.8],
    [300, 100, 300],
  ])("%s kg at %s cm is a BMI of %s (one decimal)", (kg, cm, expected) => {
    expect(bmi(kg, cm)).toBe(expected);
  });

  it.each([
    [10, "Underweight"],
    [18.4, "Underweight"],
    [18.5, "Normal"],
    [24.9, "Normal"],
    [25, "Overweight"],
    [29.9, "Overweight"],
    [30, "Obese"],
    [45, "Obese"],
  ])("a BMI of %s is %s", (value, category) => {
    expect(bmiCategory(value)).toBe(category);
  });

  it("categorises the rounded BMI, so the label matches the number shown", () => {
    // 56.7 kg at 175 cm is 18.514... -> shown as 18.5 -> Normal
    const value = bmi(56.7, 175);
    expect(value).toBe(18.5);
    expect(bmiCategory(value)).toBe("Normal");
  });
});

describe("Navy body fat", () => {
  const inches = (cm: number) => cm / 2.54;

  it("male form: 86.01 log10(waist - neck) - 70.041 log10(height) + 36.76 on lengths in inches, one decimal", () => {
    const exact = 86.01 * Math.log10(inches(85) - inches(38)) - 70.041 * Math.log10(inches(180)) + 36.76;
    expect(navyBodyFatMale(180, 85, 38)).toBe(round1(exact));
    expect(navyBodyFatMale(180, 85, 38)).toBe(16.2);
    // 34 in waist, 15 in neck, 6 ft: the formula straight from inches
    expect(navyBodyFatMale(72 * 2.54, 34 * 2.54, 15 * 2.54)).toBe(16.7);
  });

  it("female form: 163.205 log10(waist + hip - neck) - 97.684 log10(height) - 78.387 on lengths in inches, one decimal", () => {
    const exact =
      163.205 * Math.log10(inches(70) + inches(95) - inches(32)) - 97.684 * Math.log10(inches(165)) - 78.387;
    expect(navyBodyFatFemale(165, 70, 95, 32)).toBe(round1(exact));
    expect(navyBodyFatFemale(165, 70, 95, 32)).toBe(25.1);
  });

  it.each([
    [180, 85, 38, null],
    [170, 100, 42, null],
    [190, 75, 40, null],
    [165, 70, 32, 95],
    [160, 85, 34, 105],
  ])(
    "agrees with the Navy's centimetre formula (%s cm, waist %s, neck %s, hip %s) within one point",
    (h, w, n, hip) => {
      const metric =
        hip === null
          ? 495 / (1.0324 - 0.19077 * Math.log10(w - n) + 0.15456 * Math.log10(h)) - 450
          : 495 / (1.29579 - 0.35004 * Math.log10(w + hip - n) + 0.221 * Math.log10(h)) - 450;
      const ours = hip === null ? navyBodyFatMale(h, w, n) : navyBodyFatFemale(h, w, hip, n);
      expect(Math.abs(ours - metric)).toBeLessThan(1);
    },
  );

  it.each([
    [1.9, false],
    [2, true],
    [75, true],
    [75.1, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])("a body fat of %s is plausible: %s", (value, plausible) => {
    expect(isPlausibleBodyFat(value)).toBe(plausible);
  });
});

describe("calories", () => {
  const man = { sex: "male" as const, weightKg: 80, heightCm: 180, age: 30 };

  it("BMR is 10 weight + 6.25 height - 5 age + 5 for men and -161 for women", () => {
    expect(basalMetabolicRate("male", 80, 180, 30)).toBe(1780);
    expect(basalMetabolicRate("female", 80, 180, 30)).toBe(1614);
  });

  it.each([
    ["sedentary", 1.2, 2136],
    ["light", 1.375, 2448],
    ["moderate", 1.55, 2759],
    ["active", 1.725, 3071],
    ["very_active", 1.9, 3382],
  ] as const)("%s multiplies by %s (rounded: %s)", (activity, factor, expected) => {
    expect(ACTIVITY_FACTORS[activity]).toBe(factor);
    expect(dailyCalories({ ...man, activity })).toBe(expected);
    expect(dailyCalories({ ...man, activity })).toBe(Math.round(1780 * factor));
  });

  it("uses -161 instead of +5 for women", () => {
    expect(dailyCalories({ ...man, sex: "female", activity: "sedentary" })).toBe(Math.round(1614 * 1.2));
  });

  it("cutting is 80 % and bulking 110 % of maintenance, rounded", () => {
    expect(cuttingCalories(2136)).toBe(1709); // 1708.8
    expect(bulkingCalories(2136)).toBe(2350); // 2349.6
    expect(cuttingCalories(2000)).toBe(1600);
    expect(bulkingCalories(2000)).toBe(2200);
  });
});

describe("unit conversion", () => {
  it.each([
    [5, 10, 177.8],
    [6, 0, 182.88],
    [0, 1, 2.54],
  ])("%s ft %s in is %s cm", (ft, inches, cm) => {
    expect(feetAndInchesToCm(ft, inches)).toBeCloseTo(cm, 10);
  });

  it("pounds to kilograms uses 0.45359237", () => {
    expect(poundsToKg(1)).toBe(0.45359237);
    expect(poundsToKg(154)).toBeCloseTo(69.853, 3);
  });

  it("inches to centimetres uses 2.54", () => {
    expect(inchesToCm(34)).toBeCloseTo(86.36, 10);
  });
});

describe("tab from the URL", () => {
  it.each([
    ["bmi", "bmi"],
    ["bodyfat", "bodyfat"],
    ["calories", "calories"],
    [null, "bmi"],
    ["", "bmi"],
    ["../etc", "bmi"],
  ])("?tab=%s opens %s", (value, tab) => {
    expect(tabFrom(value)).toBe(tab);
  });
});

describe("parsing calculator queries", () => {
  it("parses metric BMI input", () => {
    expect(parseCalculatorQuery("bmi", q("height=175&weight=70.5"))).toEqual({
      ok: true,
      value: { tab: "bmi", units: "metric", heightCm: 175, weightKg: 70.5 },
      values: { height: "175", weight: "70.5" },
    });
  });

  it("converts imperial input (ft + in, lb) to metric", () => {
    const parsed = parseCalculatorQuery("bmi", q("units=imperial&heightFt=5&heightIn=10&weight=154"));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value).toMatchObject({ units: "imperial" });
    expect(parsed.value.tab === "bmi" && parsed.value.heightCm).toBeCloseTo(177.8, 10);
    expect(parsed.value.tab === "bmi" && parsed.value.weightKg).toBeCloseTo(69.853, 3);
  });

  it("converts imperial circumferences from inches", () => {
    const parsed = parseCalculatorQuery("bodyfat", q("units=imperial&sex=male&heightFt=6&heightIn=0&neck=15&waist=34"));
    expect(parsed.ok && parsed.value.tab === "bodyfat" && parsed.value.waistCm).toBeCloseTo(86.36, 10);
    expect(parsed.ok && parsed.value.tab === "bodyfat" && parsed.value.neckCm).toBeCloseTo(38.1, 10);
  });

  it.each([
    ["height=&weight=70", "height", "Enter your height"],
    ["weight=70", "height", "Enter your height"],
    ["height=abc&weight=70", "height", "Height must be a whole number"],
    ["height=175.5&weight=70", "height", "Height must be a whole number"],
    ["height=99&weight=70", "height", "Height must be between 100 and 250 cm"],
    ["height=251&weight=70", "height", "Height must be between 100 and 250 cm"],
    ["height=-175&weight=70", "height", "Height must be between 100 and 250 cm"],
    ["height=175&weight=29.9", "weight", "Weight must be between 30 and 300 kg"],
    ["height=175&weight=300.1", "weight", "Weight must be between 30 and 300 kg"],
    ["height=175&weight=1e3", "weight", "Weight must be a number"],
    ["height=175&weight=Infinity", "weight", "Weight must be a number"],
    ["height=175&weight=NaN", "weight", "Weight must be a number"],
    ["height=175&weight=0x50", "weight", "Weight must be a number"],
    ["height=175&weight=99999999999999999999999", "weight", "Weight must be a number"],
    ["height=175&weight=70&weight=80", "weight", "Weight was given more than once; enter one value"],
    ["height=175&weight=70&units=stones", "units", "Choose metric or imperial units"],
  ])("BMI ?%s -> %s: %s", (query, field, message) => {
    const parsed = parseCalculatorQuery("bmi", q(query));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors[field]).toBe(message);
  });

  it.each([
    ["height=100&weight=30", true],
    ["height=250&weight=300", true],
    ["height=175&weight=70&weight=70", true], // a repeated identical value is harmless
    ["height= 175 &weight=70.", true],
    ["height=175&weight=.5e2", false],
  ])("BMI ?%s is accepted: %s", (query, ok) => {
    expect(parseCalculatorQuery("bmi", q(query)).ok).toBe(ok);
  });

  it("reports every wrong field at once", () => {
    const parsed = parseCalculatorQuery("calories", q("sex=other&age=12&height=&weight=abc&activity=lazy"));
    expect(parsed).toMatchObject({
      ok: false,
      errors: {
        sex: "Choose male or female",
        age: "Age must be between 13 and 100",
        height: "Enter your height",
        weight: "Weight must be a number",
        activity: "Choose an activity level",
      },
    });
  });

  it.each([
    ["age=13", true],
    ["age=100", true],
    ["age=13.5", false],
    ["age=101", false],
  ])("calories ?%s is accepted: %s", (age, ok) => {
    const parsed = parseCalculatorQuery("calories", q(`sex=male&height=180&weight=80&activity=moderate&${age}`));
    expect(parsed.ok).toBe(ok);
  });

  it.each([
    ["neck=20&waist=40", true],
    ["neck=80&waist=200", true],
    ["neck=19.9&waist=80", false],
    ["neck=80.1&waist=100", false],
    ["neck=38&waist=39.9", false],
    ["neck=38&waist=200.1", false],
  ])("body fat ?%s is accepted: %s", (query, ok) => {
    expect(parseCalculatorQuery("bodyfat", q(`sex=male&height=180&${query}`)).ok).toBe(ok);
  });

  it.each([["neck=40&waist=40"], ["neck=45&waist=41"]])(
    "body fat with ?%s says the waist must be larger than the neck",
    (query) => {
      const parsed = parseCalculatorQuery("bodyfat", q(`sex=male&${query}&height=`));
      expect(parsed).toMatchObject({
        ok: false,
        errors: { waist: "Waist must be larger than neck", height: "Enter your height" },
      });
    },
  );

  it("the female formula needs a hip measurement; the male formula ignores it", () => {
    const base = "height=165&neck=32&waist=70";
    expect(parseCalculatorQuery("bodyfat", q(`sex=female&${base}`))).toMatchObject({
      ok: false,
      errors: { hip: "Enter your hip measurement" },
    });
    expect(parseCalculatorQuery("bodyfat", q(`sex=female&${base}&hip=49.9`))).toMatchObject({
      ok: false,
      errors: { hip: "Hip must be between 50 and 200 cm" },
    });
    expect(parseCalculatorQuery("bodyfat", q(`sex=male&${base}&hip=nonsense`))).toMatchObject({
      ok: true,
      value: { hipCm: null },
    });
  });

  it.each([
    ["heightFt=3&heightIn=3", "Height must be between 3 ft 4 in and 8 ft 2 in"],
    ["heightFt=8&heightIn=3", "Height must be between 3 ft 4 in and 8 ft 2 in"],
    ["heightFt=5&heightIn=12", "Inches must be between 0 and 11"],
    ["heightFt=5&heightIn=", "Enter your inches (0 to 11)"],
    ["heightFt=five&heightIn=10", "Feet must be a whole number"],
  ])("imperial height ?%s says %s", (height, message) => {
    const parsed = parseCalculatorQuery("bmi", q(`units=imperial&${height}&weight=150`));
    expect(parsed).toMatchObject({ ok: false, errors: { height: message } });
  });

  it.each([
    ["heightFt=3&heightIn=4&weight=150", true],
    ["heightFt=8&heightIn=2&weight=150", true],
    ["heightFt=5&heightIn=10&weight=66", false],
    ["heightFt=5&heightIn=10&weight=67", true],
    ["heightFt=5&heightIn=10&weight=661", true],
    ["heightFt=5&heightIn=10&weight=662", false],
  ])("imperial BMI ?%s is accepted: %s", (query, ok) => {
    expect(parseCalculatorQuery("bmi", q(`units=imperial&${query}`)).ok).toBe(ok);
  });

  it("gives imperial ranges in imperial units", () => {
    const parsed = parseCalculatorQuery(
      "bodyfat",
      q("units=imperial&sex=female&heightFt=5&heightIn=5&neck=2&waist=100&hip=10"),
    );
    expect(parsed).toMatchObject({
      ok: false,
      errors: {
        neck: "Neck must be between 8 and 31 in",
        waist: "Waist must be between 16 and 78 in",
        hip: "Hip must be between 20 and 78 in",
      },
    });
  });

  it("keeps what the person typed, cut to a sane length", () => {
    const long = "9".repeat(500);
    const parsed = parseCalculatorQuery("bmi", q(`height=abc&weight=${long}`));
    expect(parsed.values).toEqual({ height: "abc", weight: "9".repeat(40) });
  });

  it("never throws, whatever the query", () => {
    const hostile = [
      "",
      "tab=bmi&height[]=1",
      "height=%00&weight=%FF",
      "height=1&height=2&height=3",
      `weight=${"1".repeat(100_000)}`,
      "units=imperial&heightFt=&heightIn=",
      "sex=__proto__&activity=constructor&hip=toString",
    ];
    for (const query of hostile) {
      for (const tab of ["bmi", "bodyfat", "calories"] as const) {
        expect(() => parseCalculatorQuery(tab, q(query))).not.toThrow();
      }
    }
  });
});

describe("calculate (what the page shows)", () => {
  it("a fresh visit shows an empty form without messages", () => {
    expect(calculate(q("tab=calories"))).toEqual({
      tab: "calories",
      units: "metric",
      submitted: false,
      values: {},
      errors: {},
      result: null,
    });
  });

  it("BMI result with its category", () => {
    expect(calculate(q("tab=bmi&height=175&weight=70")).result).toEqual({
      tab: "bmi",
      bmi: 22.9,
      category: "Normal",
    });
  });

  it("imperial BMI matches the metric one", () => {
    // 5 ft 9 in = 175.26 cm, 154.3 lb = 69.99 kg
    expect(calculate(q("tab=bmi&units=imperial&heightFt=5&heightIn=9&weight=154.3")).result).toEqual({
      tab: "bmi",
      bmi: bmi(poundsToKg(154.3), feetAndInchesToCm(5, 9)),
      category: "Normal",
    });
  });

  it("body fat names the formula used", () => {
    expect(calculate(q("tab=bodyfat&sex=male&height=180&neck=38&waist=85")).result).toEqual({
      tab: "bodyfat",
      percent: 16.2,
      formula: "male",
    });
    expect(calculate(q("tab=bodyfat&sex=female&height=165&neck=32&waist=70&hip=95")).result).toEqual({
      tab: "bodyfat",
      percent: 25.1,
      formula: "female",
    });
  });

  it("legal-looking measurements that give an impossible body fat get a message, not -120 %", () => {
    const outcome = calculate(q("tab=bodyfat&sex=male&height=180&neck=40&waist=41"));
    expect(outcome.result).toBeNull();
    expect(outcome.errors.waist).toMatch(/realistic/);
  });

  it("calories show maintenance, cutting and bulking", () => {
    expect(calculate(q("tab=calories&sex=male&age=30&height=180&weight=80&activity=sedentary")).result).toEqual({
      tab: "calories",
      maintenance: 2136,
      cutting: 1709,
      bulking: 2350,
    });
  });

  it("a submitted form with every field empty gets a message per field", () => {
    const outcome = calculate(q("tab=calories&sex=&age=&height=&weight=&activity="));
    expect(outcome.result).toBeNull();
    expect(Object.keys(outcome.errors).sort()).toEqual(["activity", "age", "height", "sex", "weight"]);
  });
});
