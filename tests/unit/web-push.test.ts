// Web Push written against the RFCs (app/push/web-push.ts): the payload encryption checked
// against RFC 8291's Appendix A example byte for byte, and the VAPID token (RFC 8292).
import { describe, expect, it } from "vitest";
import { b64url, encryptPayload, fromB64url, newVapidKeys, pushRequest, vapidAuthorization } from "~/push/web-push";

// RFC 8291 Appendix A: published example values (test data, not credentials).
const RFC = {
  plaintext: "When I grow up, I want to be a watermelon",
  asPublic: "BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8",
  asPrivate: "yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw",
  uaPublic: "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
  uaPrivate: "q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94",
  salt: "DGv6ra1nlYgDCS1FRnbzlw",
  auth: "BTBZMqHH6r4Tts7J_aSIgg",
  body:
    "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27ml" +
    "mlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPT" +
    "pK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN",
};

/** What the browser does with a push body (RFC 8291 §3.4 from the receiving side). */
async function decrypt(body: Uint8Array<ArrayBuffer>, uaPrivate: string, uaPublic: string, auth: string) {
  const te = new TextEncoder();
  const salt = body.slice(0, 16);
  const idLength = body[20];
  const asPublic = body.slice(21, 21 + idLength);
  const ua = fromB64url(uaPublic);
  const key = await crypto.subtle.importKey(
    "jwk",
    { kty: "EC", crv: "P-256", d: uaPrivate, x: b64url(ua.slice(1, 33)), y: b64url(ua.slice(33)) },
    { name: "ECDH", namedCurve: "P-256" },
    false,
    ["deriveBits"],
  );
  const as = await crypto.subtle.importKey("raw", asPublic, { name: "ECDH", namedCurve: "P-256" }, false, []);
  const ecdh = new Uint8Array(await crypto.subtle.deriveBits({ name: "ECDH", public: as }, key, 256));
  const hkdf = async (
    s: Uint8Array<ArrayBuffer>,
    ikm: Uint8Array<ArrayBuffer>,
    info: Uint8Array<ArrayBuffer>,
    n: number,
  ) =>
    new Uint8Array(
      await crypto.subtle.deriveBits(
        { name: "HKDF", hash: "SHA-256", salt: s, info },
        await crypto.subtle.importKey("raw", ikm, "HKDF", false, ["deriveBits"]),
        n * 8,
      ),
    );
  const info = new Uint8Array([...te.encode("WebPush: info\0"), ...ua, ...asPublic]);
  const ikm = await hkdf(fromB64url(auth), ecdh, info, 32);
  const cek = await hkdf(salt, ikm, te.encode("Content-Encoding: aes128gcm\0"), 16);
  const nonce = await hkdf(salt, ikm, te.encode("Content-Encoding: nonce\0"), 12);
  const aes = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["decrypt"]);
  const record = new Uint8Array(
    await crypto.subtle.decrypt({ name: "AES-GCM", iv: nonce }, aes, body.slice(21 + idLength)),
  );
  expect(record.at(-1)).toBe(2);
  return new TextDecoder().decode(record.slice(0, -1));
}

describe("payload encryption (RFC 8291, aes128gcm)", () => {
  it("matches the RFC's Appendix A example byte for byte", async () => {
    const body = await encryptPayload(
      { p256dh: RFC.uaPublic, auth: RFC.auth },
      new TextEncoder().encode(RFC.plaintext),
      {
        salt: fromB64url(RFC.salt),
        sender: { publicKey: fromB64url(RFC.asPublic), privateKey: fromB64url(RFC.asPrivate) },
      },
    );
    expect(b64url(body)).toBe(RFC.body);
  });

  it("with fresh keys and salt, the browser's side reads the message back", async () => {
    const plain = new TextEncoder().encode(JSON.stringify({ title: "Keep your streak" }));
    const body = await encryptPayload({ p256dh: RFC.uaPublic, auth: RFC.auth }, plain);
    expect(b64url(body.slice(0, 16))).not.toBe(RFC.salt);
    expect(await decrypt(body, RFC.uaPrivate, RFC.uaPublic, RFC.auth)).toBe('{"title":"Keep your streak"}');
  });
});

describe("VAPID (RFC 8292)", () => {
  it("signs a 12-hour ES256 token for the push service's origin, checkable with the public key", async () => {
    const keys = await newVapidKeys();
    const now = Date.UTC(2026, 10, 26, 20);
    const header = await vapidAuthorization(
      "https://push.example.net/send/abc?x=1",
      { ...keys, subject: "mailto:ops@glowup.example" },
      now,
    );
    const m = /^vapid t=([^.]+)\.([^.]+)\.([^,]+), k=(.+)$/.exec(header);
    expect(m).not.toBeNull();
    const [, head, claims, signature, k] = m!;
    expect(k).toBe(keys.publicKey);
    expect(JSON.parse(new TextDecoder().decode(fromB64url(head)))).toEqual({ typ: "JWT", alg: "ES256" });
    expect(JSON.parse(new TextDecoder().decode(fromB64url(claims)))).toEqual({
      aud: "https://push.example.net",
      exp: now / 1000 + 12 * 3600,
      sub: "mailto:ops@glowup.example",
    });
    const publicKey = await crypto.subtle.importKey(
      "raw",
      fromB64url(keys.publicKey),
      { name: "ECDSA", namedCurve: "P-256" },
      false,
      ["verify"],
    );
    const signed = new TextEncoder().encode(`${head}.${claims}`);
    const sig = fromB64url(signature);
    expect(sig).toHaveLength(64);
    expect(await crypto.subtle.verify({ name: "ECDSA", hash: "SHA-256" }, publicKey, sig, signed)).toBe(true);
  });

  it("a push request carries the encrypted body and the headers push services require", async () => {
    const keys = await newVapidKeys();
    const request = await pushRequest(
      { endpoint: "https://push.example.net/send/abc", p256dh: RFC.uaPublic, auth: RFC.auth },
      { title: "Hi" },
      { ...keys, subject: "mailto:ops@glowup.example" },
    );
    expect(request.method).toBe("POST");
    expect(request.headers.get("Content-Encoding")).toBe("aes128gcm");
    expect(request.headers.get("TTL")).toMatch(/^\d+$/);
    expect(request.headers.get("Authorization")).toMatch(/^vapid t=.+, k=/);
    const body = new Uint8Array(await request.arrayBuffer());
    expect(await decrypt(body, RFC.uaPrivate, RFC.uaPublic, RFC.auth)).toBe('{"title":"Hi"}');
  });
});
