// /staff/roles (admin): who holds which staff role, and a form to grant or revoke one by
// the member's email address. Each change is audited in its own batch (app/staff).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { parseForm, readForm } from "~/forms/parse";
import { ROLE_DUTIES, ROLE_NAMES, RoleChange, STAFF_PATHS, STAFF_ROLES, type StaffRole } from "~/staff";
import { changeRole, requireStaffWith, staffListQuery, staffTargetQuery } from "~/staff/index.server";
import { StaffNav } from "~/staff/ui";
import { redirectWithToast } from "~/toast/toast.server";
import { FieldError, FormError } from "~/ui/form";
import { Page } from "~/ui/page";

export const meta: MetaFunction = () => [{ title: "Roles | Staff | Glowup" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { staff, results } = await requireStaffWith(request, context, "admin", (db) => [staffListQuery(db)] as const);
  const people = new Map<string, { email: string; username: string | null; roles: StaffRole[] }>();
  for (const row of results[0]) {
    const person = people.get(row.userId) ?? { email: row.email, username: row.username, roles: [] };
    person.roles.push(row.role);
    people.set(row.userId, person);
  }
  return { roles: staff.roles, people: [...people.values()] };
}

export async function action({ request, context }: ActionFunctionArgs) {
  // One read batch: the admin's roles and the member the form names; then one write batch.
  const parsed = parseForm(await readForm(request), RoleChange, { keys: ["intent", "email", "role"], maxEcho: 200 });
  const { staff, results } = await requireStaffWith(request, context, "admin", (db) =>
    parsed.ok ? ([staffTargetQuery(db, parsed.value.email)] as const) : ([] as const),
  );
  if (!parsed.ok) return data({ errors: parsed.errors, values: parsed.values }, { status: 400 });
  const { intent, role } = parsed.value;
  const env = context.cloudflare.env;
  const [target] = (results[0] ?? []) as { id: string; email: string; username: string | null }[];
  if (!target)
    return data({ errors: { email: "No member has this address." }, values: parsed.values }, { status: 400 });
  if (intent === "revoke" && role === "admin" && target.id === staff.actor.id)
    return data(
      { errors: { form: "You cannot revoke your own admin role: ask another admin." }, values: parsed.values },
      { status: 409 },
    );
  const changed = await changeRole(env, staff.actor, target, role, intent);
  const who = target.username ?? target.email;
  return redirectWithToast(
    request,
    STAFF_PATHS.roles,
    changed
      ? {
          title: intent === "grant" ? "Role granted" : "Role revoked",
          description: `${who} ${intent === "grant" ? "is now" : "is no longer"} ${ROLE_NAMES[role]}.`,
          kind: "success",
        }
      : {
          title: "Nothing changed",
          description: `${who} ${intent === "grant" ? "already holds" : "does not hold"} the ${ROLE_NAMES[role]} role.`,
          kind: "info",
        },
  );
}

export default function StaffRoles() {
  const { roles, people } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const errors: Record<string, string | undefined> = failed?.errors ?? {};
  const values: Record<string, string | undefined> = failed?.values ?? {};
  return (
    <Page
      title="Staff roles"
      subtitle="Grant a role to a member by their address, or revoke it. Every change is audited."
    >
      <div className="space-y-4">
        <StaffNav roles={roles} active={STAFF_PATHS.roles} />
        <Form method="post" className="space-y-3 card" data-testid="role-form">
          <div>
            <label htmlFor="email" className="label">
              Member&apos;s email
            </label>
            <input
              id="email"
              name="email"
              type="email"
              required
              className="field"
              defaultValue={values.email}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? "email-error" : undefined}
            />
            <FieldError id="email-error" message={errors.email} alert />
          </div>
          <div>
            <label htmlFor="role" className="label">
              Role
            </label>
            <select id="role" name="role" className="field" defaultValue={values.role ?? "support"}>
              {STAFF_ROLES.map((r) => (
                <option key={r} value={r}>
                  {ROLE_NAMES[r]}: {ROLE_DUTIES[r]}
                </option>
              ))}
            </select>
            <FieldError id="role-error" message={errors.role} alert />
          </div>
          <FormError message={errors.form ?? errors.intent} />
          <div className="flex flex-col gap-2 sm:flex-row">
            <button type="submit" name="intent" value="grant" className="btn-primary">
              Grant role
            </button>
            <button type="submit" name="intent" value="revoke" className="btn-secondary">
              Revoke role
            </button>
          </div>
        </Form>
        <section aria-labelledby="staff-heading" className="space-y-2">
          <h2 id="staff-heading" className="text-lg font-semibold">
            Staff
          </h2>
          <ul className="space-y-2" data-testid="staff-list">
            {people.map((p) => (
              <li key={p.email} className="card">
                <p className="font-semibold text-ink">{p.username ?? p.email}</p>
                <p className="text-sm break-all text-slate-600">{p.email}</p>
                <p className="mt-1 text-sm text-slate-800">{p.roles.map((r) => ROLE_NAMES[r]).join(", ")}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </Page>
  );
}
