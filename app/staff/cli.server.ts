// What `npm run staff` (scripts/staff.mjs) bundles: the same role writer as the console,
// so a grant from the command line is checked and audited the same way.
export { database } from "~/db.server";
export { STAFF_ROLES } from "./roles";
export { roleChangeStatements, userIdByEmail } from "./staff.server";
