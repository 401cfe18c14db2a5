// Staff's public module: the roles, what each may do, and where staff pages live.
export { RoleChange } from "./forms";
export { STAFF_PATHS } from "./paths";
export { holds, ROLE_DUTIES, ROLE_NAMES, STAFF_ROLES, type StaffRole } from "./roles";
