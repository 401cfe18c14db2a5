// How a lift's value reads: kilograms, reps or seconds.
export type LiftUnit = "kg" | "reps" | "s";

export const formatLiftValue = (value: number, unit: LiftUnit) =>
  unit === "kg" ? `${value} kg` : unit === "s" ? `${value} s` : `${value} reps`;
