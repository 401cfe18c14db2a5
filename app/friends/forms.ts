// Friends' forms (zod; parsed by app/forms/parse.ts).
import { z } from "zod";

export const FollowForm = z.object({
  intent: z.enum(["follow", "unfollow"], { error: "Choose follow or unfollow." }),
  username: z.string({ error: "Name a member." }).trim().min(1, "Name a member.").max(30),
  // Where the post came from: the member lands back there.
  from: z.enum(["rankings", "friends"]).default("friends"),
  q: z.string().trim().max(30).optional(),
});
