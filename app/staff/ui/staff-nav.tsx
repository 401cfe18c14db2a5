// The staff pages' tab bar: the pages the staff member's roles open, as plain links.
import { Link } from "@remix-run/react";
import { holds, type StaffRole } from "../roles";
import { STAFF_PATHS } from "../paths";

const LINKS: { to: string; label: string; role: StaffRole | "any" }[] = [
  { to: STAFF_PATHS.home, label: "Staff home", role: "any" },
  { to: STAFF_PATHS.queue, label: "Support queue", role: "support" },
  { to: STAFF_PATHS.moderation, label: "Chat reports", role: "moderator" },
  { to: STAFF_PATHS.coaching, label: "Coaching", role: "coach" },
  { to: STAFF_PATHS.roles, label: "Roles", role: "admin" },
  { to: STAFF_PATHS.audit, label: "Audit log", role: "admin" },
];

export function StaffNav({ roles, active }: { roles: readonly StaffRole[]; active: string }) {
  return (
    <nav aria-label="Staff pages" className="-mx-1 flex flex-wrap gap-2">
      {LINKS.filter((l) => l.role === "any" || holds(roles, l.role)).map((l) => (
        <Link
          key={l.to}
          to={l.to}
          aria-current={l.to === active ? "page" : undefined}
          className={`chip ${l.to === active ? "bg-brand-600 text-white" : "bg-white text-slate-800 ring-1 ring-slate-200"}`}
        >
          {l.label}
        </Link>
      ))}
    </nav>
  );
}
