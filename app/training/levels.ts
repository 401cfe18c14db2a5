// The programme levels and equipment sets, and how the pages name them (no programme data,
// so a page's own code can use them without shipping the programmes to the browser).
export const LEVELS = ["beginner", "intermediate", "advanced"] as const;
export type Level = (typeof LEVELS)[number];
export const EQUIPMENT = ["none", "dumbbells", "gym"] as const;
export type Equipment = (typeof EQUIPMENT)[number];

export const LEVEL_NAMES: Record<Level, string> = {
  beginner: "Beginner",
  intermediate: "Intermediate",
  advanced: "Advanced",
};
export const EQUIPMENT_NAMES: Record<Equipment, string> = {
  none: "No equipment",
  dumbbells: "Dumbbells",
  gym: "Gym",
};
