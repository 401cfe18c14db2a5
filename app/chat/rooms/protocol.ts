// What the chat rooms say on the wire: room -> browser, and app -> room. The rooms' Worker
// (party/), the app's chat and the browser's island all read it; it imports no feature.
import type { Env } from "~/env";

/**
 * A message as a browser sees it. No author id: the name shown, and whether the viewer
 * wrote it (`mine`), decided per viewer by the server (page, catch-up) or the room (live).
 */
export type ChatMessageWire = {
  id: number;
  channelId: string;
  username: string;
  message: string;
  createdAt: number;
  mine: boolean;
};

/** A message as the app hands it to a room: the author's id stays between the two. */
export type RoomMessage = Omit<ChatMessageWire, "mine"> & { authorId: string };

/** A member's chat standing (decision 076): muted until a time, banned, or neither. */
export type StandingWire = { kind: "ok" } | { kind: "muted"; until: number } | { kind: "banned" };

/** Room -> browser. `standing` goes to the one member it concerns. */
export type RoomEvent =
  | { type: "presence"; online: number }
  | { type: "message"; message: ChatMessageWire }
  | { type: "deleted"; channelId: string; id: number }
  | { type: "standing"; standing: StandingWire };

/**
 * App -> room (a stub request; browsers cannot send these). `revoke` closes a member's
 * sockets: "gated" only those a gated channel's ticket opened (lost Elite), "all" every one
 * (account deleted).
 */
export type RoomCommand =
  // `hiddenFrom`: members who block the author; their sockets do not get the message.
  | { type: "message"; message: RoomMessage; hiddenFrom?: string[] }
  | { type: "deleted"; channelId: string; id: number }
  | { type: "revoke"; memberId: string; scope: "gated" | "all" }
  // A moderator muted, banned or lifted the member: their sockets are told (a ban closes them).
  | { type: "standing"; memberId: string; standing: StandingWire };

/** The Durable Object binding's URL segment: /parties/chat-room/<channel>. */
export const PARTY = "chat-room";

/** Close code a room uses when a member's access ended (the browser asks the app again). */
export const ACCESS_ENDED = 4003;

/**
 * Sends a command to a room through its Durable Object stub. Callers only `import type`
 * from partyserver (vite dev runs routes in Node): a plain stub fetch with the room's
 * name, which partyserver reads from these headers.
 */
export function commandRoom(ns: Env["ChatRoom"], room: string, command: RoomCommand) {
  return ns.get(ns.idFromName(room)).fetch("http://room/command", {
    method: "POST",
    body: JSON.stringify(command),
    headers: { "content-type": "application/json", "x-partykit-room": room, "x-partykit-namespace": PARTY },
  });
}
