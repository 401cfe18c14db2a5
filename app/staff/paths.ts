// Where the staff pages live (all under STAFF_PREFIX).
import { STAFF_PREFIX } from "./roles";

export const STAFF_PATHS = {
  home: STAFF_PREFIX,
  queue: `${STAFF_PREFIX}/support`,
  request: (id: number) => `${STAFF_PREFIX}/support/${id}`,
  moderation: `${STAFF_PREFIX}/moderation`,
  coaching: `${STAFF_PREFIX}/coaching`,
  roles: `${STAFF_PREFIX}/roles`,
  audit: `${STAFF_PREFIX}/audit`,
} as const;
