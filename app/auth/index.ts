// Auth's public module: who a member is, for the features that serve them (its widgets
// are ./ui/index.ts).
export { PASSWORD_MAX, USERNAME_MAX } from "./forms";
export type { Member } from "./member";
export { addressAllowsTrial } from "./verification";
