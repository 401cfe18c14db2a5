// The Worker's fetch handler around a Remix server build: chat rooms first, then Remix.
// server.ts (production) and tests/worker-entry.ts (Worker tests) both use it.
import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import { routeRoomRequest } from "../party/route";
import type { Env } from "./env";

export function makeWorker(build: ServerBuild, mode?: string) {
  const handleRemix = createRequestHandler(build, mode);
  return {
    async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
      const room = await routeRoomRequest(request, env as unknown as Record<string, unknown>);
      if (room) return room;
      return handleRemix(request, { cloudflare: { env, ctx } });
    },
  } satisfies ExportedHandler<Env>;
}
