// POST /chat/messages: the chat island's send and delete. The same action as the page's
// forms (app/chat/actions.server.ts), answered as JSON (a resource route keeps its status)
// so the page stays where it is. Signed out: 401, and the island lets the page's own form
// post take over (it signs in and comes back).
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { getViewer } from "~/auth/viewer.server";
import { chatAction } from "~/chat/actions.server";
import { chatFailure } from "~/chat/replies";
import { checkAchievements, unlockHeaders } from "~/game/index.server";

const NO_STORE = { "Cache-Control": "no-store" };

export async function action({ request, context }: ActionFunctionArgs) {
  const member = await getViewer(request, context);
  if (!member) return Response.json(chatFailure({ form: "Sign in to chat" }), { status: 401, headers: NO_STORE });
  const reply = await chatAction(request, context, member);
  if (!reply.ok) return Response.json(reply.body, { status: reply.status, headers: NO_STORE });
  // A message on a new day counts toward the chat achievements; an unlock toasts on the next page.
  const unlocked = reply.wrote ? await checkAchievements(context.cloudflare.env, member.id) : [];
  const headers = await unlockHeaders(request, unlocked, new Headers(NO_STORE));
  return Response.json(reply.body, { headers });
}

export function loader() {
  return new Response("Not Found", { status: 404 });
}
