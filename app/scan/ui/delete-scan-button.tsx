// Deleting a scan and its photos: a plain form posted to the scan's own page.
import { scanPath } from "../paths";
import { formatDate } from "~/calendar/format";
import { useMemberZone } from "~/calendar/member-zone";

export function DeleteScanButton({ id, at, compact = false }: { id: number; at?: number; compact?: boolean }) {
  const zone = useMemberZone();
  return (
    <form method="post" action={scanPath(id)}>
      <input type="hidden" name="intent" value="delete" />
      <button type="submit" className={compact ? "btn-ghost px-2 py-1 text-red-700" : "btn-secondary text-red-700"}>
        Delete
        {compact ? (
          <span className="sr-only"> the scan from {at ? formatDate(at, zone) : "this day"}</span>
        ) : (
          " scan and photo"
        )}
      </button>
    </form>
  );
}
