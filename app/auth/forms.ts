// Account forms' rules and messages (spec section 5).
import { z } from "zod";
import { DELETED_MEMBER } from "../../db/constants";
import { usernameSkeleton } from "./username-skeleton";

/** What deleted accounts are shown as: nobody may take it, nor a name that looks like it. */
const RESERVED = usernameSkeleton(DELETED_MEMBER);
export const USERNAME_RESERVED = "That username is reserved. Please choose another.";
const notReserved = (v: string) => usernameSkeleton(v) !== RESERVED;

export const USERNAME_MAX = 20;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

const email = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .pipe(z.email("Enter a valid email address"))
  .transform((v) => v.toLowerCase());

export const username = z
  .string({ error: "Username is required" })
  .trim()
  .min(1, "Username is required")
  .max(USERNAME_MAX, `Username must be ${USERNAME_MAX} characters or less`)
  .regex(/^[\p{L}\p{N}_.\- ]+$/u, "Use letters, numbers, spaces, dots, dashes or underscores")
  .refine(notReserved, USERNAME_RESERVED);

const password = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be ${PASSWORD_MAX} characters or less`);

export const SignIn = z.object({
  email,
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(PASSWORD_MAX),
});

export const SignUp = z
  .object({ email, username, password, confirmPassword: z.string().default("") })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "Passwords do not match",
  });

export const UsernameEdit = z.object({
  username: z
    .string()
    .default("")
    .transform((v) => v.trim())
    .pipe(
      z
        .string()
        .min(1, "Username cannot be empty")
        .max(USERNAME_MAX, `Username must be ${USERNAME_MAX} characters or less`)
        .regex(/^[\p{L}\p{N}_.\- ]+$/u, "Use letters, numbers, spaces, dots, dashes or underscores")
        .refine(notReserved, USERNAME_RESERVED),
    ),
});

export const ForgotPassword = z.object({ email });

export const ResetPassword = z
  .object({
    token: z.string().min(1, "This reset link is invalid").max(200),
    password,
    confirmPassword: z.string().default(""),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "Passwords do not match",
  });

/** Longer redirect targets are refused: they would only bloat the Location header. */
const REDIRECT_MAX = 1024;
const BASE = "http://glowup.invalid";

/**
 * Only same-site paths are honoured; anything else goes to `fallback`. The decision is
 * made on the normalised URL (what a browser will follow), not on the raw text:
 * `/.//evil.example` and `/%2e//evil.example` normalise to `//evil.example`, which a
 * browser reads as another host.
 */
export function safeRedirect(to: string | null | undefined, fallback = "/") {
  if (!to || typeof to !== "string" || to.length > REDIRECT_MAX) return fallback;
  // Backslashes, tabs, newlines and other controls are read differently by different parsers.
  // eslint-disable-next-line no-control-regex -- control characters are what this test looks for
  if (/[\u0000-\u001f\u007f\\]/.test(to)) return fallback;
  if (!to.startsWith("/") || to.startsWith("//")) return fallback;
  let url: URL;
  try {
    url = new URL(to, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = url.pathname + url.search + url.hash;
  if (path.length > REDIRECT_MAX || !path.startsWith("/") || path.startsWith("//") || /[\\]/.test(path))
    return fallback;
  // What the browser will do with the result: still this site, the same path.
  const again = new URL(path, BASE);
  if (again.origin !== BASE || again.pathname + again.search + again.hash !== path) return fallback;
  return path;
}

/** Which pane a sign-in page shows and where it goes next (query or posted form):
 * sign-in unless "signup", a same-site redirect, and the trial a sign-up asks for (the
 * page decides whether that is the trial on offer). */
export const AuthIntent = z.object({
  mode: z
    .string()
    .optional()
    .transform((v): "signin" | "signup" => (v === "signup" ? "signup" : "signin")),
  redirect: z
    .string()
    .optional()
    .transform((v) => safeRedirect(v)),
  trial: z.string().optional(),
});

/** A verification link's token (/auth/verify): the JWT better-auth made, bounded in size. */
export const VerifyLink = z.object({
  token: z
    .string({ error: "This link is not valid." })
    .trim()
    .min(1, "This link is not valid.")
    .max(2000, "This link is not valid."),
});

/** Where "Send a new link" returns to (a same-site path, else home). */
export const ResendLink = z.object({
  back: z
    .string()
    .optional()
    .transform((v) => safeRedirect(v)),
});
