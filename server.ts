// Production Worker entry: the built Remix app plus the chat room class.
import type { ServerBuild } from "@remix-run/cloudflare";
// @ts-ignore - exists after `npm run build`
import * as build from "./build/server/index.js";
import { makeWorker } from "./app/worker";

export { ChatRoom } from "./party/chat-room";

export default makeWorker(build as unknown as ServerBuild);
