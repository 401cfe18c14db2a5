// Staff's views.
export { StaffNav } from "./staff-nav";
