// The one module that signs and verifies things with HMAC-SHA256: the app's own
// tokens (local checkout links, chat room tickets) and better-auth's cookie signatures.
const enc = new TextEncoder();

const b64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
const fromB64 = (s: string) =>
  Uint8Array.from(atob(s.replaceAll("-", "+").replaceAll("_", "/")), (c) => c.charCodeAt(0));

// Importing a key costs a little; the secret rarely changes within an isolate.
let cached: { secret: string; key: Promise<CryptoKey> } | null = null;
function key(secret: string) {
  if (cached?.secret !== secret) {
    cached = {
      secret,
      key: crypto.subtle.importKey("raw", enc.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
        "sign",
        "verify",
      ]),
    };
  }
  return cached.key;
}

/** A token `<base64url JSON>.<base64url MAC>` that nobody without the secret can alter. */
export async function sign(payload: object, secret: string) {
  const body = b64url(enc.encode(JSON.stringify(payload)));
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", await key(secret), enc.encode(body)));
  return `${body}.${b64url(mac)}`;
}

/** The payload of a token made by `sign`, or null when it was altered or malformed. */
export async function verify<T>(token: string, secret: string): Promise<T | null> {
  const parts = token.split(".");
  if (parts.length !== 2 || !parts[0] || !parts[1]) return null;
  const [body, mac] = parts;
  try {
    if (!(await crypto.subtle.verify("HMAC", await key(secret), fromB64(mac), enc.encode(body)))) return null;
    return JSON.parse(new TextDecoder().decode(fromB64(body))) as T;
  } catch {
    return null;
  }
}

/** Whether `signature` (base64 or base64url) is the HMAC of `value` (better-auth's cookies). */
export async function macMatches(value: string, signature: string, secret: string) {
  try {
    return await crypto.subtle.verify("HMAC", await key(secret), fromB64(signature), enc.encode(value));
  } catch {
    return false;
  }
}

/** The HMAC of `value` (base64url): a fingerprint of it that nobody without the secret can compute. */
export async function mac(value: string, secret: string) {
  return b64url(new Uint8Array(await crypto.subtle.sign("HMAC", await key(secret), enc.encode(value))));
}
