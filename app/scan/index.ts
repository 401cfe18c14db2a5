// The scanner's public module: the facts other features read about a member's scans
// (the measurements' names, units and balanced ranges, how a stored value reads).
export { formatMeasurement } from "./face/coaching";
export { MEASUREMENTS, type MeasurementKey } from "./face/rubric";
export { readMeasurements } from "./result";
export { formatRating } from "./rules";
