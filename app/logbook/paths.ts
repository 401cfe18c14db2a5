// The progress log's addresses (the Elite page's Progress Log and Reviews tabs link here too).
export const LOG_PATH = "/progress-log";
export const REVIEWS_PATH = "/reviews";
export const REVIEWS_UNSUBSCRIBE_PATH = "/reviews/unsubscribe";
