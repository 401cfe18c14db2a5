// The island's upload endpoint: the same scan as the page's form post, answered as JSON
// so the browser can show upload progress and keep the chosen photo on an error.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { scanPath } from "~/scan/paths";
import { handleScanRequest } from "~/scan/scan-request.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const reply = await handleScanRequest(request, context);
  switch (reply.kind) {
    case "scan":
      return { ok: true as const, location: scanPath(reply.id), repeated: reply.repeated };
    case "gate":
      return data({ ok: false as const, kind: "gate", message: "Choose a plan to see results." }, { status: 403 });
    case "invalid":
      return data({ ok: false as const, kind: reply.kind, message: reply.message }, { status: reply.status });
    case "retake":
      return data({ ok: false as const, kind: reply.kind, message: reply.message }, { status: 422 });
    case "limit":
      return data({ ok: false as const, kind: reply.kind, message: reply.message }, { status: 429 });
    case "failed":
      return data({ ok: false as const, kind: reply.kind, message: reply.message }, { status: 502 });
  }
}

export function loader() {
  return new Response("Not Found", { status: 404 });
}
