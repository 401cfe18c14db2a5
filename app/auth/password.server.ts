// Password hashing on workerd's native scrypt (node:crypto through nodejs_compat),
// in better-auth's own format (salt:key, N=16384 r=16 p=1, 64 bytes), so hashes made
// by either side verify on the other. The pure-JS fallback is several times slower.
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

const PARAMS = { N: 16384, r: 16, p: 1, maxmem: 128 * 16384 * 16 * 2 };
const KEY_LENGTH = 64;

function derive(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, PARAMS, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function hashPassword(password: string) {
  const salt = randomBytes(16).toString("hex");
  const key = await derive(password, salt);
  return `${salt}:${key.toString("hex")}`;
}

export async function verifyPassword({ hash, password }: { hash: string; password: string }) {
  const [salt, key] = hash.split(":");
  if (!salt || !key) return false;
  const expected = Buffer.from(key, "hex");
  const actual = await derive(password, salt);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
