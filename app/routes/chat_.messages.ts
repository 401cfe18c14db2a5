// POST /chat/messages: the chat island's send and delete. The same action as the page's
// forms (app/chat/actions.server.ts), answered as JSON (a resource route keeps its status)
// so the page stays where it is. Signed out: 401, and the island lets the page's own form
// post take over (it signs in and comes back).
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { chatAction } from "~/chat/actions.server";
import { chatFailure } from "~/chat/replies";
import { NEW_MESSAGE, unlockCheck, unlockHeaders } from "~/game/index.server";
import { getViewer, requireMemberWith } from "~/page-read.server";

const NO_STORE = { "Cache-Control": "no-store" };

/** A visitor (no session, or one that ended): answered 401. */
class SignedOut extends Error {}

export async function action({ request, context }: ActionFunctionArgs) {
  const signedOut = () => Response.json(chatFailure({ form: "Sign in to chat" }), { status: 401, headers: NO_STORE });
  // A message on a new day counts toward the chat achievements; an unlock toasts on the next page.
  const check = unlockCheck(context.cloudflare.env, NEW_MESSAGE);
  const viewer = async () => {
    const member = await getViewer(request, context);
    if (!member) throw new SignedOut();
    return member;
  };
  let reply;
  try {
    reply = await chatAction(request, context, viewer, requireMemberWith, check);
  } catch (thrown) {
    if (thrown instanceof SignedOut || thrown instanceof Response) return signedOut(); // a visitor: the island lets the form post take over
    throw thrown;
  }
  if (!reply.ok) return Response.json(reply.body, { status: reply.status, headers: NO_STORE });
  const headers = await unlockHeaders(request, reply.wrote ? check.unlocked() : [], new Headers(NO_STORE));
  return Response.json(reply.body, { headers });
}

export function loader() {
  return new Response("Not Found", { status: 404 });
}
