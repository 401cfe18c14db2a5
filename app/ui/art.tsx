import type { ArtFile } from "~/art/art";

/** A decorative illustration: sized up front (no layout shift), hidden from screen readers. */
export function Art({ art, className, eager = false }: { art: ArtFile; className?: string; eager?: boolean }) {
  return (
    <img
      src={art.src}
      width={art.width}
      height={art.height}
      alt=""
      className={className}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      // React 18 knows no fetchPriority prop; the lowercase attribute passes through.
      {...(eager ? ({ fetchpriority: "high" } as object) : {})}
    />
  );
}
