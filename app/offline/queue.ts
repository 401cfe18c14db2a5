// The offline queue (decision 081): a form a member posts while offline is kept in IndexedDB
// with a unique key and sent when the connection returns, by the page (the `online` event,
// the next load) or by the service worker (Background Sync). The server accepts each key
// once, so sending an entry twice is harmless; an entry leaves the queue once the server
// answered it. Entries belong to the member who made them (their marker): they are sent only
// while that member is signed in, and dropped when someone else is.
export const SYNC_TAG = "glowup-queue";

const DB_NAME = "glowup-offline";
const STORE = "queue";

export type Queued = {
  key: string;
  /** The member's marker (app/offline/pages.ts) when it was queued. */
  member: string;
  /** Where the form posts (path and query). */
  url: string;
  fields: [string, string][];
  /** What the member pressed, for "waiting to send". */
  label: string;
  at: number;
};

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: "key" });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error("IndexedDB refused"));
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = work(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error("IndexedDB refused"));
    });
  } finally {
    db.close();
  }
}

export const enqueue = (entry: Queued) => run("readwrite", (store) => store.put(entry));
export const queued = () => run<Queued[]>("readonly", (store) => store.getAll() as IDBRequest<Queued[]>);
const remove = (key: string) => run("readwrite", (store) => store.delete(key));

/** A new key: 32 hex characters from the browser's random source. */
export const newKey = () =>
  [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, "0")).join("");

/**
 * Sends `member`'s queued entries, oldest first, and drops everyone else's. An entry the
 * server answered (a redirect with its message, or a refusal) leaves the queue; a network
 * failure stops the run and keeps the rest for next time. Answers how many were answered.
 */
export async function flushQueue(member: string | null): Promise<number> {
  let answered = 0;
  const entries = (await queued()).sort((a, b) => a.at - b.at);
  for (const entry of entries) {
    if (entry.member !== member) {
      await remove(entry.key);
      continue;
    }
    const body = new URLSearchParams(entry.fields);
    body.set("key", entry.key);
    const response = await fetch(entry.url, {
      method: "POST",
      body,
      credentials: "same-origin",
      redirect: "manual",
    }).catch(() => null);
    if (!response || response.status >= 500) break;
    await remove(entry.key);
    answered += 1;
  }
  return answered;
}
