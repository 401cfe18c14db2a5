// Web Push with nothing but WebCrypto (Workers has it; the common Node package does not run
// there): the payload encrypted as RFC 8291 asks (aes128gcm, RFC 8188, one record), and the
// application server identified by a VAPID token (RFC 8292: a JWT signed with ES256).
// docs/decisions/080-web-push-for-the-streak-reminder.md.

const te = new TextEncoder();
type Bytes = Uint8Array<ArrayBuffer>;

export const b64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

export function fromB64url(text: string): Bytes {
  const b64 = text.replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

const concat = (...parts: Uint8Array[]): Bytes => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

async function hkdf(salt: Bytes, ikm: Bytes, info: Bytes, bytes: number) {
  const key = await crypto.subtle.importKey("raw", ikm, "HKDF", false, ["deriveBits"]);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: "HKDF", hash: "SHA-256", salt, info }, key, bytes * 8));
}

/** A P-256 private key from its 32-byte scalar and 65-byte uncompressed public point. */
function privateJwk(d: Uint8Array, publicPoint: Uint8Array): JsonWebKey {
  return {
    kty: "EC",
    crv: "P-256",
    d: b64url(d),
    x: b64url(publicPoint.slice(1, 33)),
    y: b64url(publicPoint.slice(33, 65)),
    ext: true,
  };
}

/** The record size this server writes (RFC 8188's default; one record is all a push holds). */
const RECORD_SIZE = 4096;

export type PushKeys = { p256dh: string; auth: string };
/** The application server's ECDH pair for one message: fresh each time, fixed only by tests. */
export type SenderKeys = { publicKey: Bytes; privateKey: Bytes };

/**
 * Encrypts `plaintext` for a subscription (its `p256dh` point and `auth` secret): the body a
 * push service takes with `Content-Encoding: aes128gcm`. `salt` and `sender` are random unless
 * given (the RFC's example fixes them).
 */
export async function encryptPayload(
  subscription: PushKeys,
  plaintext: Uint8Array,
  fixed: { salt?: Bytes; sender?: SenderKeys } = {},
): Promise<Bytes> {
  const uaPublic = fromB64url(subscription.p256dh);
  const authSecret = fromB64url(subscription.auth);
  const salt = fixed.salt ?? crypto.getRandomValues(new Uint8Array(16));
  let sender = fixed.sender;
  let privateKey: CryptoKey;
  if (sender) {
    privateKey = await crypto.subtle.importKey(
      "jwk",
      privateJwk(sender.privateKey, sender.publicKey),
      { name: "ECDH", namedCurve: "P-256" },
      false,
      ["deriveBits"],
    );
  } else {
    const pair = await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"]);
    privateKey = pair.privateKey;
    const publicKey = new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey));
    sender = { publicKey, privateKey: new Uint8Array() };
  }
  const uaKey = await crypto.subtle.importKey("raw", uaPublic, { name: "ECDH", namedCurve: "P-256" }, false, []);
  const ecdh = new Uint8Array(await crypto.subtle.deriveBits({ name: "ECDH", public: uaKey }, privateKey, 256));
  // RFC 8291 §3.4: the input keying material binds both public keys and the auth secret.
  const keyInfo = concat(te.encode("WebPush: info\0"), uaPublic, sender.publicKey);
  const ikm = await hkdf(authSecret, ecdh, keyInfo, 32);
  const cek = await hkdf(salt, ikm, te.encode("Content-Encoding: aes128gcm\0"), 16);
  const nonce = await hkdf(salt, ikm, te.encode("Content-Encoding: nonce\0"), 12);
  // One record, the last: the plaintext, then the delimiter 0x02 (RFC 8188 §2), no padding.
  const record = concat(plaintext, new Uint8Array([2]));
  const key = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["encrypt"]);
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv: nonce }, key, record));
  const header = new Uint8Array(21);
  header.set(salt, 0);
  new DataView(header.buffer).setUint32(16, RECORD_SIZE);
  header[20] = sender.publicKey.length;
  return concat(header, sender.publicKey, sealed);
}

export type Vapid = { publicKey: string; privateKey: string; subject: string };

/**
 * The `Authorization` header for a push service (RFC 8292): `vapid t=<JWT>, k=<public key>`,
 * the JWT naming the service's origin, expiring in 12 hours, signed with ES256.
 */
export async function vapidAuthorization(endpoint: string, vapid: Vapid, now = Date.now()) {
  const header = b64url(te.encode(JSON.stringify({ typ: "JWT", alg: "ES256" })));
  const claims = {
    aud: new URL(endpoint).origin,
    exp: Math.floor(now / 1000) + 12 * 3600,
    sub: vapid.subject,
  };
  const unsigned = `${header}.${b64url(te.encode(JSON.stringify(claims)))}`;
  const key = await crypto.subtle.importKey(
    "jwk",
    privateJwk(fromB64url(vapid.privateKey), fromB64url(vapid.publicKey)),
    { name: "ECDSA", namedCurve: "P-256" },
    false,
    ["sign"],
  );
  // WebCrypto's ECDSA signature is r || s, 64 bytes: JWS's own ES256 form.
  const signature = new Uint8Array(
    await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, key, te.encode(unsigned)),
  );
  return `vapid t=${unsigned}.${b64url(signature)}, k=${vapid.publicKey}`;
}

/** A subscription as the browser's PushSubscription.toJSON() gives it. */
export type Subscription = PushKeys & { endpoint: string };

/** How long a push service keeps an undelivered reminder: the evening it is for. */
export const PUSH_TTL_SECONDS = 6 * 3600;

/** The request that delivers `message` (JSON) to one subscription. */
export async function pushRequest(subscription: Subscription, message: object, vapid: Vapid, now = Date.now()) {
  const body = await encryptPayload(subscription, te.encode(JSON.stringify(message)));
  return new Request(subscription.endpoint, {
    method: "POST",
    headers: {
      Authorization: await vapidAuthorization(subscription.endpoint, vapid, now),
      "Content-Encoding": "aes128gcm",
      "Content-Type": "application/octet-stream",
      TTL: String(PUSH_TTL_SECONDS),
      Urgency: "normal",
    },
    body,
  });
}

/** A new VAPID key pair (development makes its own; production's is a secret). */
export async function newVapidKeys() {
  const pair = await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"]);
  const jwk = await crypto.subtle.exportKey("jwk", pair.privateKey);
  const raw = new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey));
  return { publicKey: b64url(raw), privateKey: jwk.d! };
}
