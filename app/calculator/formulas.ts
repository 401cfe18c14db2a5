// Pure health formulas. Every number a rule depends on is named here; the
// server loader and the browser both call these, so results always agree.

export type Sex = "male" | "female";

/** Round half up to one decimal (the precision every calculator shows). */
export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

// ---------------------------------------------------------------- BMI

/** Upper bounds (exclusive) of each BMI category, in order. */
export const BMI_UNDERWEIGHT_BELOW = 18.5;
export const BMI_NORMAL_BELOW = 25;
export const BMI_OVERWEIGHT_BELOW = 30;

export type BmiCategory = "Underweight" | "Normal" | "Overweight" | "Obese";

/** BMI = kg / m², rounded to one decimal. */
export function bmi(weightKg: number, heightCm: number): number {
  const metres = heightCm / 100;
  return round1(weightKg / (metres * metres));
}

/** Category of a BMI value. Callers pass the rounded value so the label matches the number shown. */
export function bmiCategory(value: number): BmiCategory {
  if (value < BMI_UNDERWEIGHT_BELOW) return "Underweight";
  if (value < BMI_NORMAL_BELOW) return "Normal";
  if (value < BMI_OVERWEIGHT_BELOW) return "Overweight";
  return "Obese";
}

// ---------------------------------------------------------- Body fat (US Navy)
// The spec's coefficients (86.010 / 70.041 / 36.76 and 163.205 / 97.684 / 78.387) are the
// Navy's inch formulas. Fed centimetres they overstate body fat (a 165 cm woman with a
// 70 cm waist would read 51.6 %), so lengths are taken in cm and converted to inches
// first. See docs/decisions/ (navy body fat in inches).

/** Navy method, male form (lengths in cm), rounded to one decimal. Needs waist > neck. */
export function navyBodyFatMale(heightCm: number, waistCm: number, neckCm: number): number {
  const [height, waist, neck] = [heightCm, waistCm, neckCm].map(cmToInches);
  return round1(86.01 * Math.log10(waist - neck) - 70.041 * Math.log10(height) + 36.76);
}

/** Navy method, female form (lengths in cm), rounded to one decimal. Needs waist + hip > neck. */
export function navyBodyFatFemale(heightCm: number, waistCm: number, hipCm: number, neckCm: number): number {
  const [height, waist, hip, neck] = [heightCm, waistCm, hipCm, neckCm].map(cmToInches);
  return round1(163.205 * Math.log10(waist + hip - neck) - 97.684 * Math.log10(height) - 78.387);
}

/**
 * Results outside this range mean the measurements are mistyped (the formula happily
 * returns -120 % or 95 % for legal-looking inputs), so we show a message instead.
 */
export const PLAUSIBLE_BODY_FAT = { min: 2, max: 75 } as const;

export function isPlausibleBodyFat(percent: number): boolean {
  return Number.isFinite(percent) && percent >= PLAUSIBLE_BODY_FAT.min && percent <= PLAUSIBLE_BODY_FAT.max;
}

// ------------------------------------------------------------------ Calories

export const ACTIVITY_FACTORS = {
  sedentary: 1.2,
  light: 1.375,
  moderate: 1.55,
  active: 1.725,
  very_active: 1.9,
} as const;

export type Activity = keyof typeof ACTIVITY_FACTORS;

// Short enough for a 360 px phone's select box; ACTIVITY_HELP says the rest beside it.
export const ACTIVITY_LABELS: Record<Activity, string> = {
  sedentary: "Sedentary: little exercise",
  light: "Light: 1-3 days a week",
  moderate: "Moderate: 3-5 days a week",
  active: "Active: 6-7 days a week",
  very_active: "Very active: hard daily",
};
export const ACTIVITY_HELP =
  "Count the days you exercise. Very active means hard training every day, or a physical job.";

/** Mifflin-St Jeor sex constant: +5 for men, -161 for women. */
export const BMR_SEX_CONSTANT: Record<Sex, number> = { male: 5, female: -161 };

export const CUTTING_SHARE = 0.8;
export const BULKING_SHARE = 1.1;

/** Basal metabolic rate (Mifflin-St Jeor), unrounded. */
export function basalMetabolicRate(sex: Sex, weightKg: number, heightCm: number, age: number): number {
  return 10 * weightKg + 6.25 * heightCm - 5 * age + BMR_SEX_CONSTANT[sex];
}

/** Daily maintenance calories = BMR x activity factor, rounded to a whole number. */
export function dailyCalories(input: {
  sex: Sex;
  weightKg: number;
  heightCm: number;
  age: number;
  activity: Activity;
}): number {
  const { sex, weightKg, heightCm, age, activity } = input;
  return Math.round(basalMetabolicRate(sex, weightKg, heightCm, age) * ACTIVITY_FACTORS[activity]);
}

/** 80 % of maintenance, rounded. */
export function cuttingCalories(maintenance: number): number {
  return Math.round(maintenance * CUTTING_SHARE);
}

/** 110 % of maintenance, rounded. */
export function bulkingCalories(maintenance: number): number {
  return Math.round(maintenance * BULKING_SHARE);
}

// ------------------------------------------------------------- Unit conversion

export const CM_PER_INCH = 2.54;
export const KG_PER_POUND = 0.45359237;
export const INCHES_PER_FOOT = 12;

export function inchesToCm(inches: number): number {
  return inches * CM_PER_INCH;
}

export function feetAndInchesToCm(feet: number, inches: number): number {
  return inchesToCm(feet * INCHES_PER_FOOT + inches);
}

export function poundsToKg(pounds: number): number {
  return pounds * KG_PER_POUND;
}

export function cmToInches(cm: number): number {
  return cm / CM_PER_INCH;
}

export function kgToPounds(kg: number): number {
  return kg / KG_PER_POUND;
}
