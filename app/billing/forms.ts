// Billing forms' rules (checkout, the local provider's pay page and portal), read by
// parseForm like every other form.
import { z } from "zod";
import { isTier, TIERS, type Tier } from "./plans";

/** A plan choice: an unknown plan falls back to starter (any letter case); a trial only for "true". */
export const PlanChoice = z.object({
  plan: z
    .string()
    .default("")
    .transform((v): Tier => (isTier(v.toLowerCase()) ? (v.toLowerCase() as Tier) : "starter")),
  trial: z
    .string()
    .optional()
    .transform((v) => v === "true"),
});

/** Where a billing form returns to (checked by safeRedirect before use). */
const ReturnTo = z.object({ return: z.string().optional() });

/** A change in the local billing portal. */
export const PortalChangeForm = ReturnTo.extend({
  intent: z.enum(["cancel", "resume", "switch"], { error: "Choose what to change." }),
  tier: z.enum(TIERS).optional(),
}).refine((v) => v.intent !== "switch" || v.tier, { path: ["tier"], message: "Choose what to change." });

/** "Keep Elite": the subscription and the plan the member saw with its pending change. */
export const KeepForm = ReturnTo.extend({
  subscription: z.string().trim().min(1, { error: "Choose the plan to keep." }).max(200),
  tier: z.enum(TIERS, { error: "Choose the plan to keep." }),
});

// Stripe's documented test cards: 4242... pays, 4000 0000 0000 0002 is declined.
const DECLINED = new Set(["4000000000000002", "4000000000009995", "4000000000009987"]);

/** The local pay page's card: Stripe's messages, first failing field only. */
export const CardForm = z
  .object({ cardNumber: z.string().default(""), expiry: z.string().default(""), cvc: z.string().default("") })
  .superRefine((card, ctx) => {
    const problem = cardProblem(card, new Date());
    if (problem) ctx.addIssue({ code: "custom", path: [problem.field], message: problem.message });
  });

function cardProblem(card: { cardNumber: string; expiry: string; cvc: string }, today: Date) {
  const number = card.cardNumber.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(number) || !luhn(number))
    return { field: "cardNumber", message: "Your card number is invalid." };
  const m = card.expiry.replace(/\s/g, "").match(/^(\d{1,2})\/(\d{2}|\d{4})$/);
  if (!m) return { field: "expiry", message: "Enter the expiry date as MM / YY." };
  const month = Number(m[1]);
  const year = Number(m[2].length === 2 ? `20${m[2]}` : m[2]);
  if (month < 1 || month > 12) return { field: "expiry", message: "Your card's expiration month is invalid." };
  const lastValid = new Date(Date.UTC(year, month, 1)); // first day after the expiry month
  if (lastValid.getTime() <= today.getTime())
    return { field: "expiry", message: "Your card's expiration date is in the past." };
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { field: "cvc", message: "Your card's security code is incomplete." };
  if (DECLINED.has(number)) return { field: "form", message: "Your card was declined. Try a different card." };
  return null;
}

function luhn(number: string) {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
