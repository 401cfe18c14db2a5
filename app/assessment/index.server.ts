// The assessment's public server module: a member's saved result.
export { savedAssessment } from "./assessment.server";
