// Auth's widgets for other features' views (the facts are ../index.ts).
export { VerifyNotice } from "./verify-notice";
