// The one web font file every page uses (app.css declares its @font-face with the
// same file, so Vite emits one hashed /assets/ URL for both). Preloading it lets the
// browser fetch it alongside the CSS instead of after it; `font-display: swap` keeps
// text visible with the system font until it arrives.
import jakartaLatin from "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url";

export const FONT_PRELOAD = {
  rel: "preload",
  href: jakartaLatin,
  as: "font",
  type: "font/woff2",
  crossOrigin: "anonymous",
} as const;
