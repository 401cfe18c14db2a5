// Worker tests' entry: the same handler as server.ts, over the Remix build that
// Vite serves in-process (no `npm run build` needed).
import type { ServerBuild } from "@remix-run/cloudflare";
// @ts-ignore - provided by the Remix Vite plugin
import * as build from "virtual:remix/server-build";
import { makeWorker } from "../app/worker";

export { ChatRoom } from "../party/chat-room";

export default makeWorker(build as unknown as ServerBuild, "development");
