// Analytics' views for routes.
export { AnalyticsPage } from "./analytics-page";
