// Where coaching lives: the member's page and the coach's queue under /staff.
import { COACHING_PATH } from "~/billing";
import { STAFF_PATHS } from "~/staff";

export const COACHING_PATHS = {
  member: COACHING_PATH,
  coach: STAFF_PATHS.coaching,
} as const;
