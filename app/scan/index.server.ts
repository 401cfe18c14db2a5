// The scanner's public server module: what deleting an account asks of it.
export { deleteAllScansOfMember } from "./scans.server";
