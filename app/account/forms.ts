// The account deletion form's rule: the member types their password to confirm.
import { z } from "zod";
import { PASSWORD_MAX } from "~/auth";

export const DeleteAccount = z.object({
  password: z
    .string({ error: "Enter your password to confirm" })
    .min(1, "Enter your password to confirm")
    .max(PASSWORD_MAX, "That password is not right. Nothing was deleted."),
});

export const WRONG_PASSWORD = "That password is not right. Nothing was deleted.";
export const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a minute and try again. Nothing was deleted.";
