// How billing and account deletion tell the rooms that a member's access changed: each
// room closes that member's sockets at once (a browser then asks the app for a new ticket,
// behind the gate). A room that cannot be reached is logged; its alarm still closes gated
// sockets when their access ends. Part of chat's rooms port (app/chat/rooms): it imports
// no feature, so the features below chat may call it (docs/decisions/055-chat-island.md).
import { chatChannels } from "../../../db/seed-data.mjs";
import type { Env } from "~/env";
import { logError } from "~/ops/log.server";
import { commandRoom } from "./protocol";

const ROOMS: string[] = chatChannels.map((c: { id: string }) => c.id);
const NOTIFY_TIMEOUT_MS = 2_000;

/** "gated": the member lost a paid tier (only gated rooms' sockets close); "all": account deleted. */
export async function memberAccessChanged(ns: Env["ChatRoom"], memberId: string, scope: "gated" | "all") {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, NOTIFY_TIMEOUT_MS)));
  const calls = Promise.all(
    ROOMS.map(async (room) => {
      try {
        await commandRoom(ns, room, { type: "revoke", memberId, scope });
      } catch (error) {
        logError(`chat-room-unreachable:${room}`, error);
      }
    }),
  );
  await Promise.race([calls, timeout]).finally(() => clearTimeout(timer));
}
