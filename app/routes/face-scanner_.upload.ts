// The island's upload endpoint: the same scan as the page's form post, answered as JSON
// (plain Response.json: resource routes keep their status) so the browser can show upload progress and keep the chosen photo on an error.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { NEW_SCAN, unlockCheck, unlockHeaders } from "~/game/index.server";
import { scanPath } from "~/scan/paths";
import { handleScanRequest } from "~/scan/scan-request.server";

export async function action({ request, context }: ActionFunctionArgs) {
  // A new scan counts toward the scan achievements (the scan rows are the record).
  const check = unlockCheck(context.cloudflare.env, NEW_SCAN);
  const reply = await handleScanRequest(request, context, check);
  switch (reply.kind) {
    case "scan": {
      // An unlock toasts on the result page.
      const headers = await unlockHeaders(request, reply.repeated ? [] : check.unlocked());
      return Response.json({ ok: true, location: scanPath(reply.id), repeated: reply.repeated }, { headers });
    }
    case "gate":
      return Response.json({ ok: false, kind: "gate", message: "Choose a plan to see results." }, { status: 403 });
    case "invalid":
      return Response.json({ ok: false, kind: reply.kind, message: reply.message }, { status: reply.status });
    case "retake":
      return Response.json({ ok: false, kind: reply.kind, message: reply.message }, { status: 422 });
    case "limit":
      return Response.json({ ok: false, kind: reply.kind, message: reply.message }, { status: 429 });
    case "busy":
      return Response.json(
        { ok: false, kind: reply.kind, message: reply.message },
        { status: 429, headers: { "Retry-After": String(reply.retryAfter) } },
      );
    case "failed":
      return Response.json({ ok: false, kind: reply.kind, message: reply.message }, { status: 502 });
  }
}

export function loader() {
  return new Response("Not Found", { status: 404 });
}
