// Plain HTTP against the local Worker: sign-in, timed auth posts, D1 counts, headers.
import { performance } from "node:perf_hooks";

function formPost(base, path, fields, cookie = "") {
  const u = new URL(base);
  return fetch(`${base}${path}`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams(fields),
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: u.origin,
      Host: u.host,
      ...(cookie ? { Cookie: cookie } : {}),
    },
  });
}

/** Session cookies only (the flash toast cookie would change the first page). */
function sessionCookies(res) {
  const out = [];
  for (const c of res.headers.getSetCookie()) {
    const [pair] = c.split(";");
    const eq = pair.indexOf("=");
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    // The session, and the trial key sign-in leaves for the pages' one D1 round trip (decision 045).
    if (value && /auth|gu_tk/i.test(name)) out.push({ name, value });
  }
  return out;
}

export async function signIn(base, email, password) {
  const res = await formPost(base, "/auth", { mode: "signin", email, password, redirect: "/" });
  await res.arrayBuffer();
  const cookies = sessionCookies(res);
  if (res.status !== 303 || !cookies.some((c) => c.name.includes("session_token"))) {
    throw new Error(`sign-in as ${email} failed: HTTP ${res.status}`);
  }
  return cookies;
}

export const cookieHeader = (cookies) => (cookies ?? []).map((c) => `${c.name}=${c.value}`).join("; ");

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : null;
};

/** Median wall time (loopback) of n sign-ups with fresh accounts and n sign-ins. */
export async function timeAuth(base, { email, password, n = 5 }) {
  const stamp = Date.now().toString(36);
  const up = [];
  const upStatus = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const res = await formPost(base, "/auth", {
      mode: "signup",
      email: `bench-${stamp}-${i}@bench.test`,
      username: `bench${stamp}${i}`.slice(0, 20),
      password: "bench-pass-123",
      confirmPassword: "bench-pass-123",
    });
    await res.arrayBuffer();
    up.push(performance.now() - t);
    upStatus.push(res.status);
  }
  const inn = [];
  const inStatus = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const res = await formPost(base, "/auth", { mode: "signin", email, password, redirect: "/" });
    await res.arrayBuffer();
    inn.push(performance.now() - t);
    inStatus.push(res.status);
  }
  return {
    n,
    signUp: {
      medianMs: median(up),
      samplesMs: up.map(Math.round),
      statuses: upStatus,
      ok: upStatus.every((s) => s === 303),
    },
    signIn: {
      medianMs: median(inn),
      samplesMs: inn.map(Math.round),
      statuses: inStatus,
      ok: inStatus.every((s) => s === 303),
    },
  };
}

/** D1 round trips and statements of one page request (steady state: after one warm-up request). */
export async function d1Count(base, path, cookies) {
  const get = () => fetch(`${base}${path}`, { redirect: "manual", headers: { Cookie: cookieHeader(cookies) } });
  await (await get()).arrayBuffer();
  const res = await get();
  await res.arrayBuffer();
  const num = (h) => (res.headers.has(h) ? Number(res.headers.get(h)) : null);
  return {
    status: res.status,
    location: res.headers.get("location"),
    roundTrips: num("x-d1-round-trips"),
    statements: num("x-d1-statements"),
    sql: res.headers.get("x-d1-sql")?.split(" ; ").filter(Boolean) ?? [],
  };
}

export async function headersOf(base, path, extra = {}) {
  const res = await fetch(`${base}${path}`, { headers: { "Accept-Encoding": "gzip, br", ...extra } });
  await res.arrayBuffer();
  return {
    status: res.status,
    cacheControl: res.headers.get("cache-control"),
    contentEncoding: res.headers.get("content-encoding"),
    contentType: res.headers.get("content-type"),
  };
}

export { median };
