// The calculator's public module: goals and the form link other pages use.
export { GOAL_LABELS } from "./goals";
