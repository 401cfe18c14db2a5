// The two photos of a comparison, aligned on the eyes (../aligned-photo.ts): side by side
// without JavaScript; the island (../compare-slider.ts) stacks them under a before/after
// slider. Both images come from the owner-only, no-store photo route.
import { eyeAlignedTransform, PROGRESS_FRAME } from "../aligned-photo";
import { photoPath } from "../paths";
import type { Landmarks } from "../result";
import { formatDate } from "~/calendar/format";
import { useMemberZone } from "~/calendar/member-zone";

type Photo = { id: number; at: number; landmarks: Landmarks };

function Aligned({ photo, label }: { photo: Photo; label: string }) {
  const zone = useMemberZone();
  const { width, height } = PROGRESS_FRAME;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className="w-full rounded-xl bg-slate-900"
      role="img"
      aria-label={`${label}: your photo from ${formatDate(photo.at, zone)}, aligned on the eyes`}
      data-testid="aligned-photo"
    >
      <image
        href={photoPath(photo.id)}
        width={photo.landmarks.width}
        height={photo.landmarks.height}
        transform={eyeAlignedTransform(photo.landmarks)}
        preserveAspectRatio="none"
      />
    </svg>
  );
}

export function AlignedPhotos({ earlier, later }: { earlier: Photo; later: Photo }) {
  const zone = useMemberZone();
  return (
    <section className="card" aria-labelledby="aligned-heading">
      <h2 id="aligned-heading" className="text-lg font-semibold">
        Your photos, lined up
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Both photos are turned and sized so your eyes sit in the same place: what differs is you, not the camera.
      </p>
      {/* A photo the size of a phone's screen, not the width of a laptop's page; the slider
          the island adds lands in the same column. */}
      <div className="mx-auto mt-3 max-w-lg">
        <div className="grid grid-cols-2 gap-3" data-compare-slider>
          <figure data-before>
            <Aligned photo={earlier} label="Before" />
            <figcaption className="mt-1 text-center text-sm text-slate-600">
              Before · {formatDate(earlier.at, zone)}
            </figcaption>
          </figure>
          <figure data-after>
            <Aligned photo={later} label="After" />
            <figcaption className="mt-1 text-center text-sm text-slate-600">
              After · {formatDate(later.at, zone)}
            </figcaption>
          </figure>
        </div>
      </div>
    </section>
  );
}
