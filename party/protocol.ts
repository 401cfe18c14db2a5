// What the chat room says on the wire (server -> browser).
export type ChatMessageWire = {
  id: number;
  channelId: string;
  userId: string;
  username: string;
  message: string;
  createdAt: number;
};

export type RoomEvent =
  | { type: "presence"; online: number }
  | { type: "message"; message: ChatMessageWire }
  | { type: "deleted"; channelId: string; id: number };

/** The Durable Object binding's URL segment: /parties/chat-room/<channel>. */
export const PARTY = "chat-room";
