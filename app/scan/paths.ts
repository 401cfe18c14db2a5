// The scanner's URLs, shared by routes, views and the island.
export const SCANNER_PATH = "/face-scanner";
export const UPLOAD_PATH = "/face-scanner/upload";
export const scanPath = (id: number) => `/face-scanner/scans/${id}`;
export const photoPath = (id: number, size: "full" | "thumb" = "full") =>
  `/face-scanner/photos/${id}${size === "thumb" ? "?size=thumb" : ""}`;
