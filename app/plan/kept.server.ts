// A visitor's choices on the way to an account (decision 075): the assessment's answers and a
// chosen plan, kept through sign-up in a cookie signed with the auth secret (HMAC), so that
// after signing in they land on their result, saved as their plan, then on checkout. The
// cookie only remembers what was asked for: the server recomputes the recommendation from the
// answers, and checkout the price and the trial from the plan's id and the member's record.
// A cookie that fails its signature, its shape or its age is ignored.
import { checkoutHref, TIERS, TRIAL_TIER, type Tier } from "~/billing";
import { QUESTION_COUNT, recommend } from "~/assessment";
import { database } from "~/db.server";
import { planQuery, savePlan } from "./plan.server";
import { authSecret } from "~/auth/index.server";
import type { Env } from "~/env";
import { sign, verify } from "~/security/signing.server";
import { z } from "zod";

const NAME = "gu_kept";
/** How long a visitor's choices wait for their account: a day. */
export const KEPT_FOR_MS = 24 * 60 * 60 * 1000;

const Kept = z.object({
  answers: z.array(z.number().int().min(0).max(3)).length(QUESTION_COUNT).optional(),
  plan: z.enum(TIERS).optional(),
  at: z.number(),
});

export type KeptChoices = { answers?: number[]; plan?: Tier };

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

function cookieValue(request: Request): string | null {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === NAME) return rest.join("=");
  }
  return null;
}

/** The visitor's kept choices, or null (none, tampered, malformed or older than a day). */
export async function readKept(request: Request, env: Env, now = Date.now()): Promise<KeptChoices | null> {
  const token = cookieValue(request);
  if (!token) return null;
  const parsed = Kept.safeParse(await verify(token, authSecret(env)));
  if (!parsed.success || now - parsed.data.at > KEPT_FOR_MS || parsed.data.at > now + 60_000) return null;
  const { answers, plan } = parsed.data;
  return answers || plan ? { answers, plan } : null;
}

function attributes(request: Request, maxAge: number) {
  const url = new URL(request.url);
  const secure = url.protocol === "https:" || !LOCAL_HOSTS.has(url.hostname);
  return `Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure ? "; Secure" : ""}`;
}

/** The Set-Cookie that keeps `choices` added to what the visitor already kept. */
export async function keepChoices(request: Request, env: Env, choices: KeptChoices, now = Date.now()) {
  const before = await readKept(request, env, now);
  const payload = { ...before, ...choices, at: now };
  return `${NAME}=${await sign(payload, authSecret(env))}; ${attributes(request, KEPT_FOR_MS / 1000)}`;
}

/** The Set-Cookie that forgets the kept choices (once they are used). */
export const forgetKept = (request: Request) => `${NAME}=; ${attributes(request, 0)}`;

/**
 * What signing in does with kept choices: the answers become the member's plan when they have
 * none yet (an existing plan is replaced only on /assessment, after its confirmation), and the
 * member lands on that plan with the way on to checkout, or straight on checkout for a plan
 * chosen without the assessment. The trial is only asked for: checkout decides who gets it.
 */
export async function adoptKept(env: Env, userId: string, kept: KeptChoices): Promise<string> {
  const plan = kept.plan ?? (kept.answers ? recommend(kept.answers).plan : TRIAL_TIER);
  if (!kept.answers) return checkoutHref(plan, plan === TRIAL_TIER);
  const [existing] = await planQuery(database(env), userId);
  if (!existing) await savePlan(env, userId, kept.answers);
  return `/assessment?continue=${plan}`;
}
