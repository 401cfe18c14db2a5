// Where the support desk's member pages live.
import { SUPPORT_PATH } from "~/billing";

export const SUPPORT_PATHS = {
  list: SUPPORT_PATH,
  ask: `${SUPPORT_PATH}/new`,
} as const;

export const supportThreadPath = (id: number) => `${SUPPORT_PATH}/${id}`;
export const screenshotPath = (id: number) => `${SUPPORT_PATH}/${id}/screenshot`;
