// The assessment's public module: how answers become a recommendation, for the personal plan (app/plan).
export { FOCUSES, recommend, type Focus } from "./result";
export { QUESTION_COUNT, TIME, TIME_QUESTION } from "./questions";
