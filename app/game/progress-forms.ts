// The /progress tabs and the shapes of its forms (zod; parsed by app/forms/parse.ts).
import { z } from "zod";
import { queued } from "~/forms/queued";
import type { IconName } from "~/ui/icon-names";

export const PROGRESS_TABS = [
  { id: "challenges", label: "Challenges", icon: "target" },
  { id: "inbox", label: "Inbox", icon: "inbox" },
  { id: "battles", label: "1v1", icon: "swords" },
  { id: "ranks", label: "Ranks", icon: "chart" },
  { id: "trophies", label: "Trophies", icon: "trophy" },
] as const satisfies readonly { id: string; label: string; icon: IconName }[];

/** Tabs rendered on /progress itself (Ranks and Trophies are links to their boards). */
export type ProgressTab = "challenges" | "inbox" | "battles";

export function readProgressTab(value: string | null): ProgressTab {
  return value === "inbox" || value === "battles" ? value : "challenges";
}

const challengeId = z
  .string({ error: "Choose a challenge" })
  .trim()
  .min(1, "Choose a challenge")
  .max(64, "Unknown challenge");
/** The zone the page counted its day in: the action plays that same day (an unknown zone is ignored). */
const zone = z.string().max(64).optional().catch(undefined);
const id = (what: string) =>
  z.coerce
    .number({ error: `Unknown ${what}` })
    .int(`Unknown ${what}`)
    .positive(`Unknown ${what}`)
    .max(2 ** 31, `Unknown ${what}`);
export const SEARCH_MAX = 20;

export const ProgressAction = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("start"), challengeId, zone, ...queued }),
    z.object({ intent: z.literal("complete"), challengeId, zone, ...queued }),
    z.object({ intent: z.literal("daily-task"), zone, ...queued }),
    z.object({ intent: z.literal("buy-freeze"), zone }),
    z.object({
      intent: z.literal("invite"),
      username: z
        .string({ error: "Choose a member to invite" })
        .trim()
        .min(1, "Choose a member to invite")
        .max(SEARCH_MAX, "Usernames are at most 20 characters"),
      challengeId,
    }),
    z.object({ intent: z.literal("accept"), invitationId: id("invitation") }),
    z.object({ intent: z.literal("decline"), invitationId: id("invitation") }),
  ],
  { error: "That request was not understood. Please try again." },
);
export type ProgressActionInput = z.infer<typeof ProgressAction>;

export const SearchQuery = z.object({
  q: z
    .string()
    .trim()
    .max(SEARCH_MAX, `Search by up to ${SEARCH_MAX} characters`)
    .optional()
    .transform((v) => v ?? ""),
});

/** Where an action's redirect lands. */
export function tabOfIntent(intent: ProgressActionInput["intent"]): ProgressTab {
  if (intent === "start" || intent === "complete" || intent === "daily-task" || intent === "buy-freeze")
    return "challenges";
  if (intent === "decline") return "inbox";
  return "battles";
}
