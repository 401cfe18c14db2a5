// The scanner's URLs, shared by routes, views and the island.
/** The scanner page; its form posts here without JavaScript (the island posts to UPLOAD_PATH). */
export const SCANNER_PAGE = "/face-scanner";
export const UPLOAD_PATH = "/face-scanner/upload";
export const COMPARE_PATH = "/face-scanner/compare";
export const scanPath = (id: number) => `/face-scanner/scans/${id}`;
export const photoPath = (id: number, size: "full" | "thumb" = "full") =>
  `/face-scanner/photos/${id}${size === "thumb" ? "?size=thumb" : ""}`;
export const comparePath = (a: number, b: number) => `${COMPARE_PATH}?a=${a}&b=${b}`;
