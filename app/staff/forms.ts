// The admin console's form: grant or revoke a role, naming the member by their address.
import { z } from "zod";
import { STAFF_ROLES } from "../../db/constants";

export const RoleChange = z.object({
  intent: z.enum(["grant", "revoke"], { error: "Choose grant or revoke." }),
  email: z.string().trim().toLowerCase().email("Please enter the member's email address."),
  role: z.enum(STAFF_ROLES, { error: "Choose a role." }),
});
