// Staff's public server module: the role gate, the roles and the audit log's one writer.
export { requireStaff, requireStaffWith } from "./guard.server";
export {
  auditQuery,
  auditStatement,
  changeRole,
  rolesOf,
  rolesQuery,
  staffListQuery,
  staffRowsDeletion,
  staffTargetQuery,
  type Actor,
} from "./staff.server";
