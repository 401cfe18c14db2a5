// One structured JSON line per server error, with the request's id. What it may hold is
// decided here, once: method, path (never the query string; long, token-like path
// segments masked), status, the error's name and message (secrets and long blobs masked),
// the request id and the time. Never headers, cookies, bodies, form fields or photos.

export const REQUEST_ID_HEADER = "x-request-id";

/** A fresh id for one request (also sent back as the x-request-id header). */
export const newRequestId = () => crypto.randomUUID();

const MESSAGE_MAX = 300;
/** Path segments this long are ids or tokens (signed checkout links, reset tokens). */
const SEGMENT_MAX = 32;
const MASK = "[redacted]";

// Shapes of secrets that could end up inside an error message.
const SECRET_PATTERNS: RegExp[] = [
  /\b(?:sk|rk|pk)_(?:test|live)_[A-Za-z0-9]+/g, // Stripe keys
  /\bwhsec_[A-Za-z0-9]+/g, // Stripe webhook secrets
  /\bBearer\s+[A-Za-z0-9._~+/=-]+/gi, // Authorization headers
  /\b[\w.-]*session_(?:token|data)=[^;\s,]*/gi, // session cookies
  /\b(password|passwd|secret|token|cookie|api[_-]?key)(["']?\s*[:=]\s*)("[^"]*"|'[^']*'|[^\s,;&]+)/gi, // key=value pairs
  /data:[\w/+.-]+;base64,[A-Za-z0-9+/=]+/g, // inline files (photos)
  /[A-Za-z0-9+/=_-]{40,}/g, // any long opaque blob: tokens, signatures, base64
];

/** The error message with secrets and blobs masked, cut to a readable length. */
export function redactMessage(message: string, secrets: (string | undefined)[] = []) {
  let out = message;
  for (const secret of secrets) if (secret && secret.length >= 8) out = out.split(secret).join(MASK);
  for (const pattern of SECRET_PATTERNS) {
    out = out.replace(pattern, (match, key?: string, sep?: string) =>
      typeof key === "string" && typeof sep === "string" && /^[a-z_-]+$/i.test(key) && match.startsWith(key)
        ? `${key}${sep}${MASK}`
        : MASK,
    );
  }
  return out.length > MESSAGE_MAX ? `${out.slice(0, MESSAGE_MAX)}…` : out;
}

/** The URL's path only, with token-like segments masked. */
export function loggablePath(url: string) {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return "/";
  }
  return path
    .split("/")
    .map((segment) => (segment.length > SEGMENT_MAX ? MASK : segment))
    .join("/");
}

export type ErrorLine = {
  level: "error";
  time: string;
  /** What was being done when a handled error happened ("checkout", "chat-send"); absent for a failed request. */
  event?: string;
  requestId: string | null;
  method: string;
  path: string;
  /** The status the request answered with; absent for a handled error. */
  status?: number;
  error: { name: string; message: string };
};

export function errorLine(
  input: { requestId: string | null; method: string; url: string; status?: number; event?: string; error: unknown },
  secrets: (string | undefined)[] = [],
): ErrorLine {
  const error = input.error;
  const name = error instanceof Error ? error.name : typeof error;
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  return {
    level: "error",
    time: new Date().toISOString(),
    ...(input.event ? { event: input.event } : {}),
    requestId: input.requestId,
    method: input.method,
    path: loggablePath(input.url),
    ...(input.status === undefined ? {} : { status: input.status }),
    error: { name: redactMessage(name, secrets), message: redactMessage(message, secrets) },
  };
}
