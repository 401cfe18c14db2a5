// GET /settings/export: the signed-in member's own data as a JSON download (a plain link).
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { exportFileName, exportMemberData } from "~/account/export.server";
import { requireMember } from "~/auth/guards.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireMember(request, context);
  const body = await exportMemberData(context.cloudflare.env, member.id);
  return new Response(JSON.stringify(body, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName()}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
