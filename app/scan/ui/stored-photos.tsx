// A member without Pro still sees (and can delete) the photos they stored, without results.
import { photoPath } from "../paths";
import { DeleteScanButton } from "./delete-scan-button";
import { formatDate } from "~/calendar/format";
import { useMemberZone } from "~/calendar/member-zone";

export function StoredPhotos({ photos }: { photos: { id: number; at: number }[] }) {
  const zone = useMemberZone();
  if (photos.length === 0) return null;
  return (
    <section className="card" aria-labelledby="stored-heading">
      <h2 id="stored-heading" className="text-lg font-semibold">
        Your stored photos
      </h2>
      <p className="mt-1 text-sm text-slate-600">Results need Pro or Elite; you can always delete your photos.</p>
      <ul className="mt-2 divide-y divide-slate-200">
        {photos.map((p) => (
          <li key={p.id} className="flex items-center gap-3 py-2">
            <img
              src={photoPath(p.id, "thumb")}
              alt=""
              width={48}
              height={48}
              loading="lazy"
              className="size-12 rounded-lg object-cover"
            />
            <span className="flex-1">{formatDate(p.at, zone)}</span>
            <DeleteScanButton id={p.id} at={p.at} compact />
          </li>
        ))}
      </ul>
    </section>
  );
}
