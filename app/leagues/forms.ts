// The leagues' forms (zod; parsed by app/forms/parse.ts).
import { z } from "zod";

export const LeaguesChoice = z.object({
  leagues: z.enum(["on", "off"], { error: "Choose on or off." }),
});
