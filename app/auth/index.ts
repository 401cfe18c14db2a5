// Auth's public module: who a member is, for the features that serve them.
export { PASSWORD_MAX, USERNAME_MAX } from "./forms";
export type { Viewer } from "./viewer";
