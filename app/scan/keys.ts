// R2 keys: every photo lives under its member's own prefix, so one listing finds all of
// a member's photos and a key never names anyone else.
export const memberPrefix = (userId: string) => `members/${userId}/`;

export function newPhotoKeys(userId: string, id = crypto.randomUUID()) {
  const base = `${memberPrefix(userId)}scans/${id}`;
  return { photoKey: `${base}.jpg`, thumbKey: `${base}-thumb.jpg` };
}

export const keyBelongsTo = (userId: string, key: string) => key.startsWith(memberPrefix(userId));
