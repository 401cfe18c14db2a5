// How the face detector is run (app/scan/face/find-face.server.ts): its input size (the
// wasm heap grows with it: 416 measured about 100 MB with face-api's own forward pass) and
// how confident a detection must be.
export const DETECTOR = {
  inputSize: 320,
  longSide: 320,
  /** Confidence a detection needs in the whole photo. */
  minScore: 0.5,
  /** Quarters of the photo (this share of each side) are searched when the whole shows no face. */
  tile: 0.6,
  /** A quarter shows clutter up close (a cup can look like a face): it needs more confidence. */
  minTileScore: 0.65,
} as const;
