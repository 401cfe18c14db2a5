// The site's navigation: the top bar, the side menu, the bottom bar and the Back button.
import { tierContentPath, TIERS } from "~/billing";
import { CATEGORIES, EXPLORE_PAGES } from "~/content";
import type { IconName } from "~/ui/icon-names";

/**
 * The top bar's links on a wide screen and the side menu's first list. A wide screen has
 * no tab bar (it is for phones only), so everything the tab bar reaches is here too; chat
 * is for members, so only they see it.
 */
export function topLinks(signedIn: boolean): { to: string; label: string }[] {
  return [
    { to: "/", label: "Home" },
    { to: "/course", label: "Course" },
    { to: "/progress", label: "Progress" },
    ...(signedIn
      ? [
          { to: "/chat", label: "Chat" },
          { to: "/friends", label: "Friends" },
        ]
      : []),
    { to: "/calculator", label: "Tools" },
    { to: "/assessment", label: "Assessment" },
    { to: "/face-scanner", label: "Face Scanner" },
    signedIn ? { to: "/settings", label: "Settings" } : { to: "/auth", label: "Sign In" },
  ];
}

/**
 * The public pages every visitor shares. Pages of their own, not sections of "/": a
 * member's "/" is their own day, and a link to another document also closes the
 * side menu without JavaScript (a same-page fragment would leave it open).
 */
export const EXPLORE_LINKS = (["categories", "features", "about", "pricing"] as const).map((page) => ({
  to: EXPLORE_PAGES[page].path,
  label: EXPLORE_PAGES[page].label,
}));

export const CATEGORY_LINKS = CATEGORIES.map((c) => ({ to: `/${c.slug}`, label: c.title }));

export function bottomLinks(signedIn: boolean): { to: string; label: string; icon: IconName }[] {
  return [
    { to: "/", label: "Home", icon: "home" },
    { to: "/course", label: "Course", icon: "book" },
    { to: "/face-scanner", label: "Scanner", icon: "scan" },
    { to: "/progress", label: "Progress", icon: "chart" },
    { to: signedIn ? "/account" : "/auth", label: "Account", icon: "user" },
  ];
}

/** Whether a nav entry is the current page ("/" only matches home itself). */
export function isActive(to: string, pathname: string) {
  if (to === "/") return pathname === "/";
  return pathname === to || pathname.startsWith(`${to}/`);
}

/**
 * Where the frame's Back button goes, with or without JavaScript: the page's natural
 * parent, or null where the page has none (home) or carries its own (the local
 * provider's pay pages link back to where they came from).
 */
export function parentOf(pathname: string): string | null {
  if (pathname === "/" || pathname.startsWith("/pay/")) return null;
  const page = pathname.replace(/\/$/, "");
  if (TIERS.some((tier) => tierContentPath(tier) === page)) return "/course";
  if (pathname === "/achievements" || pathname === "/rankings") return "/progress";
  if (pathname === "/friends") return "/rankings";
  return "/";
}
